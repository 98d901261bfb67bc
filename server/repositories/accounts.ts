import type { Language } from '../../domain/language';
import { one, type Queryable } from '../db';

/** A new account; without a password hash (or inactive) it waits for its activation link. */
export const insertUser = async (
  q: Queryable,
  u: {
    username: string;
    passwordHash: string | null;
    firstname: string;
    lastname: string;
    email: string;
    roles: string[];
    legalEntityId?: number | null;
    cursusType?: string | null;
    iddicperson?: number | null;
    active: boolean;
    kennisname?: boolean;
    /** Dutch unless known (a registration filled in in French). */
    language?: Language;
  },
) =>
  (await one<{ id: number }>(
    q,
    `INSERT INTO users (username, password_hash, firstname, lastname, email, roles, legal_entity_id, cursus_type, iddicperson, active, kennisname, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      u.username,
      u.passwordHash,
      u.firstname,
      u.lastname,
      u.email,
      u.roles,
      u.legalEntityId ?? null,
      u.cursusType ?? null,
      u.iddicperson ?? null,
      u.active,
      u.kennisname ?? true,
      u.language ?? 'nl',
    ],
  ))!.id;

export const activateUser = (q: Queryable, id: number) => q.query('UPDATE users SET active = true, updated_at = now() WHERE id = $1', [id]);

import type { z } from 'zod';
import type { Language } from '../../domain/language';
import type { registrationRowSchema } from '../../domain/schemas/responses/registrations';
import { one, type Queryable } from '../db';
import { type Paging, page, where } from './paging';

type RegistrationListRow = z.output<typeof registrationRowSchema>;

const COLUMNS = `r.id, r.status, r.data, r.created_at, r.decided_at, r.decided_by, r.comment,
  r.data->>'firstname' AS firstname, r.data->>'lastname' AS lastname, r.data->>'email' AS email, r.data->>'username' AS username,
  coalesce(le.name, r.data->>'name') AS name`;
const FROM = `provider_registrations r LEFT JOIN legal_entities le ON le.iddiclegalentity = (r.data->>'iddiclegalentity')::int`;

export interface RegistrationRow {
  id: number;
  status: string;
  data: Record<string, any>;
  /** The language the registration was filled in (migration 079). */
  language: Language;
}

export function listRegistrations(q: Queryable, filter: Paging & { status?: string }) {
  const w = where(filter.status ? [['r.status = ?', filter.status]] : []);
  return page<RegistrationListRow>(q, { ...filter, columns: COLUMNS, from: `${FROM} ${w.sql}`, params: w.params, orderBy: 'r.created_at, r.id' });
}

export const findRegistration = (q: Queryable, id: number) => one<RegistrationListRow>(q, `SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1`, [id]);

export const lockRegistration = (q: Queryable, id: number) =>
  one<RegistrationRow>(q, 'SELECT id, status, data, language FROM provider_registrations WHERE id = $1 FOR UPDATE', [id]);

export const insertRegistration = async (q: Queryable, data: unknown, language: Language) =>
  (await one<{ id: number }>(q, 'INSERT INTO provider_registrations (data, language) VALUES ($1, $2) RETURNING id', [JSON.stringify(data), language]))!.id;

export const updateRegistrationData = (q: Queryable, id: number, data: unknown) =>
  q.query('UPDATE provider_registrations SET data = $2 WHERE id = $1', [id, JSON.stringify(data)]);

export const decideRegistration = (q: Queryable, id: number, status: string, by: string, comment: string | null, userId: number | null) =>
  q.query('UPDATE provider_registrations SET status = $2, decided_at = now(), decided_by = $3, comment = $4, user_id = $5 WHERE id = $1', [
    id,
    status,
    by,
    comment,
    userId,
  ]);

/**
 * Until the end of the transaction, no other registration, correction or approval can take this
 * username (in any case): the check whether it is taken and what takes it are then one step.
 */
export const lockUsername = (q: Queryable, username: string) => q.query(`SELECT pg_advisory_xact_lock(hashtext('username:' || lower($1)))`, [username]);

/** A username is taken by an account or by a registration still waiting for a decision. */
export const usernameTaken = async (q: Queryable, username: string) =>
  !!(await one(
    q,
    `SELECT 1 FROM users WHERE lower(username) = lower($1)
     UNION SELECT 1 FROM provider_registrations WHERE status = 'NIEUW' AND lower(data->>'username') = lower($1)`,
    [username],
  ));

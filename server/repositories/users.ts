import type { z } from 'zod';
import type { Language } from '../../domain/language';
import type { userRowSchema } from '../../domain/schemas/responses/auth';
import { type Db, one, type Queryable } from '../db';
import { escapeLike, type Paging, page, sortMatches, where } from './paging';

type UserListRow = z.output<typeof userRowSchema>;

export interface UserRow {
  id: number;
  username: string;
  password_hash: string | null;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string | null;
  roles: string[];
  legal_entity_id: number | null;
  cursus_type: string | null;
  kennisname: boolean;
  active: boolean;
  /** The person's language (migration 076): nl by default, fr by choice. */
  language: Language;
  /** The veterinarian's person in the directory; null for staff and providers. */
  iddicperson: number | null;
}

export const findUserByUsername = (q: Queryable, username: string) => one<UserRow>(q, 'SELECT * FROM users WHERE lower(username) = lower($1)', [username]);

/** Each named account's language (a username without an account is not in the map: its reader gets Dutch). */
export async function accountLanguages(q: Queryable, usernames: readonly string[]): Promise<Map<string, Language>> {
  const rows = await q.query<{ username: string; language: Language }>(
    'SELECT upper(username) AS username, language FROM users WHERE upper(username) = ANY($1::text[])',
    [usernames.map((u) => u.toUpperCase())],
  );
  return new Map(rows.map((r) => [r.username, r.language]));
}

/** Sets the own language; the row as it is now (the session's fields), or undefined when the account is gone. */
export const setLanguage = (q: Queryable, id: number, language: Language) =>
  one<UserRow>(q, 'UPDATE users SET language = $2, updated_at = now() WHERE id = $1 RETURNING *', [id, language]);

/** The secretariat's user list; `q` matches the start of the username, names or e-mail address. */
export function listUsers(q: Queryable, filter: Paging & { q?: string | null }) {
  const term = filter.q?.trim().toLowerCase();
  const w = where(
    term ? [['(lower(username) LIKE ? OR lower(lastname) LIKE ? OR lower(firstname) LIKE ? OR lower(email) LIKE ?)', `${escapeLike(term)}%`]] : [],
  );
  const order = ['lastname', 'firstname', 'username'];
  return page<UserListRow>(q, {
    ...filter,
    columns: 'id, username, firstname, lastname, email, telephone, roles, active, kennisname',
    from: `users ${w.sql}`,
    params: w.params,
    orderBy: term ? sortMatches(order) : order.join(', '),
  });
}

/**
 * A veterinarian's telephone is one number: the one of their person, which their profile sheet in the
 * directory shows (and POST /dierenartsen/{id} changes). The profile reads it there; users.telephone
 * is the number of an account without a person (staff, providers).
 */
const PROFILE_TELEPHONE = 'CASE WHEN p.iddicperson IS NULL THEN u.telephone ELSE p.telephone END';

/** The own profile (GET /crm/user/{username}), with the telephone of the person for a veterinarian. */
export const findProfile = (q: Queryable, username: string) =>
  one<Pick<UserRow, 'id' | 'username' | 'firstname' | 'lastname' | 'email' | 'telephone' | 'roles'>>(
    q,
    `SELECT u.id, u.username, u.firstname, u.lastname, u.email, ${PROFILE_TELEPHONE} AS telephone, u.roles
       FROM users u LEFT JOIN persons p ON p.iddicperson = u.iddicperson WHERE lower(u.username) = lower($1)`,
    [username],
  );

/**
 * Saves the profile; the telephone also on the person, in the same statement, so both say the same.
 * An empty telephone clears it; a call that leaves it out (only a new password, say) keeps it.
 */
export const updateProfile = (q: Queryable, id: number, data: { firstname: string; lastname: string; email: string; telephone?: string | null }) =>
  q.query(
    `WITH u AS (UPDATE users SET firstname = $2, lastname = $3, email = $4, telephone = CASE WHEN $6 THEN $5 ELSE telephone END,
                updated_at = now() WHERE id = $1 RETURNING iddicperson)
     UPDATE persons SET telephone = $5 WHERE $6 AND iddicperson = (SELECT iddicperson FROM u)`,
    [id, data.firstname, data.lastname, data.email, data.telephone ?? null, data.telephone !== undefined],
  );

export const setPassword = (q: Queryable, id: number, hash: string) =>
  q.query('UPDATE users SET password_hash = $2, active = true, updated_at = now() WHERE id = $1', [id, hash]);

export const setKennisname = (q: Queryable, id: number) => q.query('UPDATE users SET kennisname = true, updated_at = now() WHERE id = $1', [id]);

export interface LoginLimits {
  perAccount: number;
  perAddress: number;
  minutes: number;
}

/**
 * Counts a login attempt as a failure before its password is checked, unless the account or the
 * address already reached its limit in the window; answers the attempt's row, or null when throttled.
 * Check and count are one transaction under locks on the account and the address, so attempts sent
 * at the same moment cannot all pass the check: at most the limit of passwords is ever verified.
 */
export function takeLoginAttempt(db: Db, username: string, ip: string, limits: LoginLimits): Promise<number | null> {
  return db.tx(async (q) => {
    // Always the account before the address, so two attempts never wait for each other in a circle.
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('login-account:' || lower($1)))`, [username]);
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('login-address:' || $1))`, [ip]);
    const [row] = await q.query<{ account: number; address: number }>(
      `SELECT (SELECT count(*) FROM login_failures WHERE lower(username) = lower($1) AND at > now() - make_interval(mins => $3))::int AS account,
              (SELECT count(*) FROM login_failures WHERE ip = $2 AND at > now() - make_interval(mins => $3))::int AS address`,
      [username, ip, limits.minutes],
    );
    if (row!.account >= limits.perAccount || row!.address >= limits.perAddress) return null;
    const [attempt] = await q.query<{ id: number }>('INSERT INTO login_failures (username, ip) VALUES ($1, $2) RETURNING id', [username, ip]);
    return attempt!.id;
  });
}

/** The right password was given: this attempt was no failure after all. */
export const forgetLoginAttempt = (q: Queryable, id: number) => q.query('DELETE FROM login_failures WHERE id = $1', [id]);

export const clearLoginFailures = (q: Queryable, username: string) => q.query('DELETE FROM login_failures WHERE lower(username) = lower($1)', [username]);

/** The active accounts that hear about a record: a provider organisation's people, or the secretariat. */
export const recipients = (q: Queryable, to: { role: string; legalEntityId?: number | null; username?: string | null }) =>
  q.query<Pick<UserRow, 'username' | 'firstname' | 'lastname' | 'email'>>(
    `SELECT username, firstname, lastname, email FROM users
      WHERE active AND $1 = ANY(roles) AND ($2::int IS NULL OR legal_entity_id = $2) AND ($3::text IS NULL OR username = $3) ORDER BY username`,
    [to.role, to.legalEntityId ?? null, to.username ?? null],
  );

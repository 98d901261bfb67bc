import { one, type Queryable } from '../db';
import { escapeLike, page, type Paging, sortMatches, where } from './paging';

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
}

export const findUserByUsername = (q: Queryable, username: string) =>
  one<UserRow>(q, 'SELECT * FROM users WHERE lower(username) = lower($1)', [username]);

export const findUserById = (q: Queryable, id: number) => one<UserRow>(q, 'SELECT * FROM users WHERE id = $1', [id]);

/** The secretariat's user list; `q` matches the start of the username, names or e-mail address. */
export function listUsers(q: Queryable, filter: Paging & { q?: string | null }) {
  const term = filter.q?.trim().toLowerCase();
  const w = where(
    term ? [['(lower(username) LIKE ? OR lower(lastname) LIKE ? OR lower(firstname) LIKE ? OR lower(email) LIKE ?)', `${escapeLike(term)}%`]] : [],
  );
  const order = ['lastname', 'firstname', 'username'];
  return page(q, {
    ...filter,
    columns: 'id, username, firstname, lastname, email, telephone, roles, active, kennisname',
    from: `users ${w.sql}`,
    params: w.params,
    orderBy: term ? sortMatches(order) : order.join(', '),
  });
}

export const updateProfile = (
  q: Queryable,
  id: number,
  data: { firstname: string; lastname: string; email: string; telephone: string | null },
) =>
  q.query('UPDATE users SET firstname = $2, lastname = $3, email = $4, telephone = $5, updated_at = now() WHERE id = $1', [
    id,
    data.firstname,
    data.lastname,
    data.email,
    data.telephone,
  ]);

export const setPassword = (q: Queryable, id: number, hash: string) =>
  q.query('UPDATE users SET password_hash = $2, active = true, updated_at = now() WHERE id = $1', [id, hash]);

export const setKennisname = (q: Queryable, id: number) =>
  q.query('UPDATE users SET kennisname = true, updated_at = now() WHERE id = $1', [id]);

export const recordLoginFailure = (q: Queryable, username: string, ip: string) =>
  q.query('INSERT INTO login_failures (username, ip) VALUES ($1, $2)', [username, ip]);

export const countRecentFailures = async (q: Queryable, username: string, minutes: number) =>
  (
    await one<{ n: number }>(
      q,
      `SELECT count(*)::int AS n FROM login_failures WHERE lower(username) = lower($1) AND at > now() - make_interval(mins => $2)`,
      [username, minutes],
    )
  )?.n ?? 0;

export const clearLoginFailures = (q: Queryable, username: string) =>
  q.query('DELETE FROM login_failures WHERE lower(username) = lower($1)', [username]);

export const countRecentFailuresFromAddress = async (q: Queryable, ip: string, minutes: number) =>
  (
    await one<{ n: number }>(
      q,
      'SELECT count(*)::int AS n FROM login_failures WHERE ip = $1 AND at > now() - make_interval(mins => $2)',
      [ip, minutes],
    )
  )?.n ?? 0;

import { one, type Queryable } from '../db';
import type { UserRow } from './users';

export const createSession = (q: Queryable, idHash: string, userId: number) =>
  q.query('INSERT INTO sessions (id_hash, user_id) VALUES ($1, $2)', [idHash, userId]);

/** The session's user when the session has been used within the idle time. */
export const findSessionUser = (q: Queryable, idHash: string, idleMinutes: number) =>
  one<UserRow & { stale: boolean }>(
    q,
    `SELECT u.*, s.last_seen < now() - interval '1 minute' AS stale FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id_hash = $1 AND u.active AND s.last_seen > now() - make_interval(mins => $2)`,
    [idHash, idleMinutes],
  );

export const touchSession = (q: Queryable, idHash: string) => q.query('UPDATE sessions SET last_seen = now() WHERE id_hash = $1', [idHash]);

export const deleteSession = (q: Queryable, idHash: string) => q.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);

/** Deletes the sessions not used within the idle time (no request would accept them any more); how many. */
export async function deleteIdleSessions(q: Queryable, idleMinutes: number) {
  const [row] = await q.query<{ n: number }>(
    'WITH gone AS (DELETE FROM sessions WHERE last_seen < now() - make_interval(mins => $1) RETURNING 1) SELECT count(*)::int AS n FROM gone',
    [idleMinutes],
  );
  return row!.n;
}

export const deleteUserSessions = (q: Queryable, userId: number) => q.query('DELETE FROM sessions WHERE user_id = $1', [userId]);

export const deleteOtherSessions = (q: Queryable, userId: number, keepHash: string | null) =>
  q.query('DELETE FROM sessions WHERE user_id = $1 AND id_hash IS DISTINCT FROM $2', [userId, keepHash]);

import type { Db } from '../db';

/**
 * Counts one request of `action` for `key` unless `max` were already counted in the last `minutes`;
 * answers whether this one is within the limit. The count and the new row are one transaction
 * under a lock on the key, so requests sent at the same moment cannot all slip under the limit.
 * Rows older than the window are dropped on the way.
 */
export function takeRequestSlot(db: Db, action: string, key: string, max: number, minutes: number): Promise<boolean> {
  return db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${action}:${key}`]);
    await q.query('DELETE FROM request_limits WHERE action = $1 AND at < now() - make_interval(mins => $2)', [action, minutes]);
    const [row] = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM request_limits WHERE action = $1 AND key = $2 AND at >= now() - make_interval(mins => $3)',
      [action, key, minutes],
    );
    if ((row?.n ?? 0) >= max) return false;
    await q.query('INSERT INTO request_limits (action, key) VALUES ($1, $2)', [action, key]);
    return true;
  });
}

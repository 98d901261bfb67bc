import type { Db, Queryable } from './types';

/**
 * A transaction that first waits for an advisory lock named `name` within the connection's schema,
 * so that several processes starting at once on one database (two API nodes and a worker) do the
 * step one after the other: migrating, loading the demo data. The lock goes with the transaction.
 *
 * The wait itself is not limited by the connection's lock and statement timeouts (another node may
 * be building an index for minutes); the steps after it are, as any migration's are.
 */
export function exclusiveTx<T>(db: Db, name: string, fn: (q: Queryable) => Promise<T>): Promise<T> {
  return db.tx(async (q) => {
    const [limits] = await q.query<{ lock: string; statement: string }>(
      `SELECT current_setting('lock_timeout') AS lock, current_setting('statement_timeout') AS statement`,
    );
    await q.query(`SELECT set_config('lock_timeout', '0', true), set_config('statement_timeout', '0', true)`);
    await q.query(`SELECT pg_advisory_xact_lock(hashtext($1 || ':' || current_schema()))`, [`ovd-portaal:${name}`]);
    await q.query(`SELECT set_config('lock_timeout', $1, true), set_config('statement_timeout', $2, true)`, [limits!.lock, limits!.statement]);
    return fn(q);
  });
}

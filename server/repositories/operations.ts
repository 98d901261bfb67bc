import type { Queryable } from '../db';

/** Ends every session (a restored copy accepts no cookie of the database it was copied from); how many there were. */
export async function endAllSessions(q: Queryable) {
  const [row] = await q.query<{ n: number }>('WITH ended AS (DELETE FROM sessions RETURNING 1) SELECT count(*)::int AS n FROM ended');
  return row!.n;
}

/** Tables (and partitioned tables) outside PostgreSQL's own schemas, as `schema.table`: a database to restore into must have none. */
export async function userTables(q: Queryable) {
  const rows = await q.query<{ name: string }>(
    `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
      ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

/** Mails the worker would send once it may (status NEW). */
export async function countWaitingMails(q: Queryable) {
  const [row] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM mails WHERE status = 'NEW'`);
  return row!.n;
}

import { randomBytes } from 'node:crypto';
import { type Db, openDb } from '../server/db';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/seed/demo';
import { seedLarge } from '../server/seed/large';

export interface SeededDb {
  db: Db;
  schema: string;
  seconds: number;
  users: number;
  mails: number;
  /** Drops the bench schema and closes the pool; safe to call twice. */
  drop(): Promise<void>;
}

/** A fresh schema on PostgreSQL with the demo data and the large seed of DESIGN §1, timed. */
export async function seedLargeSchema(databaseUrl: string, log: (line: string) => void): Promise<SeededDb> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const started = performance.now();
  // Loading the volume takes statements far longer than a request's; the app measured over it keeps its own limits otherwise.
  const db = await openDb({ databaseUrl, schema, timeouts: { statementMillis: 0 } });
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    try {
      await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    } finally {
      await db.close();
    }
  };
  try {
    await migrate(db);
    await seedDemo(db);
    await seedLarge(db, (line) => log(`  seed: ${line}`));
    const seconds = (performance.now() - started) / 1000;
    const [counts] = await db.query<{ users: number; mails: number }>(
      'SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM mails)::int AS mails',
    );
    // Vacuumed and with fresh planner statistics, as autovacuum leaves a database that has been running a
    // while; otherwise autovacuum starts on the fresh rows while the first endpoints are being timed.
    const [{ tables } = { tables: '' }] = await db.query<{ tables: string }>(
      `SELECT string_agg(format('%I', tablename), ', ') AS tables FROM pg_tables WHERE schemaname = current_schema()`,
    );
    if (tables) await db.query(`VACUUM (ANALYZE) ${tables}`);
    return { db, schema, seconds, users: counts!.users, mails: counts!.mails, drop };
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  }
}

import type { PGlite } from '@electric-sql/pglite';
import { type Db, openDb, openPglite, type Queryable } from '../../server/db';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed/demo';

/**
 * The demo data, loaded once per test process into a schema of its own and copied from there into
 * each test app's schema. Every app's schema is still made by `migrate`, as a node's is; only the
 * demo data, which is the same for every app, comes as a copy (a few hundred ms) instead of being
 * loaded again (a second and a half, for more than a hundred apps per run).
 *
 * The copy runs with triggers off (`session_replication_role = replica`): the rows are the seed's
 * own, already checked and already in the audit chain, as a restore writes them.
 */

/** The statements that fill a target schema: one INSERT ... SELECT per table that holds demo rows, then the sequences where the seed left them. */
type Template = (target: string) => string[];

const holder = globalThis as unknown as { __demoTemplate?: Promise<Template> };

/** Migrates `db`'s schema and fills it with the demo data copied from this process's template. */
export async function migrateWithDemo(db: Db, schema: string, open: (schema: string) => Promise<Db>) {
  await migrate(db);
  holder.__demoTemplate ??= makeTemplate(open);
  const template = await holder.__demoTemplate;
  await db.tx(async (q) => {
    await q.query('SET LOCAL session_replication_role = replica');
    for (const statement of template(schema)) await q.query(statement);
  });
}

/** Opens a schema of the test process's database: its shared PGlite, or DATABASE_URL. */
export const openTestSchema = (shared: (() => Promise<PGlite>) | undefined) => async (schema: string) =>
  shared ? openPglite(undefined, schema, await shared()) : openDb({ databaseUrl: process.env.DATABASE_URL!, schema });

async function makeTemplate(open: (schema: string) => Promise<Db>): Promise<Template> {
  const schema = `tmpl_${process.pid}`;
  const db = await open(schema);
  try {
    await dropStaleTemplates(db);
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.query(`CREATE SCHEMA ${schema}`);
    await migrate(db);
    // What the migrations themselves write (the audit chain's head) is replaced by the seed's rows.
    const migrated = new Set((await filledTables(db, schema)).map((t) => t.name));
    await seedDemo(db);
    const tables = await filledTables(db, schema);
    const sequences = await db.query<{ name: string; value: string }>(
      `SELECT quote_ident(sequencename) AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = $1 AND last_value IS NOT NULL`,
      [schema],
    );
    return (target) => [
      ...tables.filter((t) => migrated.has(t.name)).map((t) => `DELETE FROM ${target}.${t.name}`),
      ...tables.map((t) => `INSERT INTO ${target}.${t.name} (${t.columns}) OVERRIDING SYSTEM VALUE SELECT ${t.columns} FROM ${schema}.${t.name}`),
      ...sequences.map((s) => `SELECT setval('${target}.${s.name}', ${s.value}, true)`),
    ];
  } finally {
    await db.close();
  }
}

/** The template's tables that hold rows (the migration record apart), each with its columns in order. */
async function filledTables(q: Queryable, schema: string) {
  const tables = await q.query<{ name: string; columns: string }>(
    `SELECT quote_ident(c.relname) AS name, string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = $1 AND c.relkind = 'r' AND NOT c.relispartition AND c.relname <> 'schema_migrations'
      GROUP BY c.relname`,
    [schema],
  );
  const filled = [];
  for (const table of tables) {
    const [row] = await q.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${schema}.${table.name}) AS any`);
    if (row?.any) filled.push(table);
  }
  return filled;
}

/**
 * Templates of test processes that are gone: a process leaves its own behind (a vitest worker gets no
 * last word), and on PostgreSQL the next run's processes drop it.
 */
async function dropStaleTemplates(q: Queryable) {
  const rows = await q.query<{ name: string }>(`SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE 'tmpl\\_%'`);
  for (const { name } of rows) {
    const pid = Number(name.slice('tmpl_'.length));
    if (pid === process.pid || !Number.isInteger(pid) || isAlive(pid)) continue;
    await q.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

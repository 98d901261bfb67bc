import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './index';
import { exclusiveTx } from './locks';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export const migrationFiles = (dir = MIGRATIONS_DIR) =>
  fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_.+\.sql$/.test(f))
    .sort();

/**
 * Applies the pending migrations in order, each in its own transaction. A failing migration
 * rolls back and throws, so the process that asked for it stops with a non-zero exit.
 *
 * Every step holds the schema's migration lock (./locks.ts) and looks again at what is applied, so
 * nodes and workers that start together on one database each find their place in one order and
 * apply every migration once: the others wait, then see it done.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const done = await exclusiveTx(db, 'migrate', async (q) => {
    // Looked for first: the application's own role (server/db/roles.ts) may read it, not make it.
    const [found] = await q.query<{ t: string | null }>("SELECT to_regclass('schema_migrations')::text AS t");
    if (!found?.t) await q.query('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    return new Set((await q.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
  });
  const applied: string[] = [];
  for (const file of migrationFiles(dir)) {
    if (done.has(file)) continue;
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    let ran = false;
    try {
      ran = await exclusiveTx(db, 'migrate', async (q) => {
        if ((await q.query('SELECT 1 FROM schema_migrations WHERE version = $1', [file])).length > 0) return false;
        // Building an index over a large table may take longer than any request's statement is
        // allowed; the lock timeout stays, so a migration never queues the app behind a held lock.
        await q.query('SET LOCAL statement_timeout = 0');
        for (const statement of splitStatements(sql)) await q.query(statement);
        await q.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
        return true;
      });
    } catch (error) {
      throw new Error(`Migratie ${file} mislukt: ${(error as Error).message}`);
    }
    if (ran) applied.push(file);
  }
  return applied;
}

/**
 * Migrations are statements separated by semicolons at line ends; inside a dollar-quoted body (a
 * trigger's function, `$$ ... $$`) a semicolon ends a line of the body, not the statement.
 */
export function splitStatements(sql: string) {
  const statements: string[] = [];
  let current: string[] = [];
  let quoted = false;
  for (const line of sql.split('\n')) {
    const text = line.replace(/^\s*--.*$/, '');
    current.push(text);
    if ((text.match(/\$\$/g)?.length ?? 0) % 2 === 1) quoted = !quoted;
    if (!quoted && /;\s*$/.test(text)) {
      statements.push(current.join('\n').trim().replace(/;\s*$/, ''));
      current = [];
    }
  }
  statements.push(current.join('\n').trim());
  return statements.filter(Boolean);
}

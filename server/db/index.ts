import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openPostgres } from './postgres';
import { quoteIdent } from './roles';
import { type Db, type DbOptions, type Queryable, RANDOM_PAGE_COST, TIME_ZONE } from './types';

export type { Db, DbOptions, Queryable } from './types';

export const one = async <T>(q: Queryable, sql: string, params?: unknown[]): Promise<T | undefined> => (await q.query<T>(sql, params))[0];

export async function openDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.dataDir, options.schema);
}

const pgliteParsers = { 1082: (v: string) => v, 1114: (v: string) => new Date(`${v}Z`), 20: (v: string) => Number(v) };

/**
 * An embedded database with the extensions the migrations create (pg_trgm, for the search indexes):
 * PGlite can load an extension only when it starts. `loadDataDir` fills a new data directory from a
 * snapshot (Db.snapshot, `npm run backup`).
 */
export const createPglite = (dataDir?: string, loadDataDir?: Blob) =>
  PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    parsers: pgliteParsers,
    extensions: { pg_trgm },
  } as never) as Promise<PGlite>;

export async function openPglite(dataDir?: string, schema?: string, shared?: PGlite): Promise<Db> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const lite = shared ?? (await createPglite(dataDir));
  if (schema) await lite.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await lite.exec(`SET TIME ZONE '${TIME_ZONE}'; SET random_page_cost = ${RANDOM_PAGE_COST}`);
  // One PGlite connection serves everything: each operation, a query or a whole transaction, runs
  // alone, and names its schema once before it starts (never inside a transaction that may abort).
  let queue: Promise<unknown> = Promise.resolve();
  let role: string | undefined;
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => {});
    return run;
  };
  const useSchema = async () => {
    if (schema) await lite.query(`SET search_path TO ${schema}`);
  };
  const run = async (sql: string, params?: unknown[]) => (await lite.query(sql, params as unknown[], { parsers: pgliteParsers } as never)).rows as any[];
  return {
    kind: 'pglite',
    query: (sql, params) =>
      serial(async () => {
        await useSchema();
        return run(sql, params);
      }),
    tx: (fn) =>
      serial(async () => {
        await useSchema();
        await run('BEGIN');
        try {
          const result = await fn({ query: (sql, params) => run(sql, params) });
          await run('COMMIT');
          return result;
        } catch (error) {
          await run('ROLLBACK').catch(() => {});
          throw error;
        }
      }),
    // A checkpoint first, so the copy's files hold every committed change without replaying the WAL;
    // only the superuser may ask for one, so the role the server acts as is put aside meanwhile.
    snapshot: () =>
      serial(async () => {
        if (role) await lite.query('RESET ROLE');
        try {
          await lite.query('CHECKPOINT');
          return await lite.dumpDataDir('gzip');
        } finally {
          if (role) await lite.query(`SET ROLE ${quoteIdent(role)}`);
        }
      }),
    actAs: (name) =>
      serial(async () => {
        await lite.query(`SET ROLE ${quoteIdent(name)}`);
        role = name;
      }),
    close: async () => {
      if (!shared) await lite.close();
    },
    // One process, one connection: a notification is heard as the statement that made it commits.
    listen: async (channel, handlers) => {
      const unlisten = await serial(() => lite.listen(channel, handlers.heard));
      handlers.resumed();
      return () => serial(() => unlisten());
    },
  };
}

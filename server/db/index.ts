import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { isDbUnavailable } from './unavailable';

/** The one database interface the repositories use; PGlite and PostgreSQL both implement it. */
export interface Queryable {
  query<T = Record<string, any>>(sql: string, params?: unknown[]): Promise<T[]>;
}
export interface Db extends Queryable {
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

export const one = async <T>(q: Queryable, sql: string, params?: unknown[]): Promise<T | undefined> =>
  (await q.query<T>(sql, params))[0];

// Dates and timestamps come back as strings, as the wire format wants ISO text, not Date objects.
pg.types.setTypeParser(1082, (v) => v);
pg.types.setTypeParser(20, (v) => Number(v));

export interface DbOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Isolates tests: every table is created and read in this schema. */
  schema?: string;
  /** Names the connections in pg_stat_activity (PostgreSQL only). */
  applicationName?: string;
  /** How long a request waits for a connection before it is answered 503 (PostgreSQL only). */
  connectionTimeoutMillis?: number;
  /** Hears a pooled connection that died while idle; the pool has already dropped it. */
  onConnectionLost?: (error: Error) => void;
}

export async function openDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.dataDir, options.schema);
}

/**
 * The Order's days are Brussels days (SPEC §4, the 2-week rule): the database's `current_date`, with
 * which the SQL tells a current address or cooperation from an ended one, is the same day that
 * domain/dates.ts `brusselsDate()` gives, also in the hour after midnight in Brussels. Timestamps are
 * `timestamptz` and read in UTC explicitly, so only dates depend on it.
 */
const TIME_ZONE = 'Europe/Brussels';

const warnLost = (error: Error) => console.warn(`Databaseverbinding verbroken (${error.message}); er wordt een nieuwe geopend zodra nodig.`);

async function openPostgres(url: string, options: DbOptions): Promise<Db> {
  const { schema } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: `-c TimeZone=${TIME_ZONE}${schema ? ` -c search_path=${schema}` : ''}`,
    application_name: options.applicationName,
    // While the database is down a request fails fast (503) instead of waiting for ever.
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000,
    // Notices a connection whose peer vanished without closing it (a failover, a dropped route).
    keepAlive: true,
  });
  // An idle connection that dies (restart, failover, pg_terminate_backend) is an 'error' event on
  // the pool; unheard, it would end the process. The pool drops it and opens a new one when needed.
  pool.on('error', options.onConnectionLost ?? warnLost);
  // A connection can still report its death after the pool let go of it (a query that already
  // failed on the same termination, a connection being closed): with nobody listening that late
  // 'error' would end the process. The request concerned has its error already; this one is dropped.
  pool.on('connect', (client) => client.on('error', () => {}));
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  return {
    kind: 'postgres',
    query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
    async tx(fn) {
      const client = await pool.connect();
      // A checked-out connection reports its death to the client, not the pool: heard here, it is
      // handed back with the error below so the pool destroys it rather than lending it out again.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken ??= error;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn({ query: async (sql, params) => (await client.query(sql, params as unknown[])).rows });
        const done = await client.query('COMMIT');
        // COMMIT after a statement failed inside fn (and fn went on) answers ROLLBACK, not an error.
        if (done.command !== 'COMMIT') throw new Error(`transaction ended with ${done.command}, not COMMIT`);
        return result;
      } catch (error) {
        // A lost connection takes its transaction with it. A live one is rolled back and reused,
        // unless even the ROLLBACK fails: then its state is unknown and it is destroyed.
        broken ??= isDbUnavailable(error)
          ? (error as Error)
          : await client.query('ROLLBACK').then(
              () => undefined,
              (rollbackError: Error) => rollbackError,
            );
        throw error;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

const pgliteParsers = { 1082: (v: string) => v, 1114: (v: string) => new Date(`${v}Z`), 20: (v: string) => Number(v) };

/**
 * An embedded database with the extensions the migrations create (pg_trgm, for the search indexes):
 * PGlite can load an extension only when it starts.
 */
export const createPglite = (dataDir?: string) =>
  PGlite.create({ ...(dataDir ? { dataDir } : {}), parsers: pgliteParsers, extensions: { pg_trgm } } as never) as Promise<PGlite>;

export async function openPglite(dataDir?: string, schema?: string, shared?: PGlite): Promise<Db> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const lite = shared ?? (await createPglite(dataDir));
  if (schema) await lite.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await lite.exec(`SET TIME ZONE '${TIME_ZONE}'`);
  // One PGlite connection serves everything: each operation, a query or a whole transaction, runs
  // alone, and names its schema once before it starts (never inside a transaction that may abort).
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => {});
    return run;
  };
  const useSchema = async () => {
    if (schema) await lite.query(`SET search_path TO ${schema}`);
  };
  const run = async (sql: string, params?: unknown[]) =>
    (await lite.query(sql, params as unknown[], { parsers: pgliteParsers } as never)).rows as any[];
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
    close: async () => {
      if (!shared) await lite.close();
    },
  };
}

import pg from 'pg';
import { currentLane, fairShare, type Lane, runNested } from './lanes';
import { isStalePlan, statement, submit } from './statements';
import {
  type Db,
  type DbOptions,
  type DbTimeouts,
  DEFAULT_CONNECTION_WAIT_MILLIS,
  DEFAULT_DB_TIMEOUTS,
  DEFAULT_POOL_SIZE,
  type ListenHandlers,
  type Queryable,
  RANDOM_PAGE_COST,
  TIME_ZONE,
} from './types';
import { classifyFailure, DbUnavailableError, summary } from './unavailable';

// Dates and timestamps come back as strings, as the wire format wants ISO text, not Date objects.
pg.types.setTypeParser(1082, (v) => v);
pg.types.setTypeParser(20, (v) => Number(v));

const warnLost = (error: Error) => console.warn(`Databaseverbinding verbroken (${summary(error)}); er wordt een nieuwe geopend zodra nodig.`);

/** Settings every connection starts with, so they hold from its first statement on. */
export function connectionOptions(timeouts: DbTimeouts, schema?: string) {
  const settings: Record<string, string | number> = {
    TimeZone: TIME_ZONE,
    ...(schema ? { search_path: schema } : {}),
    lock_timeout: timeouts.lockMillis,
    statement_timeout: timeouts.statementMillis,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMillis,
    // A prepared statement (statements.ts) is planned for its values every time, as an unnamed one
    // is: a plan for any value cannot use a prefix search's index, nor a rare state's.
    plan_cache_mode: 'force_custom_plan',
    // At PostgreSQL's default of 4 a search counted its matches by reading the whole table through
    // lower(...) LIKE instead of its trigram index: 5.8 against 1.9 ms for the course search at the
    // large seed (bench/HISTORY.md).
    random_page_cost: RANDOM_PAGE_COST,
  };
  return Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
}

/**
 * A deadlock or a serialization failure (40P01, 40001) is PostgreSQL choosing one transaction to
 * undo so another may go on: nothing of it was applied, and the same work usually passes at once.
 * It is tried again a few times, after a short random wait so that the two do not meet again in
 * step, before the caller hears of it (a 503). A transaction's work is all in the database, so
 * doing it again is safe; what it leaves for after its commit is run once, by the caller. A
 * prepared statement a migration made stale (statements.ts) is tried again the same way.
 */
export const RETRIED_CODES = new Set(['40P01', '40001']);
export const MAX_TRIES = 4;

/** Whether a failed try is tried again, and after how long a wait. */
const mayRetry = (error: unknown, attempt: number, tries: number) => {
  const code = (error as { code?: unknown }).code;
  return attempt < tries && typeof code === 'string' && (RETRIED_CODES.has(code) || isStalePlan(error));
};
const backoff = (attempt: number) => Math.random() * 20 * 2 ** attempt;

export async function retried<T>(work: () => Promise<T>, tries = MAX_TRIES): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!mayRetry(error, attempt, tries)) throw error;
      await new Promise((resolve) => setTimeout(resolve, backoff(attempt)));
    }
  }
}

/**
 * LISTEN on a connection outside the pool, opened again (after 0.5 s, doubling to 10 s) whenever it
 * breaks; `lost` first, so the listener forgets what it can no longer trust.
 */
async function listenOn(url: string, options: DbOptions, channel: string, handlers: ListenHandlers) {
  let current: pg.Client | null = null;
  let stopped = false;
  let wait = 500;
  const again = () => {
    if (stopped) return;
    setTimeout(() => void connect(), wait).unref();
    wait = Math.min(wait * 2, 10_000);
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, application_name: options.applicationName, keepAlive: true });
    let gone = false;
    const fall = () => {
      if (gone) return;
      gone = true;
      if (current === client) current = null;
      handlers.lost();
      again();
    };
    client.on('error', fall);
    client.on('end', fall);
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.heard(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch {
      fall();
      client.end().catch(() => {});
      return;
    }
    if (stopped) return void client.end().catch(() => {});
    current = client;
    wait = 500;
    handlers.resumed();
  };
  await connect();
  return async () => {
    stopped = true;
    await current?.end().catch(() => {});
  };
}

/** A statement outside a transaction, from its first try to its answer. */
interface PendingQuery {
  sql: string;
  params: unknown[] | undefined;
  lane: Lane;
  attempt: number;
  resolve(rows: any[]): void;
  reject(error: unknown): void;
}

export async function openPostgres(url: string, options: DbOptions): Promise<Db> {
  const { schema } = options;
  const size = options.poolSize ?? DEFAULT_POOL_SIZE;
  const waitMs = options.connectionTimeoutMillis ?? DEFAULT_CONNECTION_WAIT_MILLIS;
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    options: connectionOptions({ ...DEFAULT_DB_TIMEOUTS, ...options.timeouts }, schema),
    application_name: options.applicationName,
    // While the database is down a request fails fast (503) instead of waiting for ever.
    connectionTimeoutMillis: waitMs,
    // Notices a connection whose peer vanished without closing it (a failover, a dropped route).
    keepAlive: true,
  });
  // An idle connection that dies (restart, failover, pg_terminate_backend) is an 'error' event on
  // the pool; unheard, it would end the process. The pool drops it and opens a new one when needed.
  const onLost = options.onConnectionLost ?? warnLost;
  pool.on('error', (error) => onLost(error));
  // Every connection's death is heard from its first moment, wherever it is (lent, idle, being
  // lent: an error emitted between the pool's hand-over and our first query has no other listener,
  // and unheard it would end the process). A call that holds a dead connection learns it here.
  const deaths = new WeakMap<pg.Client, Error>();
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      if (!deaths.has(client)) deaths.set(client, error);
    }),
  );
  // Half the pool per kind of request for sure, and more while a fifth of the pool stays free: that
  // fifth is everyone else's while one kind waits on a lock (server/db/lanes.ts).
  const share = fairShare(size, Math.ceil(size / 2), Math.ceil(size / 5));

  /**
   * Lends `lane` one connection and tells `done`: a failure while getting it, or a connection that
   * broke meanwhile, is the database's absence, whatever it says. Callbacks, not promises: a query
   * outside a transaction, almost every read of a request, is then one promise where async steps
   * made eleven (bench/HISTORY.md, run 12). No closure here is bound to a name: tsx names each such
   * closure as it is made (keepNames), and that costs more than the closure.
   */
  function lend(lane: Lane, done: (error: unknown, client?: pg.PoolClient) => void) {
    if (share.tryAcquire(lane)) return connect(lane, done);
    share.acquire(lane, waitMs).then(() => connect(lane, done), done);
  }

  /** The pool's connection for `lane`, which holds its share already. */
  function connect(lane: Lane, done: (error: unknown, client?: pg.PoolClient) => void) {
    pool.connect((error, client) => {
      if (error || !client) {
        share.release(lane);
        return done(classifyFailure(error, { connecting: true }));
      }
      const lost = deaths.get(client);
      if (!lost) return done(undefined, client);
      client.release(lost);
      share.release(lane);
      done(classifyFailure(lost, { connecting: true }));
    });
  }

  /** What a statement's failure on `client` means, and whether the connection is broken by it (not to be lent again). */
  function failureOf(client: pg.PoolClient, error: unknown) {
    const failure = classifyFailure(error, { connecting: false, lost: deaths.get(client) });
    const broken = failure instanceof DbUnavailableError || isStalePlan(failure) ? (failure as Error) : undefined;
    return { failure, broken };
  }

  /** One connection lent to one transaction. */
  async function lease() {
    const lane = currentLane();
    const client = await new Promise<pg.PoolClient>((resolve, reject) => lend(lane, (error, lent) => (error ? reject(error) : resolve(lent!))));
    let broken: Error | undefined;
    return {
      get broken() {
        return broken ?? deaths.get(client);
      },
      async query(sql: string, params?: unknown[]) {
        try {
          return await submit(client, sql, params);
        } catch (error) {
          const failed = failureOf(client, error);
          broken ??= failed.broken;
          throw failed.failure;
        }
      },
      /** A connection whose state is unknown (it broke, or even ROLLBACK failed) is destroyed, not lent again. */
      end(destroy?: Error) {
        client.release(broken ?? deaths.get(client) ?? destroy);
        share.release(lane);
      },
    };
  }

  /** One statement on a connection lent for it alone. */
  function queryOnce(call: PendingQuery) {
    lend(call.lane, (error, client) => {
      if (error || !client) return failed(call, error);
      client.query(
        statement(call.sql, call.params, (error, result) => {
          const failure = error ? failureOf(client, error) : undefined;
          // A connection that broke, or died just after answering, is not lent again.
          client.release(failure?.broken ?? deaths.get(client));
          share.release(call.lane);
          if (failure) failed(call, failure.failure);
          else call.resolve(result.rows);
        }),
      );
    });
  }

  function failed(call: PendingQuery, error: unknown) {
    if (!mayRetry(error, call.attempt, MAX_TRIES)) return call.reject(error);
    setTimeout(() => queryOnce(call), backoff(call.attempt));
    call.attempt += 1;
  }

  /** One try of a transaction on one connection. */
  async function transaction<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
    const connection = await lease();
    let unusable: Error | undefined;
    try {
      await connection.query('BEGIN');
      const q: Queryable = { query: async (sql, params) => (await connection.query(sql, params)).rows };
      // Calls made beside the open transaction (on the Db, not on q) must not wait for the
      // lane's share this transaction already counts in: they would wait for themselves.
      const result = await runNested(() => fn(q));
      const done = await connection.query('COMMIT');
      // COMMIT after a statement failed inside fn (and fn went on) answers ROLLBACK, not an error.
      if (done.command !== 'COMMIT') throw new Error(`transaction ended with ${done.command}, not COMMIT`);
      return result;
    } catch (error) {
      // A lost connection takes its transaction with it. A live one is rolled back and reused,
      // unless even the ROLLBACK fails: then its state is unknown and it is destroyed.
      if (!connection.broken) {
        unusable = await connection.query('ROLLBACK').then(
          () => undefined,
          (rollbackError: Error) => rollbackError,
        );
      }
      throw error;
    } finally {
      connection.end(unusable);
    }
  }

  const db: Db = {
    kind: 'postgres',
    query: (sql, params) =>
      new Promise((resolve, reject) => {
        queryOnce({ sql, params, lane: currentLane(), attempt: 1, resolve, reject });
      }),
    tx: (fn) => retried(() => transaction(fn)),
    close: () => pool.end(),
    listen: (channel, handlers) => listenOn(url, options, channel, handlers),
  };
  // Looked for first: the application's role may use a schema the owner made, not make one.
  if (schema && !(await db.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema])).length) await db.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  return db;
}

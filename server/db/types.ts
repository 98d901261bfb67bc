/**
 * The one database interface the repositories use; PGlite and PostgreSQL both implement it. A call
 * the database could not serve (no connection to be had, or the connection broke) rejects with
 * DbUnavailableError (./unavailable.ts); any other failure as the database reported it.
 */
export interface Queryable {
  query<T = Record<string, any>>(sql: string, params?: unknown[]): Promise<T[]>;
}
export interface Db extends Queryable {
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * The embedded database's whole data directory as a tar.gz, taken between two operations (no
   * transaction is open), so it is consistent while the server runs. PGlite only: PostgreSQL has pg_dump.
   */
  snapshot?(): Promise<Blob>;
  /**
   * Hears NOTIFY on `channel`, on a connection of its own: `heard` per payload; `lost` when that
   * connection broke (what was notified meanwhile is not heard), `resumed` once it listens (again).
   * Keeps trying to listen until the returned stop is called. A database without it is read every time.
   */
  listen?(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** PGlite only: from now on every statement runs as this role (SET ROLE), a snapshot excepted (server/db/roles.ts). */
  actAs?(role: string): Promise<void>;
}

export interface ListenHandlers {
  heard: (payload: string) => void;
  lost: () => void;
  resumed: () => void;
}

/**
 * What PostgreSQL may cut off on every connection, in milliseconds (0: never). They keep one stuck
 * lock or statement from costing more than the requests that need it (DESIGN §6); docs/operations.md,
 * "PostgreSQL settings", says why these values.
 */
export interface DbTimeouts {
  /** How long a statement waits for a lock (lock_timeout); below the connection wait, so a blocked request gives its connection back before others give up on one. */
  lockMillis: number;
  /** How long one statement may run (statement_timeout). */
  statementMillis: number;
  /** How long a transaction may sit idle (idle_in_transaction_session_timeout), holding its locks. */
  idleInTransactionMillis: number;
}

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = { lockMillis: 3000, statementMillis: 15_000, idleInTransactionMillis: 30_000 };
export const DEFAULT_POOL_SIZE = 10;
/** How long a call waits for a connection before it is answered 503; above the lock timeout. */
export const DEFAULT_CONNECTION_WAIT_MILLIS = 5000;

export interface DbOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Isolates tests: every table is created and read in this schema. */
  schema?: string;
  /** Names the connections in pg_stat_activity (PostgreSQL only). */
  applicationName?: string;
  /** How long a call waits for a connection before it is answered 503 (PostgreSQL only). */
  connectionTimeoutMillis?: number;
  /** Connections in the pool (PostgreSQL only). */
  poolSize?: number;
  /** Set on every connection (PostgreSQL only; PGlite runs one call at a time and has none). */
  timeouts?: Partial<DbTimeouts>;
  /** Hears a pooled connection that died while idle; the pool has already dropped it. */
  onConnectionLost?: (error: Error) => void;
}

/**
 * The Order's days are Brussels days (SPEC §4, the 2-week rule): the database's `current_date`, with
 * which the SQL tells a current address or cooperation from an ended one, is the same day that
 * domain/dates.ts `brusselsDate()` gives, also in the hour after midnight in Brussels. Timestamps are
 * `timestamptz` and read in UTC explicitly, so only dates depend on it.
 */
export const TIME_ZONE = 'Europe/Brussels';

/**
 * The planner's price of reading a random page (PostgreSQL's random_page_cost), on both databases: the
 * Order's data fits in memory, where PostgreSQL's default of 4 (spinning disks) makes a scan of the
 * whole table look cheaper than a search index (server/db/postgres.ts).
 */
export const RANDOM_PAGE_COST = 1.1;

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
}

/** How long a call waits for a connection before it is answered 503. */
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

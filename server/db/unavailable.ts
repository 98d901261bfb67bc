/**
 * The database cannot serve the call right now: it refused or dropped the connection. The server
 * answers it 503 and the mail worker backs off, both until the database is back.
 *
 * Judged by where the failure happened, not by what it says: every driver, proxy and server
 * version words a refusal its own way (maintenance, start-up, failover, too many clients, a proxy
 * that answers nonsense), and a list of codes always misses one.
 */
export class DbUnavailableError extends Error {
  /** The SQLSTATE or system code of the underlying failure, when it had one. */
  readonly code: string | undefined;

  constructor(cause: unknown) {
    const { code, message } = describe(cause);
    super(message, { cause });
    this.name = 'DbUnavailableError';
    this.code = code;
  }
}

/** Where a database call failed: while getting a connection, or on a connection it already had. */
export interface FailurePlace {
  /** Getting a connection (waiting for one, opening one, logging in) failed. */
  connecting: boolean;
  /** The connection reported its own death ('error' event) while the call held it. */
  lost?: unknown;
}

/**
 * What a failed call throws: the database's absence as DbUnavailableError, whatever its code, when
 * it happened while connecting or on a connection that broke; otherwise the error as it came, so
 * a refusal of the request itself (a duplicate, bad input) keeps its meaning.
 */
export function classifyFailure(error: unknown, place: FailurePlace): unknown {
  if (error instanceof DbUnavailableError) return error;
  if (place.connecting) return new DbUnavailableError(error);
  if (place.lost !== undefined) return new DbUnavailableError(place.lost);
  // FATAL is PostgreSQL's word for "this session ends now" (terminated, idle too long in a
  // transaction, shutting down): the connection broke, even if the socket closes a moment later.
  if (severity(error) === 'FATAL' || severity(error) === 'PANIC') return new DbUnavailableError(error);
  return error;
}

/**
 * Only as a second signal, for an error that reached the caller without passing the connection
 * code: SQLSTATEs that can only mean the server is shutting down, starting up or full.
 */
const SHUTDOWN_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

export function isDbUnavailable(error: unknown): boolean {
  if (error instanceof DbUnavailableError) return true;
  const { code } = describe(error);
  return code !== undefined && SHUTDOWN_CODES.has(code);
}

/** A failure's code and message, for one log line: never the whole error object with its client. */
export function describe(error: unknown): { code: string | undefined; message: string } {
  if (typeof error !== 'object' || error === null) return { code: undefined, message: String(error) };
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  let text = typeof message === 'string' && message !== '' ? message : String(error);
  // Node reports a host whose every address failed as one AggregateError with an empty message.
  if (Array.isArray(errors) && errors.length > 0 && text === 'AggregateError') text = describe(errors[0]).message;
  return { code: typeof code === 'string' && code !== '' ? code : undefined, message: text };
}

/** "57P01 terminating connection due to administrator command": code first, when there is one. */
export const summary = (error: unknown) => {
  const { code, message } = describe(error);
  return code ? `${code} ${message}` : message;
};

const severity = (error: unknown) => (typeof error === 'object' && error !== null ? (error as { severity?: unknown }).severity : undefined);

/**
 * Failures that say the database cannot be reached right now, not that the request was wrong:
 * the server answers them 503 and the mail worker backs off, both until the database is back.
 */
const UNAVAILABLE_CODES = new Set([
  // The network: nothing listens, the link broke, or the host is (for now) not found.
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
  // PostgreSQL: too many clients; shut down by an administrator, crashed, starting up or shutting down; idle session ended.
  '53300',
  '57P01',
  '57P02',
  '57P03',
  '57P05',
]);

/** node-postgres (pg, pg-pool) reports a lost or never-made connection by message alone, without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'timeout expired',
];

export function isDbUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && code !== '') {
    // SQLSTATE class 08 is "connection exception" as a whole.
    return UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code);
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m))) return true;
  // A host name with several addresses fails as one AggregateError of the attempts (Node's happy eyeballs).
  return Array.isArray(errors) && errors.length > 0 && errors.every(isDbUnavailable);
}

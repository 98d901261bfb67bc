import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Paths whose next segment is a credential: the reset and activation links (API and browser page),
 * the calendar feed, whose path is its only key, and a CPD certificate's verification code, which
 * opens what the certificate says of its member to whoever holds it. Slashes doubled by a client
 * count the same. A segment starting with ":" is a route's pattern (`/agenda/:token.ics`), never a key.
 */
const SECRET_PATH = /^(\/+(?:api\/+crm\/+user\/+(?:token|activate)|token|activate|agenda|api\/+attesten|attest)\/+)(?!:)[^/?#]*/i;
/** Query values that are never more than paging; every other value may be a secret (a search, a key). */
const PLAIN_VALUES = new Set(['limit', 'offset']);
const NAME = /^[\w.[\]-]{1,40}$/;
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;
export const MASK = '…';

function maskQuery(query: string) {
  return query
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      // A "name" that is long or odd is more likely a value sent without one.
      if (!NAME.test(name)) return MASK;
      if (eq < 0) return name;
      return PLAIN_VALUES.has(name) && /^\d{1,9}$/.test(part.slice(eq + 1)) ? part : `${name}=${MASK}`;
    })
    .join('&');
}

/** A URL as the log may keep it: a credential in the path masked, the query's names without their values. */
export function maskUrl(url: string) {
  const origin = ORIGIN.exec(url)?.[0] ?? '';
  const rest = url.slice(origin.length);
  const q = rest.indexOf('?');
  const path = (q < 0 ? rest : rest.slice(0, q)).replace(SECRET_PATH, `$1${MASK}`);
  return origin + path + (q < 0 ? '' : `?${maskQuery(rest.slice(q + 1))}`);
}

/**
 * Everything in a text that reads as a path or URL (after a space, quote, bracket, colon or `=`).
 * A backslash ends it too: in a written JSON line it starts an escape, which a mask must not cut.
 */
const URL_IN_TEXT = /(^|[\s"'(<[=:,])((?:[a-z][a-z0-9+.-]*:\/\/[^\s/"'<>\\]*)?\/[^\s"'<>\\]*)/gi;

/**
 * Masks every URL in a text, wherever it came from: Fastify's own messages ("Route GET:/… not
 * found"), an error's message or stack, a database error's detail naming a mailed link.
 */
export const maskText = (text: string) => text.replace(URL_IN_TEXT, (_all, before: string, url: string) => before + maskUrl(url));

/** What a request line of the log holds: no headers (cookies), no body, the URL masked. */
interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  routeOptions?: { url?: string };
  socket?: { remoteAddress?: string };
}

/** Data an error carries that is the request's input, not the failure: a query's values (PGlite), a client with its password. */
const INPUT_OF_ERROR = ['params', 'queryOptions', 'client'];

const serializers = {
  req: (req: LoggedRequest) => ({
    method: req.method,
    url: req.url === undefined ? undefined : maskUrl(req.url),
    route: req.routeOptions?.url,
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
  }),
  res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
  err: (error: unknown) => {
    const out = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
    if (out && typeof out === 'object') for (const key of INPUT_OF_ERROR) delete out[key];
    return out;
  },
};

/** Names under which a secret may be handed to the logger by mistake; their values never reach a line. */
const REDACTED = ['password', 'repassword', 'j_password', 'token', 'cookie', 'authorization', 'smtpUrl', 'databaseUrl'];
const redact = [
  ...REDACTED.flatMap((name) => [name, `*.${name}`]),
  ...['req.headers', 'headers', 'err.headers', 'err.config'].flatMap((at) => [`${at}.cookie`, `${at}["set-cookie"]`, `${at}.authorization`]),
];

/**
 * Every line passes through `maskText` on its way out: the serializers mask what they know, and
 * this catches a URL in any message, also those of libraries, before it is written.
 */
function masked(destination: DestinationStream): DestinationStream {
  return { write: (line: string) => destination.write(maskText(line)) };
}

/**
 * The one logger of every process (API, worker, command-line tools): JSON lines with an ISO time
 * and the level's name. `destination` is stdout unless given (a test's stream).
 */
export function createLogger(level = 'info', destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers,
      redact: { paths: redact, censor: '[verborgen]' },
    },
    masked(destination ?? pino.destination(1)),
  );
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The security headers (DESIGN §6), helmet's, with a Content-Security-Policy for an app that loads
 * everything from its own origin. They never change, so helmet works them out once, at start, and
 * every answer gets the same list: its middleware per request cost some 4 % of a list's CPU
 * (bench/course-list-profile.md).
 */
const policy = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
});

function headersOnce() {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  policy({} as IncomingMessage, res, () => {});
  return headers;
}

/**
 * What an answer of the API carries (OWASP's REST Security Cheat Sheet): it is data, never a page,
 * so nothing in it may load or run anything, nor be framed, sniffed, cached or read by another site.
 * The headers helmet adds for pages (DNS prefetching, old Internet Explorer's download and XSS
 * switches, Flash's cross-domain policy, the opener and agent cluster) mean nothing to data; leaving
 * them off saves half the bytes of every answer's head.
 */
function apiHeaders(page: Readonly<Record<string, string>>) {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': page['strict-transport-security']!,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
  };
}

/**
 * Set on the raw response, under which Fastify's own headers still win (a route's cache-control):
 * through `reply.headers` each of them was a property added to a fresh object at one shared store
 * in Fastify, which V8 then takes the slow way, some 15 µs of every request (bench/HISTORY.md, run 13).
 */
export function securityHeaders(app: FastifyInstance) {
  const pageHeaders = headersOnce();
  const page = Object.entries(pageHeaders);
  const api = Object.entries(apiHeaders(pageHeaders));
  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.url.startsWith('/api/') ? api : page;
    for (let i = 0; i < headers.length; i++) reply.raw.setHeader(headers[i]![0], headers[i]![1]);
    done();
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allowedBeforeKennisname, apiAccess } from '../../domain/permissions';
import { type Access, canCall } from '../../domain/roles';
import { AppError } from '../errors';
import './context';

export const routeKey = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url.replace(/^\/api/, '')}`;

/**
 * Every /api route takes its roles from the one table in domain/permissions; a route missing there
 * stops the server at start-up, and the rule is checked before the body is even validated.
 */
export function authorization(app: FastifyInstance, table: Record<string, Access> = apiAccess) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const key = routeKey(method, route.url);
      // A generated route brings its row with it (a test may declare a resource of its own); every
      // other route finds its row in the one role table (domain/permissions + domain/resources).
      const access = (route.config as { access?: Access } | undefined)?.access ?? table[key];
      if (!access) throw new Error(`D302 Route ${key} staat niet in de rechtentabel (domain/permissions.ts)`);
      route.config = { ...(route.config as object), access, routeKey: key };
    }
  });

  const refusal = (request: FastifyRequest) => {
    const { access, routeKey: key } = request.routeOptions.config;
    if (!access || !key || access === 'public') return undefined;
    const user = request.user;
    if (!user) return new AppError(401, 'NOT_LOGGED_IN');
    if (!canCall(access, user.roles)) return new AppError(403, 'FORBIDDEN');
    if (user.roles.includes('DIERENARTS') && !user.kennisname && !allowedBeforeKennisname.has(key)) return new AppError(403, 'KENNISNAME_REQUIRED');
    return undefined;
  };
  // Callback hooks here and below: nothing to wait for, so no promise per request.
  app.addHook('preValidation', (request, _reply, done) => done(refusal(request)));
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** What a browser says when a request was started by a page of another origin (Fetch Metadata). */
const FOREIGN_SITE = new Set(['cross-site', 'same-site']);

/** The scheme, host and port of a URL header; undefined when it is missing, "null" or no URL. */
function originOf(value: string | undefined) {
  if (!value) return undefined;
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Mutations must come from the app's own pages (DESIGN §6). A mutating /api request needs an Origin
 * header naming PUBLIC_URL's origin or the request's own scheme and host; Referer is no stand-in,
 * since every browser this app supports sends Origin on a POST (fetch and forms alike). The request's
 * own scheme and host are Fastify's, so X-Forwarded-Proto/-Host count only behind TRUST_PROXY.
 * GET /api/auth/logout (SPEC §7) changes state too: a page elsewhere may not log a user out, so it is
 * refused when the browser says another site started it or an Origin or Referer names another origin.
 */
export function sameOrigin(app: FastifyInstance) {
  const publicOrigin = originOf(app.config.publicUrl);
  const isOwn = (request: FastifyRequest, origin: string | undefined) =>
    !!origin && (origin === publicOrigin || (!!request.host && origin === originOf(`${request.protocol}://${request.host}`)));

  const refusal = (request: FastifyRequest) => {
    if (!request.url.startsWith('/api/')) return undefined;
    const mutating = MUTATING.has(request.method);
    if (!mutating && request.routeOptions.url !== '/api/auth/logout') return undefined;
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string' && FOREIGN_SITE.has(site)) return new AppError(403, 'ORIGIN_REJECTED');
    const { origin, referer } = request.headers;
    if (mutating) return isOwn(request, originOf(origin)) ? undefined : new AppError(403, 'ORIGIN_REJECTED');
    for (const from of [origin, referer]) {
      if (from !== undefined && !isOwn(request, originOf(from))) return new AppError(403, 'ORIGIN_REJECTED');
    }
    return undefined;
  };
  app.addHook('onRequest', (request, _reply, done) => done(refusal(request)));
}

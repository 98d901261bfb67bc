import type { FastifyInstance } from 'fastify';
import { type Access, allowedBeforeKennisname, apiAccess, canCall } from '../../domain/permissions';
import { AppError } from '../errors';
import './context';

export const routeKey = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url.replace(/^\/api/, '')}`;

/**
 * Every /api route takes its roles from the one table in domain/permissions; a route missing there
 * stops the server at start-up, and the rule is checked before the body is even validated.
 */
export function authorization(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const key = routeKey(method, route.url);
      // A declared resource's routes bring their rows of the role table with them (domain/declare/access).
      const access = (route.config as { access?: Access } | undefined)?.access ?? apiAccess[key];
      if (!access) throw new Error(`Route ${key} staat niet in de rechtentabel (domain/permissions.ts)`);
      route.config = { ...(route.config as object), access, routeKey: key };
    }
  });

  app.addHook('preValidation', async (request) => {
    const { access, routeKey: key } = request.routeOptions.config;
    if (!access || !key) return;
    if (access === 'public') return;
    const user = request.user;
    if (!user) throw new AppError(401, 'NOT_LOGGED_IN');
    if (!canCall(access, user.roles)) throw new AppError(403, 'FORBIDDEN');
    if (user.roles.includes('DIERENARTS') && !user.kennisname && !allowedBeforeKennisname.has(key)) {
      throw new AppError(403, 'KENNISNAME_REQUIRED');
    }
  });
}

/** Mutations must come from the app's own pages (DESIGN §6): a foreign Origin is refused. */
export function sameOrigin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw new AppError(403, 'ORIGIN_REJECTED');
    if (!origin) return;
    const host = request.headers['x-forwarded-host'] ?? request.headers.host;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw new AppError(403, 'ORIGIN_REJECTED');
    }
    if (originHost !== host && origin !== app.config.publicUrl) throw new AppError(403, 'ORIGIN_REJECTED');
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runInLane } from '../db/lanes';

const laneOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? '(no route)'}`;

/**
 * Every database call of a request counts in its route's lane, so a route whose table is held by a
 * lock waits for its own share of the pool, never for everyone's (server/db/lanes.ts). Entered
 * again before validation: reading a body runs on the socket's events, outside the request's context.
 * PGlite runs one call at a time anyway, so there nothing is tracked.
 */
export function databaseLanes(app: FastifyInstance) {
  if (app.db.kind !== 'postgres') return;
  app.addHook('onRequest', (request, _reply, done) => runInLane(laneOf(request), done));
  app.addHook('preValidation', (request, _reply, done) => runInLane(laneOf(request), done));
}

import type { FastifyInstance } from 'fastify';
import { declaredRoutes, generatedRoutes } from '../../domain/declare/access';
import { actionRoutes } from './actions';
import { bulkRoutes } from './bulk';
import { routeContext } from './context';
import { crudRoutes } from './crud';
import { fileRoutes } from './files';
import { historyRoute } from './history';
import type { Resource } from './part';
import { requestsRoute } from './requests';
import { statsRoute } from './stats';
import { transitionRoutes } from './transitions';

/**
 * The REST routes of one declared resource: its uniform calls, its queue's moves, its record actions,
 * its uploads, history, requests and counts; each takes its roles from the declaration.
 */
export function declaredResource(fastify: FastifyInstance, uploads: FastifyInstance, resource: Resource) {
  const generated = new Map(generatedRoutes(resource.d).map(([action, key]) => [key, action]));
  if (generated.size === 0) return;
  const c = routeContext(fastify, uploads, resource, declaredRoutes(resource.d), generated);
  crudRoutes(c);
  if (c.d.queue) {
    transitionRoutes(c);
    bulkRoutes(c);
    statsRoute(c);
  }
  actionRoutes(c);
  historyRoute(c);
  requestsRoute(c);
  fileRoutes(c);
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declaredRoutes, pathsOf } from '../../domain/declare/access';
import { sameTable } from '../../domain/declare/registry';
import type { Declaration } from '../../domain/declare/types';
import { idParam, PAGE_SIZES, pageQuery } from '../../domain/schemas/common';
import { historyPageSchema } from '../../domain/schemas/responses/history';
import { stateHistory } from '../repositories/audit';
import type { Loader } from './routes';


/**
 * GET {one}/historiek, 25 per page (SPEC §9): every state a queue's record went through, with who, when and the comment,
 * and its uploads and the decisions of the resources over the same table; read from the audit trail
 * that each creation and decision writes in its own transaction.
 */
export function historyRoute(fastify: FastifyInstance, d: Declaration, load: Loader) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const key = `GET ${pathsOf(d).one}/historiek`;
  // The resources over the same table (a course and its evaluation test) share one history.
  const siblings = sameTable(d);
  const resources = siblings.map((x) => x.name);
  const actions = ['create', 'upload', ...siblings.flatMap((x) => Object.keys(x.queue?.transitions ?? {}))];
  const schema = { params: idParam, querystring: z.object(pageQuery(PAGE_SIZES.history)), response: { 200: historyPageSchema }, tags: [d.name] };
  app.get(`/api${key.slice(4)}`, { config: { access: declaredRoutes(d)[key] }, schema }, async (request) => {
    await load(app.db, request, request.params.id);
    const { limit, offset } = request.query;
    return { ...(await stateHistory(app.db, resources, request.params.id, d.queue!.state, actions, { limit, offset })), limit, offset };
  });
}

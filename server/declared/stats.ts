import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { declaredRoutes, queueStates, statsPath } from '../../domain/declare/access';
import type { Declaration } from '../../domain/declare/types';
import { stateCountsSchema } from '../../domain/schemas/responses/stats';
import { countByState, type TableMap } from '../repositories/declared';
import { listConditions } from './query';

/**
 * GET {list}/stats: how many of the records the caller may see wait in each state of the queue (the
 * chart above the list), every state listed, also those with none.
 */
export function statsRoute(fastify: FastifyInstance, d: Declaration, t: TableMap) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const key = `GET ${statsPath(d)}`;
  const states = queueStates(d);
  app.get(`/api${key.slice(4)}`, { config: { access: declaredRoutes(d)[key] }, schema: { response: { 200: stateCountsSchema }, tags: [d.name] } }, async (request) => {
    const counted = new Map((await countByState(app.db, t, t.column(d.queue!.state), listConditions(d, {}, request.user!))).map((r) => [r.state, r.count]));
    return { items: states.map((state) => ({ state, count: counted.get(state) ?? 0 })) };
  });
}

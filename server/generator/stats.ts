import { z } from 'zod';
import { queueStates, statsPath } from '../../domain/declare/access';
import { stateCountsSchema } from '../../domain/schemas/responses/stats';
import { countByState } from '../repositories/declared';
import type { RouteContext } from './context';
import { callerOf } from './part';
import { listConditions, listParamsSchema } from './scope';

/**
 * GET {list}/stats: how many of the records the caller may see wait in each state of the queue (the
 * chart above the list), every state listed, also those with none.
 */
export function statsRoute(c: RouteContext) {
  const { app, d, t, tags } = c;
  const path = statsPath(d)!;
  const key = `GET ${path}`;
  if (!c.generated(key)) return;
  const states = queueStates(d);
  // The list's own switches reach the counts too (a role's rows may depend on them).
  const querystring = z.object(listParamsSchema(d));
  app.get(`/api${path}`, { config: c.config(key), schema: { querystring, response: { 200: stateCountsSchema }, tags } }, async (request) => {
    const conditions = listConditions(d, t, request.query as Record<string, unknown>, callerOf(request));
    const counted = new Map((await countByState(app.db, t, t.column(d.queue!.state), conditions)).map((r) => [r.state, r.count]));
    return { items: states.map((state) => ({ state, count: counted.get(state) ?? 0 })) };
  });
}

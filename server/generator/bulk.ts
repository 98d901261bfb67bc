import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bulkCall } from '../../domain/declare/access';
import { optionalString, requiredString } from '../../domain/validation';
import type { Queryable } from '../db';
import { findRows, lockTable } from '../repositories/declared';
import { pathParams, type RouteContext } from './context';
import { inTransaction } from './hooks';
import { callerOf, STAY } from './part';
import { listConditions, listQuerySchema } from './scope';
import { applyMove } from './transitions';

const countSchema = z.object({ count: z.number().int() });

/**
 * A queue's bulk moves (`queue.bulk`): GET {list}/actions/<name>/count says how many records the
 * list's filter reaches that the move can be made from, POST {list}/actions/<name> makes it on all
 * of them in one transaction under the table's lock, each as a single move is made (its hooks, its
 * audit row, its mails). Two bulk requests at once therefore never move a record twice: the second
 * finds the records the first moved no longer in a state the move starts from.
 */
export function bulkRoutes(c: RouteContext) {
  const { app, d, t, part, tags } = c;
  const queue = d.queue!;
  // The list's filters and search, without its paging and order: the records are all of them.
  const querystring = listQuerySchema(d).omit({ limit: true, offset: true, sort: true, order: true } as never);

  for (const name of queue.bulk ?? []) {
    const transition = queue.transitions[name]!;
    const call = bulkCall(d, name);
    const params = pathParams(call.run);

    /** The records the request's filter reaches in a state the move starts from, and whose guard lets it. */
    const reached = async (q: Queryable, request: FastifyRequest, lock: boolean) => {
      const query = { ...(request.query as Record<string, unknown>), ...(request.params as Record<string, unknown>) };
      const conditions = [...listConditions(d, t, query, callerOf(request)), [`${t.column(queue.state)} = ANY(?)`, call.from] as [string, unknown]];
      const rows = await findRows(q, t, conditions, lock);
      return rows.filter((row) => !part.guards?.[name]?.(row)).sort((a, b) => Number(a.id) - Number(b.id));
    };

    const countKey = `GET ${call.count}`;
    if (c.generated(countKey)) {
      const schema = { params, querystring, response: { 200: countSchema }, tags };
      app.get(`/api${call.count}`, { config: c.config(countKey), schema }, async (request) => ({ count: (await reached(app.db, request, false)).length }));
    }

    const runKey = `POST ${call.run}`;
    if (!c.generated(runKey)) continue;
    // A bulk move asks only for its comment: the values it sets stay as each record has them.
    const fields = z.object({ comment: transition.comment === 'required' ? requiredString(2000) : optionalString(2000) });
    const body = transition.comment === 'required' ? fields : fields.default({ comment: null } as never);
    const schema = { params, querystring, body, response: { 200: countSchema }, tags };
    app.post(`/api${call.run}`, { config: c.config(runKey), schema }, async (request) => {
      const { comment = null } = request.body as { comment?: string | null };
      const count = await inTransaction(app, request, async (q) => {
        await lockTable(q, t);
        let moved = 0;
        for (const before of await reached(q, request, true)) {
          const given = Object.fromEntries((transition.sets ?? []).map((s) => [s.field, before[s.field]]));
          if ((await applyMove(c, q, request, { name, transition, before, comment, given })) !== STAY) moved++;
        }
        return moved;
      });
      return { count };
    });
  }
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declaredRoutes, pathsOf } from '../../domain/declare/access';
import { schemasOf } from '../../domain/declare/schemas';
import type { Declaration } from '../../domain/declare/types';
import { idParam } from '../../domain/schemas/common';
import { optionalString, V } from '../../domain/validation';
import { AppError, fieldError } from '../errors';
import { insertAudit, lockTable, type TableMap, updateRow } from '../repositories/declared';
import type { Loader } from './routes';

const body = z.object({ comment: optionalString(2000) }).default({ comment: null });

/**
 * A queue's named actions, POST /{id}/actions/<name>: the move from one state to the next, allowed
 * only from the declared states (409 with the queue's code otherwise), with the comment the
 * transition asks for; the decision and its comment go into the audit trail in the same transaction.
 */
export function transitionRoutes(fastify: FastifyInstance, d: Declaration, t: TableMap, load: Loader, generated: Set<string>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const queue = d.queue!;
  const access = declaredRoutes(d);
  const record = schemasOf(d).record;
  for (const [name, transition] of Object.entries(queue.transitions)) {
    const key = `POST ${pathsOf(d).one}/actions/${name}`;
    if (!generated.has(key)) continue;
    app.post(`/api${key.slice(5)}`, { config: { access: access[key] }, schema: { params: idParam, body, response: { 200: record }, tags: [d.name] } }, async (request) => {
      const comment = request.body.comment;
      if (transition.comment === 'required' && !comment) throw fieldError('comment', V.required);
      return app.db.tx(async (q) => {
        await lockTable(q, t);
        const before = await load(q, request, request.params.id, true);
        if (!transition.from.includes(before[queue.state] as string)) throw new AppError(409, queue.errorCode ?? 'STATUS_ERROR');
        const after = (await updateRow(q, t, request.params.id, { [queue.state]: transition.to }))!;
        await insertAudit(q, {
          username: request.user!.username,
          resource: d.name,
          recordId: request.params.id,
          action: name,
          before,
          after: transition.comment === 'none' ? after : { ...after, comment },
        });
        return after;
      });
    });
  }
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brusselsDate } from '../../domain/dates';
import { declaredRoutes, pathsOf } from '../../domain/declare/access';
import { inputSchema, schemasOf } from '../../domain/declare/schemas';
import type { Declaration, Transition } from '../../domain/declare/types';
import { idParam } from '../../domain/schemas/common';
import { optionalString, V } from '../../domain/validation';
import { AppError, fieldError } from '../errors';
import { insertAudit, lockTable, nextYearNumber, type TableMap, updateRow } from '../repositories/declared';
import { assertActiveCodes } from '../services/codes';
import { notifyTransition } from './notify';
import type { Loader } from './routes';
import { codeChecks } from './states';

/** The body of a transition: its comment, and the fields the declaration lets it set. */
function bodyOf(d: Declaration, t: Transition) {
  const sets = Object.fromEntries((t.sets ?? []).map(({ field, required }) => [field, inputSchema({ ...d.fields[field]!, required })]));
  return z.object({ comment: optionalString(2000), ...sets }).default({ comment: null } as never);
}

/**
 * A queue's named actions, POST /{id}/actions/<name>: the move from one state to the next, allowed
 * only from the declared states (409 with the queue's code otherwise) and when the transition's own
 * rule holds, with the comment and fields it asks for. The decision, its audit row and its mail are
 * one transaction.
 */
export function transitionRoutes(fastify: FastifyInstance, d: Declaration, t: TableMap, load: Loader, generated: Set<string>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const queue = d.queue!;
  const access = declaredRoutes(d);
  const record = schemasOf(d).record;
  for (const [name, transition] of Object.entries(queue.transitions)) {
    const key = `POST ${pathsOf(d).one}/actions/${name}`;
    if (!generated.has(key)) continue;
    const schema = { params: idParam, body: bodyOf(d, transition), response: { 200: record }, tags: [d.name] };
    app.post(`/api${key.slice(5)}`, { config: { access: access[key] }, schema }, async (request) => {
      const { comment, ...sets } = request.body as { comment: string | null } & Record<string, unknown>;
      if (transition.comment === 'required' && !comment) throw fieldError('comment', V.required);
      return app.db.tx(async (q) => {
        await lockTable(q, t);
        const before = await load(q, request, request.params.id, true);
        if (!transition.from.includes(before[queue.state] as string)) throw new AppError(409, queue.errorCode ?? 'STATUS_ERROR');
        const refused = transition.guard?.(before);
        if (refused) throw new AppError(409, refused);
        await assertActiveCodes(q, codeChecks(d, sets, before));
        const numbered = transition.numbers ? { [transition.numbers]: await nextYearNumber(q, t, transition.numbers, brusselsDate().slice(0, 4)) } : {};
        const after = (await updateRow(q, t, request.params.id, { ...sets, ...numbered, [queue.state]: transition.to }))!;
        const noted = transition.comment === 'none' ? after : { ...after, comment };
        await insertAudit(q, { username: request.user!.username, resource: d.name, recordId: request.params.id, action: name, before, after: noted });
        if (transition.notify) await notifyTransition(q, app.config, d, transition, after, comment);
        return after;
      });
    });
  }
}

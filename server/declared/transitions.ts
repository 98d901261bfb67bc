import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brusselsDate } from '../../domain/dates';
import { declaredRoutes, transitionCall } from '../../domain/declare/access';
import { inputSchema, schemasOf } from '../../domain/declare/schemas';
import type { Declaration, Transition } from '../../domain/declare/types';
import { rolesOf } from '../../domain/permissions';
import { idParam } from '../../domain/schemas/common';
import { statusListSchema } from '../../domain/schemas/responses/requests';
import { optionalString, V } from '../../domain/validation';
import { AppError, fieldError } from '../errors';
import { insertAudit, lockTable, nextYearNumber, type TableMap, updateRow } from '../repositories/declared';
import { assertActiveCodes } from '../services/codes';
import { notifyTransition } from './notify';
import type { Loader } from './routes';
import { codeChecks } from './states';

/** The fields transitions set, each optional here; a transition that needs one says so itself. */
function setsOf(d: Declaration, transitions: Transition[]) {
  const all = transitions.flatMap((t) => t.sets ?? []);
  return Object.fromEntries(all.map(({ field }) => [field, inputSchema({ ...d.fields[field]!, required: false })]));
}

/** The body of a transition of its own: its comment, and the fields the declaration lets it set. */
const bodyOf = (d: Declaration, t: Transition) => z.object({ comment: optionalString(2000), ...setsOf(d, [t]) }).default({ comment: null } as never);

/** Whether the caller's roles may make a transition. */
const mayMake = (t: Transition, request: FastifyRequest) => rolesOf(t.roles).some((r) => request.user!.roles.includes(r));

/**
 * A queue's moves from one state to the next: POST {one}/actions/<name>, the transition's own `path`,
 * or the queue's one `decide` call that names the state to go to. A move is allowed only from the
 * declared states (409 with the queue's code otherwise, or the transition's `repeated` code when the
 * record is already there) and when the transition's own rule holds, with the comment and fields it
 * asks for. The decision, its audit row and its mail are one transaction.
 */
export function transitionRoutes(fastify: FastifyInstance, d: Declaration, t: TableMap, load: Loader, generated: Set<string>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const queue = d.queue!;
  const access = declaredRoutes(d);
  const record = schemasOf(d).record;
  const tags = [d.name];

  /** A move, chosen from the record as it stands under the table's lock (the `decide` call picks it by the record's state). */
  type Choose = (before: Record<string, unknown>) => [name: string, transition: Transition];
  const make = (request: FastifyRequest, id: number, choose: Choose, body: Record<string, unknown>) => {
    const { comment, ...given } = body as { comment: string | null } & Record<string, unknown>;
    return app.db.tx(async (q) => {
      await lockTable(q, t);
      const before = await load(q, request, id, true);
      const [name, transition] = choose(before);
      for (const s of transition.sets ?? []) if (s.required && (given[s.field] === null || given[s.field] === undefined)) throw fieldError(s.field, V.required);
      if (transition.comment === 'required' && !comment) throw fieldError('comment', V.required);
      const sets = Object.fromEntries((transition.sets ?? []).map((s) => [s.field, given[s.field] ?? null]));
      const state = before[queue.state] as string;
      if (!transition.from.includes(state)) throw new AppError(409, state === transition.to && transition.repeated ? transition.repeated : (queue.errorCode ?? 'STATUS_ERROR'));
      const refused = transition.guard?.(before);
      if (refused) throw new AppError(409, refused);
      await assertActiveCodes(q, codeChecks(d, sets, before));
      const numbered = transition.numbers ? { [transition.numbers]: await nextYearNumber(q, t, transition.numbers, brusselsDate().slice(0, 4)) } : {};
      const after = (await updateRow(q, t, id, { ...sets, ...numbered, [queue.state]: transition.to }))!;
      const noted = transition.comment === 'none' ? after : { ...after, comment };
      await insertAudit(q, { username: request.user!.username, resource: d.name, recordId: id, action: name, before, after: noted });
      if (transition.notify) await notifyTransition(q, app.config, d, transition, after, comment);
      return after;
    });
  };

  const entries = Object.entries(queue.transitions);
  for (const [name, transition] of entries) {
    const call = transitionCall(d, name);
    if (call.decide || !generated.has(call.key)) continue;
    const schema = { params: idParam, body: bodyOf(d, transition), response: { 200: record }, tags };
    app.post(`/api${call.path}`, { config: { access: access[call.key] }, schema }, async (request) =>
      make(request, request.params.id, () => [name, transition], request.body as Record<string, unknown>),
    );
  }

  const deciding = entries.filter(([name]) => transitionCall(d, name).decide);
  const decideKey = queue.calls?.decide && `POST ${queue.calls.decide}`;
  if (decideKey && generated.has(decideKey)) {
    const targets = [...new Set(deciding.map(([, tr]) => tr.to))] as [string, ...string[]];
    const body = z.object({ status: z.enum(targets, { message: V.select }), comment: optionalString(2000), ...setsOf(d, deciding.map(([, tr]) => tr)) });
    app.post(`/api${queue.calls!.decide}`, { config: { access: access[decideKey] }, schema: { params: idParam, body, response: { 200: record }, tags } }, async (request) => {
      const { status, ...rest } = request.body as { status: string } & Record<string, unknown>;
      // The caller's move to that state, the one from the record's state if there is one (else `make` refuses it);
      // none at all is refused once the record proved to be the caller's to see.
      const mine = deciding.filter(([, tr]) => tr.to === status && mayMake(tr, request));
      return make(request, request.params.id, (before) => {
        if (mine.length === 0) throw new AppError(409, queue.errorCode ?? 'STATUS_ERROR');
        return mine.find(([, tr]) => tr.from.includes(before[queue.state] as string)) ?? mine[0]!;
      }, rest);
    });
  }

  const statusesKey = queue.calls?.statuses && `GET ${queue.calls.statuses}`;
  if (statusesKey && generated.has(statusesKey)) {
    const response = { 200: statusListSchema };
    app.get(`/api${queue.calls!.statuses}`, { config: { access: access[statusesKey] }, schema: { params: idParam, response, tags } }, async (request) => {
      const row = await load(app.db, request, request.params.id);
      const open = entries.filter(([, tr]) => tr.from.includes(row[queue.state] as string) && mayMake(tr, request));
      return { items: open.map(([name, tr]) => ({ name, status: tr.to, comment: tr.comment, sets: [...(tr.sets ?? [])], refused: tr.guard?.(row) ?? null })) };
    });
  }
}

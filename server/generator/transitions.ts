import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actionCall, queueStates } from '../../domain/declare/access';
import type { Field } from '../../domain/declare/fields';
import type { Transition } from '../../domain/declare/queue';
import { inputSchema, writableFields } from '../../domain/declare/schemas';
import { rolesOf } from '../../domain/roles';
import { statusListSchema } from '../../domain/schemas/responses/requests';
import { optionalString, requiredString, V } from '../../domain/validation';
import type { Queryable } from '../db';
import { AppError, fieldError } from '../errors';
import { insertAudit, lockTable, updateRow } from '../repositories/declared';
import { assertActiveCodes } from '../services/codes';
import { pathParams, type RouteContext } from './context';
import { namesNote, ownNames, unnest } from './decideNames';
import { editRecord } from './edit';
import { afterTransition, beforeTransition, hookContext, inTransaction } from './hooks';
import { callerOf, STAY } from './part';
import { codeChecks } from './rules';
import { assertInScope, scopeFor } from './scope';

/** A move posted without any body (no content type at all) is one without a comment; the schema then says whether that will do. */
const withoutBody = async (request: FastifyRequest) => {
  if (request.body == null) request.body = {};
};

/** Whether the caller's roles may make a transition. */
const mayMake = (t: Transition, request: FastifyRequest) => rolesOf(t.roles).some((r) => request.user!.roles.includes(r));

/**
 * The body of a move: its comment (required where the transition says so, which OpenAPI then shows)
 * and the fields it sets, each optional here: a move that needs one says so itself.
 */
function bodyOf(c: RouteContext, transitions: Transition[], comment: Transition['comment']) {
  const sets = transitions.flatMap((t) => t.sets ?? []);
  return {
    comment: comment === 'required' ? requiredString(2000) : optionalString(2000),
    ...Object.fromEntries(sets.map(({ field }) => [field, inputSchema({ ...c.d.fields[field]!, required: false } as Field).optional()])),
  };
}

/** A move's body: its comment and the values of the fields it sets. */
export interface MoveInput {
  name: string;
  transition: Transition;
  before: Record<string, unknown>;
  comment: string | null;
  given: Record<string, unknown>;
}

/**
 * One move of one record the caller reached, locked under the table's lock: its checks, hooks, audit
 * row and mails, inside the caller's transaction. STAY when a hook keeps the record as it is. The one
 * place a move is made, so a single move and a bulk move (server/generator/bulk.ts) cannot drift apart.
 */
export async function applyMove(c: RouteContext, q: Queryable, request: FastifyRequest, move: MoveInput) {
  const { d, t, part } = c;
  const { name, transition, before, comment, given } = move;
  const queue = d.queue!;
  for (const s of transition.sets ?? []) if (s.required && (given[s.field] === null || given[s.field] === undefined)) throw fieldError(s.field, V.required);
  if (transition.comment === 'required' && !comment) throw fieldError('comment', V.required);
  const sets = Object.fromEntries((transition.sets ?? []).map((s) => [s.field, given[s.field] ?? null]));
  const args = { ...hookContext(c.app, q, d, t, request), name, transition, before, comment, sets };
  const added = await beforeTransition(args);
  if (added === STAY) return STAY;
  if (!transition.from.includes(before[queue.state] as string)) throw new AppError(409, queue.errorCode ?? 'STATUS_ERROR');
  const refused = part.guards?.[name]?.(before);
  if (refused) throw new AppError(409, refused);
  await assertActiveCodes(q, codeChecks(d, sets, before));
  const id = before.id as number;
  const after = (await updateRow(q, t, id, { ...sets, ...added, [queue.state]: transition.to }))!;
  const noted = transition.comment === 'none' ? after : { ...after, comment };
  await insertAudit(q, { username: request.user!.username, resource: d.name, recordId: id, action: name, before, after: noted });
  await afterTransition({ ...args, after });
  return after;
}

/**
 * A queue's moves from one state to the next: POST {one}/actions/<name>, the move's own call, or the
 * queue's one `decide` call whose body names the state to go to (one variant per state, so OpenAPI
 * shows which need a comment). A move is made only from its declared states (409 with the queue's
 * code otherwise) and when its guard holds; its hooks, audit row and mails are one transaction.
 */
export function transitionRoutes(c: RouteContext) {
  const { app, d, t, part, tags } = c;
  const queue = d.queue!;
  const refusal = queue.errorCode ?? 'STATUS_ERROR';

  /** A move, chosen from the record as it stands under the table's lock (`decide` picks it by the record's state). */
  type Choose = (before: Record<string, unknown>) => [name: string, transition: Transition];
  const writable = new Set(queue.edits ? writableFields(d).map(([name]) => name) : []);
  const make = (request: FastifyRequest, id: number, choose: Choose, body: Record<string, unknown>) => {
    const { comment = null, ...rest } = body as { comment?: string | null } & Record<string, unknown>;
    const edits = Object.fromEntries(Object.entries(rest).filter(([name]) => writable.has(name)));
    const given = Object.fromEntries(Object.entries(rest).filter(([name]) => !writable.has(name)));
    return inTransaction(app, request, async (q) => {
      await lockTable(q, t);
      let before = await c.load(q, request, id, true);
      if (Object.keys(edits).length > 0) {
        assertInScope(before, scopeFor(d, 'edit', callerOf(request)));
        before = await editRecord(c, q, request, before, edits);
      }
      const [name, transition] = choose(before);
      const after = await applyMove(c, q, request, { name, transition, before, comment, given });
      return after === STAY ? before : after;
    });
  };

  const entries = Object.entries(queue.transitions);
  for (const [name, transition] of entries) {
    const call = actionCall(d, name);
    if (call.decide || !c.generated(call.key)) continue;
    // A move without a required comment may be posted without a body.
    const fields = z.object(bodyOf(c, [transition], transition.comment));
    const body = transition.comment === 'required' ? fields : fields.default({ comment: null } as never);
    const schema = { params: pathParams(call.path), body, response: { 200: c.schemas.record }, tags };
    app.post(`/api${call.path}`, { config: c.config(call.key), schema, preValidation: withoutBody }, async (request) =>
      c.out(request, await make(request, (request.params as { id: number }).id, () => [name, transition], request.body as Record<string, unknown>)),
    );
  }

  const deciding = entries.filter(([name]) => actionCall(d, name).decide);
  const decideKey = d.paths?.decide && `POST ${d.paths.decide}`;
  if (decideKey && c.generated(decideKey)) {
    // One variant per state the call leads to, each with the comment its moves ask for.
    // A state of the queue that no move of this call reaches is a refused move (409), not a wrong value.
    const stateField = d.fields[queue.state] as { options?: readonly string[] };
    const edited = queue.edits ? Object.fromEntries(writableFields(d).map(([name, f]) => [name, inputSchema(f).optional()])) : {};
    const variants = [...new Set([...queueStates(d), ...(stateField.options ?? [])])].map((to) => {
      const moves = deciding.filter(([, tr]) => tr.to === to).map(([, tr]) => tr);
      const comment = moves.length && moves.every((m) => m.comment === 'required') ? 'required' : 'optional';
      // Every field any move sets is checked on every variant, so a wrong one is named whatever the state.
      return z.object({
        status: z.literal(to),
        ...edited,
        ...bodyOf(
          c,
          deciding.map(([, tr]) => tr),
          comment,
        ),
      });
    });
    // No state at all asks for a choice; a state that is none of the queue's is of the wrong form.
    const stateOf = (input: unknown) => (input && typeof input === 'object' ? (input as { status?: unknown }).status : input);
    const body = z.discriminatedUnion('status', variants as never, { error: (issue) => (stateOf(issue.input) === undefined ? V.select : V.pattern) });
    const schema = { params: pathParams(d.paths!.decide!), body, response: { 200: c.schemas.record }, tags, description: namesNote(d) };
    app.post(`/api${d.paths!.decide}`, { config: c.config(decideKey), schema, preValidation: [unnest(d), ownNames(app, d)] }, async (request) => {
      const { status: to, ...rest } = request.body as { status: string } & Record<string, unknown>;
      // The caller's move to that state, the one from the record's state if there is one (else `make` refuses it);
      // none at all is refused once the record proved to be the caller's to see.
      const mine = deciding.filter(([, tr]) => tr.to === to && mayMake(tr, request));
      const id = (request.params as { id: number }).id;
      return c.out(
        request,
        await make(
          request,
          id,
          (before) => {
            if (mine.length === 0) throw new AppError(409, refusal);
            return mine.find(([, tr]) => tr.from.includes(before[queue.state] as string)) ?? mine[0]!;
          },
          rest,
        ),
      );
    });
  }

  const statusesKey = d.paths?.statuses && `GET ${d.paths.statuses}`;
  if (statusesKey && c.generated(statusesKey)) {
    const schema = { params: pathParams(d.paths!.statuses!), response: { 200: statusListSchema }, tags };
    app.get(`/api${d.paths!.statuses}`, { config: c.config(statusesKey), schema }, async (request) => {
      const row = await c.load(app.db, request, (request.params as { id: number }).id);
      const open = entries.filter(([, tr]) => tr.from.includes(row[queue.state] as string) && mayMake(tr, request));
      return {
        items: open.map(([name, tr]) => ({
          name,
          status: tr.to,
          comment: tr.comment,
          sets: [...(tr.sets ?? [])],
          refused: part.guards?.[name]?.(row) ?? null,
        })),
      };
    });
  }
}

import type { FastifyRequest } from 'fastify';
import { unkept } from '../../domain/declare/schemas';
import type { Queryable } from '../db';
import { insertAudit, updateRow } from '../repositories/declared';
import { assertActiveCodes } from '../services/codes';
import { parseOrThrow } from '../validate';
import type { RouteContext } from './context';
import { daysMoved, moveChildren } from './helpers/moveChildren';
import { afterChange, beforeChange, hookContext } from './hooks';
import { checkReferences, checkRules, checkWriters, codeChecks } from './rules';

/**
 * A change of one record the caller reached for `edit`, under the table's lock: its state, writers,
 * parent, schema (the whole record it makes), codes, rules, references, hooks and audit row. The one
 * place a change is made, so a change posted on its own and one carried by a decision cannot drift apart.
 */
export async function editRecord(c: RouteContext, q: Queryable, request: FastifyRequest, before: Record<string, unknown>, given: Record<string, unknown>) {
  const { app, d, t, schemas } = c;
  const id = before.id as number;
  c.assertChangeable(d, before, request, 'edit');
  const changes: Record<string, unknown> = { ...given };
  checkWriters(d, changes, before, request.user!.roles);
  if (c.parent) {
    await c.parentFor(q, request, before[c.parentField], true);
    // Moved to another parent: that one must be the caller's and open to changes as well.
    if (changes[c.parentField] != null && changes[c.parentField] !== before[c.parentField]) await c.parentFor(q, request, changes[c.parentField], true);
  }
  // The change is checked as the whole record it makes, so a rule that spans fields still holds.
  const merged = parseOrThrow(schemas.create, { ...before, ...changes }) as Record<string, unknown>;
  // A field that no longer applies is emptied, whether or not the change named it.
  Object.assign(changes, unkept(d, { ...before, ...changes }));
  await assertActiveCodes(q, codeChecks(d, changes, before));
  // The rules see the whole record: what it was (its owner too), with the change on top.
  const record = { ...before, ...merged, ...changes };
  // A period moved as a whole takes its children's dates along, before the rules check they still fit.
  const moved = c.part.movesChildren ? daysMoved(c.part.movesChildren, before, record) : 0;
  if (moved) await moveChildren(q, request.user!.username, d, id, moved);
  await checkRules(q, d, t, record, id);
  await checkReferences(q, d, merged);
  const args = { ...hookContext(app, q, d, t, request), operation: 'update' as const, before, record };
  Object.assign(changes, await beforeChange(args));
  const after = (await updateRow(q, t, id, changes))!;
  await insertAudit(q, { username: request.user!.username, resource: d.name, recordId: id, action: 'update', before, after });
  await afterChange({ ...args, after });
  return after;
}

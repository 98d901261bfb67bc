import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Declaration } from '../../domain/declare/declaration';
import type { Queryable } from '../db';
import { deleteRow, insertAudit, insertRow, updateRow } from '../repositories/declared';
import { afterChange, beforeChange, hookContext } from './hooks';
import { tableMap } from './table';

/**
 * The generator's public interface for the calls written by hand (server/routes): a declared record
 * reached under its declaration's access and ownership, and created, changed or removed with its
 * hooks and its audit row, inside the caller's transaction. server/routes uses nothing else of
 * server/generator nor its repository (tests/server/structure.test.ts), so the generator's insides
 * can change without touching them.
 */
export { inTransaction } from './hooks';

type Row = Record<string, unknown>;

/**
 * An audit row of a step the hand-written call took (`resource`: a declaration's name, or another
 * thing's, as `dierenartsen` or `app_state`); `by` names who acted where nobody is logged in (a
 * registration, a reset link: the account concerned).
 */
export const auditStep = (
  q: Queryable,
  request: FastifyRequest,
  step: { resource: string; recordId: unknown; action: string; before: unknown; after: unknown; by?: string },
) => {
  const { by, ...rest } = step;
  return insertAudit(q, { username: request.user?.username ?? by ?? 'anoniem', ...rest });
};

/** A new record of `d`: its `beforeChange` hooks, the row, its audit row, its `afterChange` hooks (the generated create ends here too, after its checks). */
export async function createRecord(app: FastifyInstance, request: FastifyRequest, q: Queryable, d: Declaration, values: Row): Promise<Row> {
  const t = tableMap(d);
  const args = { ...hookContext(app, q, d, t, request), operation: 'create' as const, before: null, record: values };
  const record = { ...values, ...(await beforeChange(args)) };
  const created = (await insertRow(q, t, record))!;
  await auditStep(q, request, { resource: d.name, recordId: created.id, action: 'create', before: null, after: created });
  await afterChange({ ...args, record, after: created });
  return created;
}

/** A change of a record reached before, recorded as `action` in its history. */
export async function changeRecord(q: Queryable, request: FastifyRequest, d: Declaration, before: Row, changes: Row, action: string): Promise<Row> {
  const after = (await updateRow(q, tableMap(d), before.id as number, changes))!;
  await auditStep(q, request, { resource: d.name, recordId: before.id, action, before, after });
  return after;
}

/** A record reached before, removed, recorded as `action` with `after` (a comment) in its history. */
export async function removeRecord(q: Queryable, request: FastifyRequest, d: Declaration, before: Row, action: string, after: unknown = null): Promise<Row> {
  await deleteRow(q, tableMap(d), before.id as number);
  await auditStep(q, request, { resource: d.name, recordId: before.id, action, before, after });
  return before;
}

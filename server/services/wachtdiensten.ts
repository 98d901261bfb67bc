import { declarationNamed } from '../../domain/declare/registry';
import { SERVICE_FIELD_NAMES } from '../../domain/schemas/wachtdiensten';
import type { Queryable } from '../db';
import { tableMap } from '../generator/table';
import { findRow, insertAudit, insertRow, updateRow } from '../repositories/declared';
import { memberName } from '../repositories/persons';

const service = () => tableMap(declarationNamed('wachtdiensten')!);
const members = () => tableMap(declarationNamed('wachtdienstleden')!);
const serviceValues = (request: Record<string, unknown>) => Object.fromEntries(SERVICE_FIELD_NAMES.map((f) => [f, request[f] ?? null]));

/**
 * An approved registration (SPEC §4): the service as asked, its requester its responsible and its
 * first active member, in the transaction of the decision; the audit trail names who decided.
 */
export async function createFromRequest(q: Queryable, request: Record<string, unknown>, decidedBy: string) {
  const requester = String(request.requester);
  const name = (request.requesterName as string | null) ?? (await memberName(q, requester));
  const created = (await insertRow(q, service(), { ...serviceValues(request), responsible: requester, responsibleName: name, active: true }))!;
  await insertAudit(q, { username: decidedBy, resource: 'wachtdiensten', recordId: created.id, action: 'create', before: null, after: created });
  await insertRow(q, members(), { wachtdienstId: created.id, ordenummer: requester, name, activeMember: 'W' });
  return created;
}

/** An approved change request: the service becomes what was asked, in the transaction of the decision. */
export async function applyUpdateRequest(q: Queryable, request: Record<string, unknown>, decidedBy: string) {
  const id = Number(request.wachtdienstId);
  const before = await findRow(q, service(), id, true);
  if (!before) return null;
  const after = (await updateRow(q, service(), id, serviceValues(request)))!;
  await insertAudit(q, { username: decidedBy, resource: 'wachtdiensten', recordId: id, action: 'update', before, after });
  return after;
}

import { z } from 'zod';
import { declarationNamed } from '../../domain/declare/registry';
import { columnOf, isRealDate } from '../../domain/declare/schemas';
import type { Declaration, Filter } from '../../domain/declare/types';
import { pageQuery } from '../../domain/schemas/common';
import { optionalString, V } from '../../domain/validation';
import { type Condition, ident } from '../repositories/declared';
import { escapeLike } from '../repositories/paging';
import type { UserRow } from '../repositories/users';
import { lookupQuery } from './lookup';

const flagValue = z
  .enum(['0', '1', 'true', 'false'], { error: V.pattern })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'));
const dateValue = z.string().refine(isRealDate, { error: V.date }).optional();

function filterSchema(d: Declaration, f: Filter) {
  const field = d.fields[f.field]!;
  if (field.kind === 'flag') return flagValue;
  if (field.kind === 'date' || field.kind === 'datetime') return dateValue;
  if (field.kind === 'number' || field.kind === 'reference') return z.coerce.number({ error: V.number }).optional();
  if (field.kind === 'choice' && f.op === 'eq') return z.enum(field.options as [string, ...string[]], { error: V.select }).optional();
  return optionalString(100).transform((v) => v ?? undefined);
}

/** The list's query string: paging, `q`, `sort`/`order`, and the declared filters under their spec names. */
export function listQuerySchema(d: Declaration) {
  const sortable = [d.idField ?? 'id', ...d.list.columns] as [string, ...string[]];
  return z.object({
    ...pageQuery(d.list.pageSize),
    ...(d.list.search?.length ? { [d.list.searchParam ?? 'q']: optionalString(100) } : {}),
    sort: z.enum(sortable, { error: V.select }).optional(),
    order: z.enum(['ASC', 'DESC'], { error: V.select }).optional(),
    ...Object.fromEntries((d.list.filters ?? []).map((f) => [f.name, filterSchema(d, f)])),
    ...lookupQuery(d),
    // The records of one parent (`?cursusId=12`), as the parent's tab asks for them.
    ...(d.belongsTo ? { [d.belongsTo.field]: z.coerce.number({ error: V.number }).int({ error: V.integer }).optional() } : {}),
  });
}

const col = (d: Declaration, field: string) => {
  const f = d.fields[field]!;
  return f.sql ? `(${f.sql})` : ident(columnOf(field, f));
};

/** The WHERE conditions of a list request: its filters, its search and the caller's ownership scope. */
export function listConditions(d: Declaration, query: Record<string, unknown>, user: UserRow, scoped = true): Condition[] {
  const conditions: Condition[] = d.where ? [[`(${d.where})`]] : [];
  for (const f of d.list.filters ?? []) {
    const value = query[f.name];
    if (value === undefined || value === null) continue;
    const c = col(d, f.field);
    if (f.op === 'contains') conditions.push([`lower(${c}) LIKE ?`, `%${escapeLike(String(value).toLowerCase())}%`]);
    else conditions.push([`${c} ${f.op === 'from' ? '>=' : f.op === 'until' ? '<=' : '='} ?`, value]);
  }
  const search = query[d.list.searchParam ?? 'q'];
  const term = typeof search === 'string' ? search.toLowerCase() : '';
  if (term && d.list.search?.length) {
    const like = `%${escapeLike(term)}%`;
    conditions.push([`(${d.list.search.map((s) => `lower(${col(d, s)}) LIKE ?`).join(' OR ')})`, ...d.list.search.map(() => like)]);
  }
  const parent = d.belongsTo ? query[d.belongsTo.field] : undefined;
  if (parent !== undefined && parent !== null) conditions.push([`${col(d, d.belongsTo!.field)} = ?`, parent]);
  const scope = scoped ? ownerCondition(d, user) : null;
  if (scope) conditions.push(scope);
  return conditions;
}

/** The parent declaration of a child resource (`belongsTo`), which must be declared with a table. */
export function parentOf(d: Declaration) {
  if (!d.belongsTo) return undefined;
  const parent = declarationNamed(d.belongsTo.resource);
  if (!parent?.table) throw new Error(`${d.name}: belongsTo noemt ${d.belongsTo.resource}, dat geen tabel heeft`);
  return parent;
}

/**
 * The rows a caller may see: all for the bypass roles, otherwise only their own or their organisation's;
 * for a child resource, only the children of the parents the caller may see.
 */
export function ownerCondition(d: Declaration, user: UserRow): Condition | null {
  const parent = parentOf(d);
  if (parent) {
    const scope = ownerCondition(parent, user);
    if (!scope) return null;
    const [sql, ...values] = scope;
    return [`${col(d, d.belongsTo!.field)} IN (SELECT ${ident(parent.idColumn ?? 'id')} FROM ${ident(parent.table!)} WHERE ${sql})`, ...values];
  }
  const o = d.ownership;
  if (!o || o.bypass.some((r) => user.roles.includes(r))) return null;
  return [`${col(d, o.field)} = ?`, ownerValue(d, user)];
}

export const ownerValue = (d: Declaration, user: UserRow) => (d.ownership?.scope === 'legalEntity' ? (user.legal_entity_id ?? -1) : user.id);

export function orderBy(d: Declaration, query: { sort?: string; order?: 'ASC' | 'DESC' }) {
  const idColumn = ident(d.idColumn ?? 'id');
  const field = query.sort ?? d.list.sort.field;
  const order = query.order ?? (query.sort ? 'ASC' : d.list.sort.order);
  const c = field === (d.idField ?? 'id') ? idColumn : col(d, field);
  return `${c} ${order}, ${idColumn} ${order}`;
}

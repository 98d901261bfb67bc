import { z } from 'zod';
import { ruleFor } from '../../domain/declare/access';
import type { Declaration } from '../../domain/declare/declaration';
import { type Caller, type RowFilter, reachOf, rowMatches } from '../../domain/declare/grants';
import { kinds } from '../../domain/declare/kinds';
import { declarationNamed } from '../../domain/declare/registry';
import { pageQuery } from '../../domain/schemas/common';
import { optionalString, V } from '../../domain/validation';
import { AppError } from '../errors';
import type { Condition, TableMap } from '../repositories/declared';
import { escapeLike } from '../repositories/paging';
import { partOf } from './resources';
import { idColumnOf, ident, kindOf, tableMap, tableOf } from './table';

/** The parent declaration of a child resource (`belongsTo`). */
export function parentOf(d: Declaration) {
  if (!d.belongsTo) return undefined;
  const parent = declarationNamed(d.belongsTo.resource);
  if (!parent) throw new Error(`${d.name}: belongsTo noemt ${d.belongsTo.resource}, dat niet gedeclareerd is`);
  return parent;
}

/** Whose a record is: the caller's organisation, or the member themselves by their username (a vet's ordenummer). */
export const ownerValue = (d: Declaration, caller: Caller) => (d.ownership?.scope === 'legalEntity' ? (caller.legalEntityId ?? -1) : caller.username);

/**
 * The rows of `d` a caller reaches for an action: `rows`, a grant's own filter (the records of this
 * resource for that role: outside it a record is not found, 404), and `owner`, the caller's own
 * records under the declaration's ownership (outside it a record is someone else's, 403); null
 * where there is no limit. A caller whose grant reaches nothing is refused (403). A child's rows are
 * further limited by its parent's (`parentConditions`).
 */
export interface Scope {
  rows: RowFilter | null;
  owner: RowFilter | null;
}

export function scopeFor(d: Declaration, action: string, caller: Caller, query: Readonly<Record<string, unknown>> = {}): Scope {
  const { rows, owned } = reachOf(ruleFor(d, action), caller, query);
  if (rows === false) throw new AppError(403, 'FORBIDDEN');
  if (rows !== true) return owned ? { rows: null, owner: rows } : { rows, owner: null };
  const o = d.ownership;
  if (!o || o.bypass.some((r) => caller.roles.includes(r))) return { rows: null, owner: null };
  return { rows: null, owner: { [o.field]: ownerValue(d, caller) } };
}

/** A record the caller asked for by id: 404 outside its grant's rows, 403 when it is someone else's. */
export function assertInScope(row: Record<string, unknown>, scope: Scope) {
  if (!rowMatches(row, scope.rows)) throw new AppError(404, 'NOT_FOUND');
  if (!rowMatches(row, scope.owner)) throw new AppError(403, 'FORBIDDEN');
}

const scopeConditions = (t: TableMap, scope: Scope) => [...filterConditions(t, scope.rows), ...filterConditions(t, scope.owner)];

/** A filter as SQL conditions on the table's columns. */
export function filterConditions(t: TableMap, filter: RowFilter | null): Condition[] {
  return Object.entries(filter ?? {}).flatMap(([field, value]): Condition[] => {
    const c = t.column(field);
    if (value === undefined) return [];
    if (value === null) return [[`${c} IS NULL`]];
    if (Array.isArray(value)) return [[`${c} = ANY(?)`, value]];
    if (typeof value === 'object') return [[`${c} IS NOT NULL`]];
    return [[`${c} = ?`, value]];
  });
}

/** The children a caller reaches through their parents: only those of parents within the parent's scope. */
export function parentConditions(d: Declaration, caller: Caller): Condition[] {
  const parent = parentOf(d);
  if (!parent) return [];
  const conditions = scopeConditions(tableMap(parent), scopeFor(parent, 'show', caller));
  if (conditions.length === 0) return [];
  const where = conditions.map(([sql]) => sql).join(' AND ');
  const sql = `${tableMap(d).column(d.belongsTo!.field)} IN (SELECT ${ident(idColumnOf(parent))} FROM ${ident(tableOf(parent))} WHERE ${where})`;
  return [[sql, ...conditions.flatMap(([, ...values]) => values)]];
}

/** The list's query string: paging, search, `sort`/`order`, the declared filters under their spec names, its own params. */
export function listQuerySchema(d: Declaration) {
  // The columns, and the list's own order (a codelist's values by their position, which is no column).
  const sortable = [...new Set(['id', ...d.list.columns, d.list.sort.field])] as [string, ...string[]];
  return z.object({
    ...pageQuery(d.list.pageSize),
    ...(d.list.search?.length ? { [d.list.searchParam ?? 'q']: optionalString(100) } : {}),
    sort: z.enum(sortable, { error: V.select }).optional(),
    order: z.enum(['ASC', 'DESC'], { error: V.select }).optional(),
    ...Object.fromEntries((d.list.filters ?? []).map((f) => [f.name, (kinds[d.fields[f.field]!.kind] as any).filter(d.fields[f.field], f.op)])),
    ...listParamsSchema(d),
    // The records of one parent (`?cursusId=12`), as the parent's tab asks for them.
    ...(d.belongsTo ? { [d.belongsTo.field]: z.coerce.number({ error: V.number }).int({ error: V.integer }).optional() } : {}),
  });
}

/** The list's own parameters: as the server part's `filters` check them, or any short text. */
export const listParamsSchema = (d: Declaration) =>
  Object.fromEntries((d.list.params ?? []).map((p) => [p, (partOf(d).filters?.[p]?.schema ?? z.string().max(50)).optional()]));

/** The WHERE conditions of a list request: its filters, its search, its parent, and the caller's scope. */
export function listConditions(d: Declaration, t: TableMap, query: Record<string, unknown>, caller: Caller): Condition[] {
  const conditions: Condition[] = [];
  for (const f of d.list.filters ?? []) {
    const value = query[f.name];
    if (value === undefined || value === null) continue;
    const field = d.fields[f.field]!;
    const sql = kindOf(field).filter(t.column(f.field), f.op, field);
    conditions.push([sql, f.op === 'contains' ? `%${escapeLike(String(value).toLowerCase())}%` : value]);
  }
  const search = query[d.list.searchParam ?? 'q'];
  const term = typeof search === 'string' ? search.toLowerCase() : '';
  if (term && d.list.search?.length) {
    const like = `%${escapeLike(term)}%`;
    conditions.push([`(${d.list.search.map((s) => `lower(${t.column(s)}) LIKE ?`).join(' OR ')})`, ...d.list.search.map(() => like)]);
  }
  for (const [param, filter] of Object.entries(partOf(d).filters ?? {})) conditions.push(...filter.where(query[param], { t, caller, now: new Date() }));
  const parent = d.belongsTo ? query[d.belongsTo.field] : undefined;
  if (parent !== undefined && parent !== null) conditions.push([`${t.column(d.belongsTo!.field)} = ?`, parent]);
  conditions.push(...scopeConditions(t, scopeFor(d, 'list', caller, query)), ...parentConditions(d, caller));
  return conditions;
}

export function orderBy(d: Declaration, t: TableMap, query: { sort?: string; order?: 'ASC' | 'DESC' }) {
  const field = query.sort ?? d.list.sort.field;
  const order = query.order ?? (query.sort ? 'ASC' : d.list.sort.order);
  const next = field === d.list.sort.field && d.list.sort.next ? `${t.column(d.list.sort.next)} ${order}, ` : '';
  return `${t.column(field)} ${order}, ${next}${t.idColumn} ${order}`;
}

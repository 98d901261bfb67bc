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
import type { ListParam } from './part';
import { partOf } from './resources';
import { searchedText } from './search';
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
  if (!filter) return [];
  const conditions: Condition[] = [];
  for (const field in filter) {
    const value = filter[field];
    if (value === undefined) continue;
    const texts = conditionTexts(t.column(field));
    if (value === null) conditions.push([texts.isNull]);
    else if (Array.isArray(value)) conditions.push([texts.anyOf, value]);
    else if (typeof value === 'object') conditions.push([texts.notNull]);
    else conditions.push([texts.equals, value]);
  }
  return conditions;
}

/**
 * The texts of a column's conditions, written once: a request's conditions are then the same string
 * objects each time, and the WHERE clause and the page they make are looked up, not written again
 * (server/repositories/declared.ts whereOf, paging.ts).
 */
const columnTexts = new Map<string, { isNull: string; anyOf: string; notNull: string; equals: string }>();
function conditionTexts(column: string) {
  let kept = columnTexts.get(column);
  if (!kept) {
    kept = { isNull: `${column} IS NULL`, anyOf: `${column} = ANY(?)`, notNull: `${column} IS NOT NULL`, equals: `${column} = ?` };
    columnTexts.set(column, kept);
  }
  return kept;
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

/** What a list request's conditions are made of, worked out once per declaration. */
interface ListParts {
  filters: { name: string; sql: string; contains: boolean }[];
  searchParam: string;
  /** `lower(a || … ) LIKE ?` or `(lower(a) LIKE ? OR …)`, and how many values it takes. */
  search: { sql: string; values: number } | null;
  own: [string, ListParam][];
  parent: { field: string; sql: string } | null;
  /** ORDER BY per `sort` and `order` asked. */
  orders: Map<string, string>;
}
/** Kept per table map, so per language too: a French reader's search and sort read the French twins. */
const listParts = new WeakMap<TableMap, ListParts>();

function partsOf(d: Declaration, t: TableMap): ListParts {
  let parts = listParts.get(t);
  if (parts) return parts;
  parts = {
    filters: (d.list.filters ?? []).map((f) => {
      const field = d.fields[f.field]!;
      return { name: f.name, sql: kindOf(field).filter(t.column(f.field), f.op, field), contains: f.op === 'contains' };
    }),
    searchParam: d.list.searchParam ?? 'q',
    search: searchOf(d, t),
    own: Object.entries(partOf(d).filters ?? {}),
    parent: d.belongsTo ? { field: d.belongsTo.field, sql: `${t.column(d.belongsTo.field)} = ?` } : null,
    orders: new Map(),
  };
  listParts.set(t, parts);
  return parts;
}

/** The search's condition: one text when the fields make one (`searchedText`), else each field in turn. */
function searchOf(d: Declaration, t: TableMap): ListParts['search'] {
  const fields = d.list.search ?? [];
  if (!fields.length) return null;
  const text = searchedText(d, (field) => t.column(field));
  if (text) return { sql: `${text} LIKE ?`, values: 1 };
  return { sql: `(${fields.map((s) => `lower(${t.column(s)}) LIKE ?`).join(' OR ')})`, values: fields.length };
}

/** The WHERE conditions of a list request: its filters, its search, its parent, and the caller's scope. */
export function listConditions(d: Declaration, t: TableMap, query: Record<string, unknown>, caller: Caller): Condition[] {
  const parts = partsOf(d, t);
  const conditions: Condition[] = [];
  for (const f of parts.filters) {
    const value = query[f.name];
    if (value === undefined || value === null) continue;
    conditions.push([f.sql, f.contains ? `%${escapeLike(String(value).toLowerCase())}%` : value]);
  }
  const search = query[parts.searchParam];
  if (parts.search && typeof search === 'string' && search) {
    const like = `%${escapeLike(search.toLowerCase())}%`;
    conditions.push([parts.search.sql, ...Array<string>(parts.search.values).fill(like)]);
  }
  if (parts.own.length) {
    const context = { t, caller, now: new Date() };
    for (const [param, filter] of parts.own) conditions.push(...filter.where(query[param], context));
  }
  const parent = parts.parent ? query[parts.parent.field] : undefined;
  if (parent !== undefined && parent !== null) conditions.push([parts.parent!.sql, parent]);
  conditions.push(...scopeConditions(t, scopeFor(d, 'list', caller, query)), ...parentConditions(d, caller));
  return conditions;
}

export function orderBy(d: Declaration, t: TableMap, query: { sort?: string; order?: 'ASC' | 'DESC' }) {
  const { orders } = partsOf(d, t);
  const key = `${query.sort ?? ''} ${query.order ?? ''}`;
  let kept = orders.get(key);
  if (kept === undefined) {
    const field = query.sort ?? d.list.sort.field;
    const order = query.order ?? (query.sort ? 'ASC' : d.list.sort.order);
    const next = field === d.list.sort.field && d.list.sort.next ? `${t.column(d.list.sort.next)} ${order}, ` : '';
    kept = `${t.column(field)} ${order}, ${next}${t.idColumn} ${order}`;
    // `sort` is one of the list's columns and `order` ASC or DESC (listQuerySchema): a few texts per list.
    orders.set(key, kept);
  }
  return kept;
}

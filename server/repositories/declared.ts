import { columnOf } from '../../domain/declare/schemas';
import type { Declaration, Field } from '../../domain/declare/types';
import { one, type Queryable } from '../db';
import { type Paging, page } from './paging';

/** A column name from a declaration goes into SQL as an identifier; only plain names are accepted. */
const IDENT = /^[a-z_][a-z0-9_]*$/;
export const ident = (name: string) => {
  if (!IDENT.test(name)) throw new Error(`Ongeldige kolomnaam in een declaratie: ${name}`);
  return `"${name}"`;
};

/** What reads and writes of one declared table need, worked out once. */
export interface TableMap {
  table: string;
  idColumn: string;
  idField: string;
  /** The SELECT list: every field under its wire name; decimals as numbers, times as ISO text. */
  select: string;
  column: (field: string) => string;
}

const selectExpr = (column: string, f: Field) => {
  if (f.kind === 'number' && f.decimals > 0) return `${column}::float8`;
  if (f.sql) return column;
  if (f.kind === 'time') return `to_char(${column}, 'HH24:MI')`;
  // The same ISO text in UTC that a Date gives in JSON, on PostgreSQL and PGlite alike.
  if (f.kind === 'datetime') return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return column;
};

export function tableMap(d: Declaration): TableMap {
  const idColumn = ident(d.idColumn ?? 'id');
  const idField = d.idField ?? 'id';
  const columns = Object.fromEntries(Object.entries(d.fields).map(([name, f]) => [name, f.sql ? `(${f.sql})` : ident(columnOf(name, f))]));
  const select = [
    `${idColumn} AS "${idField}"`,
    ...Object.entries(d.fields).map(([name, f]) => `${selectExpr(columns[name]!, f)} AS "${name}"`),
  ].join(', ');
  return {
    table: ident(d.table ?? ''),
    idColumn,
    idField,
    select,
    column: (field) => {
      const c = columns[field];
      if (!c) throw new Error(`Onbekend veld ${field} in ${d.name}`);
      return c;
    },
  };
}

/** A WHERE condition with its values; `?` stands for the next value. */
export type Condition = [sql: string, ...values: unknown[]];

function whereOf(conditions: Condition[]) {
  const params: unknown[] = [];
  const parts = conditions.map(([sql, ...values]) => {
    let i = 0;
    return sql.replace(/\?/g, () => {
      params.push(values[i++]);
      return `$${params.length}`;
    });
  });
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

export function listRows(q: Queryable, t: TableMap, query: Paging & { conditions: Condition[]; orderBy: string }) {
  const w = whereOf(query.conditions);
  return page(q, { limit: query.limit, offset: query.offset, columns: t.select, from: `${t.table} ${w.sql}`, params: w.params, orderBy: query.orderBy });
}

/** How many rows the conditions select in each value of `stateColumn`. */
export function countByState(q: Queryable, t: TableMap, stateColumn: string, conditions: Condition[]) {
  const w = whereOf(conditions);
  return q.query<{ state: string; count: number }>(`SELECT ${stateColumn} AS state, count(*)::int AS count FROM ${t.table} ${w.sql} GROUP BY 1`, w.params);
}

export const findRow = (q: Queryable, t: TableMap, id: number, lock = false) =>
  one<Record<string, unknown>>(q, `SELECT ${t.select} FROM ${t.table} WHERE ${t.idColumn} = $1${lock ? ' FOR UPDATE' : ''}`, [id]);

export function insertRow(q: Queryable, t: TableMap, values: Record<string, unknown>) {
  const fields = Object.keys(values);
  const sql = `INSERT INTO ${t.table} (${fields.map(t.column).join(', ')}) VALUES (${fields.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING ${t.select}`;
  return one<Record<string, unknown>>(q, sql, Object.values(values));
}

export function updateRow(q: Queryable, t: TableMap, id: number, values: Record<string, unknown>) {
  const fields = Object.keys(values);
  if (fields.length === 0) return findRow(q, t, id);
  const sets = fields.map((f, i) => `${t.column(f)} = $${i + 2}`).join(', ');
  return one<Record<string, unknown>>(q, `UPDATE ${t.table} SET ${sets} WHERE ${t.idColumn} = $1 RETURNING ${t.select}`, [id, ...Object.values(values)]);
}

export const deleteRow = (q: Queryable, t: TableMap, id: number) =>
  one<Record<string, unknown>>(q, `DELETE FROM ${t.table} WHERE ${t.idColumn} = $1 RETURNING ${t.select}`, [id]);

/** Whether another row than `exceptId` matches the conditions (for the declared rules). */
export async function otherRowExists(q: Queryable, t: TableMap, conditions: Condition[], exceptId: number | null) {
  const all: Condition[] = exceptId == null ? conditions : [...conditions, [`${t.idColumn} <> ?`, exceptId]];
  const w = whereOf(all);
  return !!(await one(q, `SELECT 1 FROM ${t.table} ${w.sql} LIMIT 1`, w.params));
}

/** Serialises the writes of one declared table, so a rule checked against the other rows stays true until commit. */
export const lockTable = (q: Queryable, t: TableMap) => q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`declared:${t.table}`]);

export const insertAudit = (
  q: Queryable,
  row: { username: string; resource: string; recordId: unknown; action: string; before: unknown; after: unknown },
) =>
  q.query('INSERT INTO audit_log (username, resource, record_id, action, before, after) VALUES ($1, $2, $3, $4, $5, $6)', [
    row.username,
    row.resource,
    String(row.recordId),
    row.action,
    row.before == null ? null : JSON.stringify(row.before),
    row.after == null ? null : JSON.stringify(row.after),
  ]);

/** The next number of the year in a `YYYY-NNNN` column; the caller holds the table's lock. */
export async function nextYearNumber(q: Queryable, t: TableMap, field: string, year: string) {
  const column = t.column(field);
  const row = await one<{ n: number }>(
    q,
    `SELECT coalesce(max(split_part(${column}, '-', 2)::int), 0) + 1 AS n FROM ${t.table} WHERE ${column} LIKE $1`,
    [`${year}-%`],
  );
  return `${year}-${String(row?.n ?? 1).padStart(4, '0')}`;
}

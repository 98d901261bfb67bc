import { one, type Queryable } from '../db';
import { type Paging, page } from './paging';

/** What reads and writes of one declared table need, worked out once (server/generator/table). */
export interface TableMap {
  table: string;
  /** The id column, qualified by the table. */
  idColumn: string;
  /** LATERAL joins that add values read from other rows (a child's totals, file names) to each row read (server/generator/table.ts), or ''. */
  joins: string;
  /** The SELECT list over the table and its `joins`: `id` and every field under its wire name, as the wire wants it. */
  select: string;
  /** The same list for a write's RETURNING, where the joins cannot be. */
  returning: string;
  /** A field's column, or its derived value's SQL, qualified by the table (for reading and filtering). */
  column: (field: string) => string;
  /** A stored field's bare column (for INSERT and UPDATE SET). */
  target: (field: string) => string;
}

/** A WHERE condition with its values; `?` stands for the next value. */
export type Condition = [sql: string, ...values: unknown[]];

/**
 * The conditions as one WHERE clause, numbered from $first, with their values in order. The clause
 * is written once per list of condition texts and kept: the texts come from the code (a list's
 * filters, a scope), so there are few, and past a bound a clause is written anew each time.
 */
export function whereOf(conditions: readonly Condition[], first = 1) {
  const params: unknown[] = [];
  let key = first === 1 ? '' : `${first}|`;
  for (const condition of conditions) {
    key += `${condition[0]}\u0001`;
    for (let i = 1; i < condition.length; i++) params.push(condition[i]);
  }
  let sql = wheres.get(key);
  if (sql === undefined) {
    sql = writeWhere(conditions, first);
    if (wheres.size < MAX_WHERES) wheres.set(key, sql);
  }
  return { sql, params };
}

const wheres = new Map<string, string>();
const MAX_WHERES = 2000;

function writeWhere(conditions: readonly Condition[], first: number) {
  let n = first - 1;
  const parts = conditions.map(([sql, ...values]) => {
    const before = n;
    const numbered = sql.replace(/\?/g, () => `$${++n}`);
    // Each ? takes the next value: a condition with more or fewer would number the rest wrongly.
    if (n - before !== values.length) throw new Error(`Voorwaarde ${sql} heeft ${values.length} waarden voor ${n - before} vraagtekens`);
    return numbered;
  });
  return parts.length ? `WHERE ${parts.join(' AND ')}` : '';
}

export function listRows(q: Queryable, t: TableMap, query: Paging & { conditions: Condition[]; orderBy: string }) {
  const w = whereOf(query.conditions);
  // The joins come after the page is cut: made before an ORDER BY without an index, they would run for every match.
  const joined = t.joins ? { table: t.table, joins: t.joins } : undefined;
  return page(q, {
    limit: query.limit,
    offset: query.offset,
    columns: t.select,
    from: `${t.table} ${w.sql}`,
    joined,
    params: w.params,
    orderBy: query.orderBy,
  });
}

/** How many rows the conditions select in each value of `stateColumn`. */
export function countByState(q: Queryable, t: TableMap, stateColumn: string, conditions: Condition[]) {
  const w = whereOf(conditions);
  return q.query<{ state: string; count: number }>(`SELECT ${stateColumn} AS state, count(*)::int AS count FROM ${t.table} ${w.sql} GROUP BY 1`, w.params);
}

export const findRow = (q: Queryable, t: TableMap, id: number, lock = false) =>
  one<Record<string, unknown>>(q, `SELECT ${t.select} FROM ${t.table}${t.joins} WHERE ${t.idColumn} = $1${lock ? ` FOR UPDATE OF ${t.table}` : ''}`, [id]);

/** The rows the conditions select, for a write that works through them (locked). */
export function findRows(q: Queryable, t: TableMap, conditions: Condition[], lock = false) {
  const w = whereOf(conditions);
  return q.query<Record<string, unknown>>(`SELECT ${t.select} FROM ${t.table}${t.joins} ${w.sql}${lock ? ` FOR UPDATE OF ${t.table}` : ''}`, w.params);
}

export function insertRow(q: Queryable, t: TableMap, values: Record<string, unknown>) {
  const fields = Object.keys(values);
  const sql = `INSERT INTO ${t.table} (${fields.map(t.target).join(', ')}) VALUES (${fields.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING ${t.returning}`;
  return one<Record<string, unknown>>(q, sql, Object.values(values));
}

export function updateRow(q: Queryable, t: TableMap, id: number, values: Record<string, unknown>) {
  const fields = Object.keys(values);
  if (fields.length === 0) return findRow(q, t, id);
  const sets = fields.map((f, i) => `${t.target(f)} = $${i + 2}`).join(', ');
  return one<Record<string, unknown>>(q, `UPDATE ${t.table} SET ${sets} WHERE ${t.idColumn} = $1 RETURNING ${t.returning}`, [id, ...Object.values(values)]);
}

export const deleteRow = (q: Queryable, t: TableMap, id: number) =>
  one<Record<string, unknown>>(q, `DELETE FROM ${t.table} WHERE ${t.idColumn} = $1 RETURNING ${t.returning}`, [id]);

/** Whether another row than `exceptId` matches the conditions (for the declared rules). */
export async function otherRowExists(q: Queryable, t: TableMap, conditions: Condition[], exceptId: number | null) {
  const all: Condition[] = exceptId == null ? conditions : [...conditions, [`${t.idColumn} <> ?`, exceptId]];
  const w = whereOf(all);
  return !!(await one(q, `SELECT 1 FROM ${t.table} ${w.sql} LIMIT 1`, w.params));
}

/** Serialises the writes of one declared table, so a rule checked against the other rows stays true until commit. */
export const lockTable = (q: Queryable, t: TableMap) => q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`declared:${t.table}`]);

/** Keys whose values never enter the trail (a password, its hash, a link's or a feed's token). */
const SECRET_KEY = /password|hash|token|secret/i;
const withoutSecrets = (value: unknown) => (value == null ? null : JSON.stringify(value, (key, v) => (SECRET_KEY.test(key) ? undefined : v)));

/** One row of the audit trail, in the caller's transaction; it is never changed afterwards (migration 054). */
export const insertAudit = (q: Queryable, row: { username: string; resource: string; recordId: unknown; action: string; before: unknown; after: unknown }) =>
  q.query('INSERT INTO audit_log (username, resource, record_id, action, before, after) VALUES ($1, $2, $3, $4, $5, $6)', [
    row.username,
    row.resource,
    String(row.recordId),
    row.action,
    withoutSecrets(row.before),
    withoutSecrets(row.after),
  ]);

/** The next number of the year in a `YYYY-NNNN` column; the caller holds the table's lock. */
export async function nextYearNumber(q: Queryable, t: TableMap, field: string, year: string) {
  const column = t.column(field);
  const row = await one<{ n: number }>(q, `SELECT coalesce(max(split_part(${column}, '-', 2)::int), 0) + 1 AS n FROM ${t.table} WHERE ${column} LIKE $1`, [
    `${year}-%`,
  ]);
  return `${year}-${String(row?.n ?? 1).padStart(4, '0')}`;
}

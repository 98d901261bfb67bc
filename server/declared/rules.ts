import { declarationNamed, declared } from '../../domain/declare/registry';
import { columnOf } from '../../domain/declare/schemas';
import type { Declaration } from '../../domain/declare/types';
import type { ErrorCode } from '../../domain/errors';
import { V } from '../../domain/validation';
import type { Queryable } from '../db';
import { AppError } from '../errors';
import { dutch } from '../i18n';
import { findRow, ident, insertAudit, lockTable, otherRowExists, type TableMap, tableMap, updateRow } from '../repositories/declared';

const MISSING_REFERENCE = '23503';

const refuse = (code: ErrorCode, field: string) => new AppError(409, code, undefined, { [field]: dutch(code) });

/**
 * The declared rules that look at the other rows (unique, no overlap, at most one). They run after
 * the table's write lock is taken, in the transaction of the write, so two requests at once cannot
 * both pass; the unique indexes of the migration hold the line as well.
 */
export async function checkRules(q: Queryable, d: Declaration, t: TableMap, record: Record<string, unknown>, id: number | null) {
  for (const rule of d.rules ?? []) {
    if (rule.kind === 'unique') {
      const value = record[rule.field];
      if (value == null) continue;
      const clash = await otherRowExists(q, t, [[`lower(${t.column(rule.field)}::text) = lower(?::text)`, value]], id);
      if (clash) throw refuse('VALUE_NOT_UNIQUE', rule.field);
    } else if (rule.kind === 'ownedReference') {
      const value = record[rule.field];
      const owner = d.ownership ? record[d.ownership.field] : undefined;
      if (value == null) continue;
      if ((await q.query(rule.sql, [value, owner ?? null])).length === 0) throw new AppError(400, 'VALIDATION_ERROR', undefined, { [rule.field]: dutch(V.select) });
    } else if (rule.kind === 'noOverlap') {
      const start = record[rule.start];
      const end = record[rule.end];
      if (start == null || end == null) continue;
      const clash = await otherRowExists(q, t, [[`${t.column(rule.start)} <= ?::date AND ${t.column(rule.end)} >= ?::date`, end, start]], id);
      if (clash) throw refuse('RECORD_OVERLAP', rule.start);
    } else if (rule.kind === 'atMostOne') {
      if (record[rule.field] !== true) continue;
      if (await otherRowExists(q, t, [[`${t.column(rule.field)} = true`]], id)) throw refuse('ONLY_ONE_ACTIVE', rule.field);
    }
  }
}

/**
 * The ids of a `references` field name existing records, and where the referenced resource lives
 * in the same parent as this one (an item's speakers, both a course's), records of the same parent.
 */
export async function checkReferences(q: Queryable, d: Declaration, record: Record<string, unknown>) {
  for (const [name, f] of Object.entries(d.fields)) {
    if (f.kind !== 'references') continue;
    const ids = [...new Set((record[name] as number[] | null | undefined) ?? [])];
    if (ids.length === 0) continue;
    const other = declarationNamed(f.resource);
    if (!other?.table) throw new Error(`${d.name}.${name}: ${f.resource} heeft geen tabel`);
    const sameParent = d.belongsTo && other.belongsTo?.resource === d.belongsTo.resource;
    const parentColumn = sameParent ? ident(columnOf(other.belongsTo!.field, other.fields[other.belongsTo!.field]!)) : null;
    const [row] = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${ident(other.table)} WHERE ${ident(other.idColumn ?? 'id')} = ANY($1::int[])${parentColumn ? ` AND ${parentColumn} = $2` : ''}`,
      parentColumn ? [ids, record[d.belongsTo!.field]] : [ids],
    );
    if (row!.n !== ids.length) throw new AppError(400, 'VALIDATION_ERROR', undefined, { [name]: dutch(V.select) });
  }
}

/** A record that goes takes its id out of the `references` fields that name it (an item's speakers). */
export async function dropReferencesTo(q: Queryable, d: Declaration, id: number) {
  for (const other of declared()) {
    for (const [name, f] of Object.entries(other.fields)) {
      if (f.kind !== 'references' || f.resource !== d.name || !other.table) continue;
      const c = ident(columnOf(name, f));
      await q.query(`UPDATE ${ident(other.table)} SET ${c} = array_remove(${c}, $1) WHERE ${c} @> ARRAY[$1::int]`, [id]);
    }
  }
}

/** The read-only fields a declaration works out from the record (`compute`), reading the other records it needs. */
export async function computed(q: Queryable, d: Declaration, record: Record<string, unknown>) {
  if (!d.compute) return {};
  return d.compute(record, async (resource, id) => {
    const other = declarationNamed(resource);
    if (!other?.table || id == null) return null;
    return (await findRow(q, tableMap(other), Number(id))) ?? null;
  });
}

/**
 * After a change of a record of `changed`, `compute` again for the records of the declarations that
 * recompute on it and reference it (`recompute`), each change with its audit row, in the caller's
 * transaction. Returns how many records changed.
 */
export async function recomputeDependents(q: Queryable, changed: Declaration, id: number, username: string) {
  let count = 0;
  for (const d of declared().filter((x) => x.compute && x.recompute?.on.includes(changed.name))) {
    const t = tableMap(d);
    const refs = Object.entries(d.fields).filter(([, f]) => f.kind === 'reference' && f.resource === changed.name);
    if (refs.length === 0) continue;
    const match = refs.map(([name]) => `${t.column(name)} = $1`).join(' OR ');
    // As any write of that table: its rules and computations see one change at a time.
    await lockTable(q, t);
    const rows = await q.query<Record<string, unknown>>(`SELECT ${t.select} FROM ${t.table} WHERE (${match})${d.recompute!.where ? ` AND (${d.recompute!.where})` : ''} FOR UPDATE`, [id]);
    for (const before of rows) {
      const fresh = await computed(q, d, before);
      if (Object.entries(fresh).every(([k, v]) => before[k] === v)) continue;
      const after = await updateRow(q, t, before[t.idField] as number, fresh);
      await insertAudit(q, { username, resource: d.name, recordId: before[t.idField], action: 'update', before, after });
      count++;
    }
  }
  return count;
}

/**
 * A write the database refused because a reference names no row (a known person that does not
 * exist, where no declared resource could be asked first): a field error on the field concerned,
 * found by PostgreSQL's name of the constraint (`<table>_<column>_fkey`) or its detail
 * (`Key (column)=(…)`); null for any other failure, or one that names no field of the declaration.
 */
export function missingReference(d: Declaration, error: unknown) {
  const e = error as { code?: string; constraint?: string; detail?: string };
  if (e?.code !== MISSING_REFERENCE) return null;
  const column = e.detail?.match(/\(([a-z_][a-z0-9_]*)\)=/)?.[1];
  const field = Object.entries(d.fields).find(
    ([name, f]) => !f.sql && (e.constraint === `${d.table}_${columnOf(name, f)}_fkey` || column === columnOf(name, f)),
  )?.[0];
  return field ? new AppError(400, 'VALIDATION_ERROR', undefined, { [field]: dutch(V.unknownChoice) }) : null;
}

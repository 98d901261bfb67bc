import { dutchDay } from '../../domain/dates';
import { mayWrite } from '../../domain/declare/access';
import type { Declaration } from '../../domain/declare/declaration';
import { declarationNamed, declared } from '../../domain/declare/registry';
import type { ErrorCode } from '../../domain/errors';
import { V, withValues } from '../../domain/validation';
import type { Queryable } from '../db';
import { AppError, fieldError } from '../errors';
import { dutch } from '../i18n';
import { otherRowExists, type TableMap } from '../repositories/declared';
import type { CodeCheck } from '../services/codes';
import { externalTables } from './external';
import type { ChangeArgs, ReferenceRule } from './part';
import { partOf } from './resources';
import { columnOf, idColumnOf, ident, tableOf } from './table';

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
      const within = rule.within ? [[`${t.column(rule.within)} = ?`, record[rule.within]] as [string, unknown]] : [];
      const clash = await otherRowExists(q, t, [[`lower(${t.column(rule.field)}::text) = lower(?::text)`, value], ...within], id);
      if (clash) throw refuse(rule.code ?? 'VALUE_NOT_UNIQUE', rule.field);
    } else if (rule.kind === 'noOverlap') {
      const start = record[rule.start];
      const end = record[rule.end];
      if (start == null || end == null) continue;
      const clash = await otherRowExists(q, t, [[`${t.column(rule.start)} <= ?::date AND ${t.column(rule.end)} >= ?::date`, end, start]], id);
      if (clash) throw refuse('RECORD_OVERLAP', rule.start);
    } else if (rule.kind === 'atMostOne') {
      if (record[rule.field] !== true) continue;
      if (await otherRowExists(q, t, [[`${t.column(rule.field)} = true`]], id)) throw refuse('ONLY_ONE_ACTIVE', rule.field);
    } else if (rule.kind === 'withinParent') {
      const parent = declarationNamed(d.belongsTo!.resource)!;
      const [days] = await q.query<{ start: string; end: string }>(
        `SELECT ${ident(columnOf(parent, rule.start))}::text AS start, ${ident(columnOf(parent, rule.end))}::text AS end FROM ${ident(tableOf(parent))} WHERE ${ident(idColumnOf(parent))} = $1`,
        [record[d.belongsTo!.field]],
      );
      const day = record[rule.field] as string | null;
      if (days && day && (day < days.start || day > days.end)) {
        // The key with its days (dd/MM/yyyy in both languages), so the caller reads it in their language.
        throw fieldError(rule.field, withValues(V.withinParent, { start: dutchDay(days.start), end: dutchDay(days.end) }));
      }
    }
  }
  if (id != null) await checkChildrenWithin(q, d, { ...record, id });
}

/** A parent's days may not leave a child outside them (a course's new dates, and its items): refused on the parent's start. */
export async function checkChildrenWithin(q: Queryable, d: Declaration, record: Record<string, unknown>) {
  for (const child of declared().filter((x) => x.belongsTo?.resource === d.name)) {
    for (const rule of child.rules ?? []) {
      if (rule.kind !== 'withinParent' || record[rule.start] == null || record[rule.end] == null) continue;
      const day = ident(columnOf(child, rule.field));
      const [outside] = await q.query(
        `SELECT 1 FROM ${ident(tableOf(child))} WHERE ${ident(columnOf(child, child.belongsTo!.field))} = $1 AND (${day} < $2::date OR ${day} > $3::date) LIMIT 1`,
        [record.id, record[rule.start], record[rule.end]],
      );
      if (outside) throw fieldError(rule.start, V.childrenOutside);
    }
  }
}

/**
 * Per-field write access (`writers`): a role may not change a field it does not write. The values
 * given are compared with the stored ones, so a form that sends a field unchanged is not refused.
 */
export function checkWriters(d: Declaration, given: Record<string, unknown>, before: Record<string, unknown> | null, roles: readonly string[]) {
  // A new record's field is changed by any value; a stored one's by another value than it has.
  const empty = (value: unknown) => value == null || value === '' || (Array.isArray(value) && value.length === 0);
  const changes = (name: string, value: unknown) => (before ? JSON.stringify(value ?? null) !== JSON.stringify(before[name] ?? null) : !empty(value));
  const refused = Object.entries(given).filter(([name, value]) => !mayWrite(d, name, roles) && changes(name, value));
  if (refused.length) throw new AppError(403, 'FORBIDDEN', undefined, Object.fromEntries(refused.map(([name]) => [name, dutch(V.notWritable)])));
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
    const other = declarationNamed(f.resource)!;
    const sameParent = d.belongsTo && other.belongsTo?.resource === d.belongsTo.resource;
    const parentColumn = sameParent ? ident(columnOf(other, other.belongsTo!.field)) : null;
    const [row] = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${ident(tableOf(other))} WHERE ${ident(idColumnOf(other))} = ANY($1::int[])${parentColumn ? ` AND ${parentColumn} = $2` : ''}`,
      parentColumn ? [ids, record[d.belongsTo!.field]] : [ids],
    );
    if (row!.n !== ids.length) throw new AppError(400, 'VALIDATION_ERROR', undefined, { [name]: dutch(V.select) });
  }
}

/**
 * The access rules of the resource's reference fields (its server part's `references`): every id the
 * record names must be one the caller may name there. A refusal is a field error that names no one.
 */
export async function checkReferenceAccess({ q, d, caller, record, before }: ChangeArgs) {
  for (const [name, rule] of Object.entries(partOf(d).references ?? {}) as [string, ReferenceRule][]) {
    const ids = ([] as unknown[]).concat(record[name] ?? []);
    const stored = ([] as unknown[]).concat(before?.[name] ?? []);
    const owner = d.ownership ? record[d.ownership.field] : null;
    for (const id of ids) {
      if (await rule.access({ q, caller, id, record, owner, kept: stored.includes(id) })) continue;
      throw new AppError(400, 'VALIDATION_ERROR', undefined, { [name]: dutch(rule.refusal ?? V.select) });
    }
  }
}

/** A record that goes takes its id out of the `references` fields that name it (an item's speakers). */
export async function dropReferencesTo(q: Queryable, d: Declaration, id: number) {
  for (const other of declared()) {
    for (const [name, f] of Object.entries(other.fields)) {
      if (f.kind !== 'references' || f.resource !== d.name) continue;
      const c = ident(columnOf(other, name));
      await q.query(`UPDATE ${ident(tableOf(other))} SET ${c} = array_remove(${c}, $1) WHERE ${c} @> ARRAY[$1::int]`, [id]);
    }
  }
}

/** The codelist checks of the values being written: every code (and every code of a list) an active item. */
export function codeChecks(d: Declaration, values: Record<string, unknown>, before?: Record<string, unknown> | null): CodeCheck[] {
  return Object.entries(d.fields).flatMap(([name, f]): CodeCheck[] => {
    if (!(name in values)) return [];
    if (f.kind === 'code') return [{ field: name, list: f.codelist, value: values[name] as string | null, kept: before?.[name] as string | null }];
    if (f.kind !== 'codes') return [];
    const kept = (before?.[name] as string[] | undefined) ?? [];
    return ((values[name] as string[] | null) ?? []).map((value) => ({ field: name, list: f.codelist, value, kept: kept.includes(value) ? value : null }));
  });
}

/**
 * A write the database refused because a reference names no row (a known person that does not
 * exist): a field error on the field concerned, found by PostgreSQL's name of the constraint
 * (`<table>_<column>_fkey`) or its detail (`Key (column)=(…)`); null for any other failure.
 */
export function missingReference(d: Declaration, error: unknown) {
  const e = error as { code?: string; constraint?: string; detail?: string };
  if (e?.code !== MISSING_REFERENCE) return null;
  const column = e.detail?.match(/\(([a-z_][a-z0-9_]*)\)=/)?.[1];
  const field = Object.entries(d.fields).find(
    ([name, f]) => !f.from && (e.constraint === `${tableOf(d)}_${columnOf(d, name)}_fkey` || column === columnOf(d, name)),
  )?.[0];
  return field ? new AppError(400, 'VALIDATION_ERROR', undefined, { [field]: dutch(V.unknownChoice) }) : null;
}

/** The table and id column a `reference` field points at: a declared resource's or one of the product's own. */
export function referencedTable(resource: string) {
  const external = externalTables[resource];
  if (external) return { table: external.table, id: external.id };
  const other = declarationNamed(resource);
  return other ? { table: tableOf(other), id: idColumnOf(other) } : null;
}

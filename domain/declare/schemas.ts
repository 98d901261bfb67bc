import { z } from 'zod';
import { placeholdersIn } from '../mailTemplates';
import { page } from '../schemas/common';
import { fieldLabel } from '../texts/registry';
import { V, withValues } from '../validation';
import type { Declaration } from './declaration';
import { type Field, isServerFilled } from './fields';
import { kinds } from './kinds';

/** The schema of one field as a form sends it; an empty input is "no value" unless the field is required. */
export function inputSchema(f: Field): z.ZodType {
  const spec = kinds[f.kind] as { input(f: Field): z.ZodType; empty: unknown };
  const base = spec.input(f);
  if (f.required || spec.empty !== null) return base;
  return z.preprocess((v) => (v === '' || v === undefined ? null : v), base.nullable());
}

/** The schema of one field as the server answers it (the response schemas of /api/docs). */
export function outputSchema(f: Field): z.ZodType {
  const spec = kinds[f.kind] as { output(f: Field): z.ZodType; empty: unknown };
  const base = spec.output(f);
  const always = f.required || spec.empty !== null || (f.from && ('sum' in f.from || 'count' in f.from));
  return always ? base : base.nullable();
}

/** The fields a form may send: everything the server does not fill. */
export const writableFields = (d: Declaration) => Object.entries(d.fields).filter(([, f]) => !isServerFilled(f));

const filled = (v: unknown) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0);

/**
 * The fields a record keeps empty because the field they depend on has another value (`onlyWhen`):
 * a service's disciplines once it is no SPECIALIST service. Field -> its empty value.
 */
export function unkept(d: Declaration, record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(d.fields).flatMap(([name, f]) =>
      f.onlyWhen && !f.onlyWhen.values.includes(record[f.onlyWhen.field] as string) && filled(record[name])
        ? [[name, f.kind === 'codes' || f.kind === 'choices' || f.kind === 'references' ? [] : null]]
        : [],
    ),
  );
}

/** Whether a field is asked for in a record as it stands (`onlyWhen`). */
export const isAsked = (d: Declaration, field: string, record: Readonly<Record<string, unknown>>) => {
  const when = d.fields[field]?.onlyWhen;
  return !when || when.values.includes(record[when.field] as string);
};

/** The French texts with {{placeholders}} and their Dutch fields: [dutch, french]. */
const placeholderPairs = (d: Declaration) =>
  Object.entries(d.fields).flatMap(([name, f]) => (f.kind === 'text' && f.frenchOf && f.placeholders ? [[f.frenchOf, name] as const] : []));

/**
 * A Dutch text and its French one use the same {{placeholders}}: one the other lacks is named
 * under the field that lacks it. A change that gives only one of the two is checked whole by the server.
 */
function samePlaceholders(value: any, ctx: z.RefinementCtx, pairs: readonly (readonly [string, string])[]) {
  for (const [dutch, french] of pairs) {
    if (typeof value?.[dutch] !== 'string' || typeof value?.[french] !== 'string') continue;
    const [nl, fr] = [placeholdersIn(value[dutch]), placeholdersIn(value[french])];
    const named = (names: string[]) => ({ params: names.map((p) => `{{${p}}}`).join(', ') });
    const onlyNl = nl.filter((p) => !fr.includes(p));
    const onlyFr = fr.filter((p) => !nl.includes(p));
    if (onlyNl.length) ctx.addIssue({ code: 'custom', path: [french], message: withValues(V.placeholdersOnlyInDutch, named(onlyNl)) });
    if (onlyFr.length) ctx.addIssue({ code: 'custom', path: [dutch], message: withValues(V.placeholdersOnlyInFrench, named(onlyFr)) });
  }
}

/** The record-level rules of the schema: `order` and `oneOf` rules, and the same placeholders in both languages. */
function withRecordRules<T extends z.ZodType>(d: Declaration, schema: T) {
  const orders = (d.rules ?? []).flatMap((r) => (r.kind === 'order' ? [r] : []));
  const oneOfs = (d.rules ?? []).flatMap((r) => (r.kind === 'oneOf' ? [r] : []));
  const pairs = placeholderPairs(d);
  if (orders.length === 0 && oneOfs.length === 0 && pairs.length === 0) return schema;
  return schema.superRefine((value: any, ctx) => {
    samePlaceholders(value, ctx, pairs);
    for (const { fields } of oneOfs) {
      // A change that names none of them leaves them as stored (the server checks the whole record).
      if (fields.some((f) => filled(value?.[f])) || !fields.some((f) => value && f in value)) continue;
      // The fields by name as well, so that the server words them in the caller's language (server/i18n.ts).
      const message = withValues(V.oneOf, {
        fields: fields.map((f) => fieldLabel(d.name, f).toLowerCase()).join(', '),
        resource: d.name,
        names: fields.join(','),
      });
      for (const f of fields) ctx.addIssue({ code: 'custom', path: [f], message });
    }
    for (const { start, end } of orders) {
      // A day may end on the day it starts; a time must come after its start (an item of 0 minutes is none).
      const times = d.fields[end]?.kind === 'time';
      if (value?.[start] != null && value?.[end] != null && (times ? value[start] >= value[end] : value[start] > value[end])) {
        ctx.addIssue({ code: 'custom', path: [end], message: times ? V.timeOrder : V.dateOrder });
      }
    }
  });
}

/**
 * The schemas of a declared resource: `create` for a new record, `update` for a change (the same
 * fields, each optional: a change is merged over the stored record and checked whole with `create`),
 * `record` for what the server answers, and `page` for a list. The browser validates with the same.
 */
export function schemasOf(d: Declaration) {
  const input = z.object(Object.fromEntries(writableFields(d).map(([name, f]) => [name, inputSchema(f)])));
  // A record is typed as a plain row: its fields are the declaration's, known at run time only.
  const record = z.object({
    id: z.number().int(),
    ...Object.fromEntries(Object.entries(d.fields).map(([name, f]) => [name, outputSchema(f)])),
  }) as unknown as z.ZodType<Record<string, unknown>>;
  return {
    create: withRecordRules(d, input),
    update: withRecordRules(d, input.partial()),
    record,
    page: page(record),
  };
}

/** The schema of the fields a record action or a transition asks for, each required (a copy's new dates). */
export const askedSchema = (d: Declaration, fields: readonly string[]) =>
  z.object(Object.fromEntries(fields.map((name) => [name, inputSchema({ ...d.fields[name]!, required: true } as Field)])));

/**
 * The create schema of a child with its `withinParent` rules checked against its parent's days, as
 * the browser's form knows the parent; `say` words the refusal with the parent's days.
 */
export function withinParentSchema(d: Declaration, parent: Record<string, unknown> | undefined, say: (start: string, end: string) => string) {
  const rules = (d.rules ?? []).flatMap((r) => (r.kind === 'withinParent' ? [r] : []));
  const schema = schemasOf(d).create;
  if (!parent || rules.length === 0) return schema;
  return schema.superRefine((value: any, ctx) => {
    for (const r of rules) {
      const [day, start, end] = [value?.[r.field], parent[r.start], parent[r.end]] as (string | null | undefined)[];
      if (day && start && end && (day < start || day > end)) ctx.addIssue({ code: 'custom', path: [r.field], message: say(start, end) });
    }
  });
}

/** The files a record is created with (`withCreate`): each field and the multipart part that carries it. */
export const filesOnCreate = (d: Declaration) =>
  Object.entries(d.fields).flatMap(([slot, f]) => (f.kind === 'file' && f.withCreate ? [{ slot, part: f.withCreate.part ?? slot }] : []));

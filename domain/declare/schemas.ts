import { z } from 'zod';
import { dbId, page } from '../schemas/common';
import { parseDutchNumber, V } from '../validation';
import type { Declaration, Field, Fields } from './types';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A time of day as HH:mm, 00:00 to 23:59. */
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A day of the calendar as yyyy-mm-dd, from 0001-01-01 (PostgreSQL has no year 0) to 9999-12-31. */
export const isRealDate = (v: string) =>
  ISO_DATE.test(v) && !v.startsWith('0000') && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** A number typed as the UI shows it ('20,65') or sent as a number; decimals beyond `decimals` are refused. */
function numberInput(f: Extract<Field, { kind: 'number' }>) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : (parseDutchNumber(v) ?? Number.NaN)) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? V.required : V.number) })
      .refine((n) => Number.isFinite(n), { error: V.number })
      .refine((n) => Number.isInteger(n * 10 ** f.decimals) || Math.abs(n * 10 ** f.decimals - Math.round(n * 10 ** f.decimals)) < 1e-9, {
        error: f.decimals === 0 ? V.integer : V.number,
      })
      .min(f.min, { error: V.tooLow })
      .max(f.max, { error: V.tooHigh }),
  );
}

/** The schema of one field as a form sends it. */
export function inputSchema(f: Field): z.ZodType {
  let base: z.ZodType;
  switch (f.kind) {
    case 'text':
      base = z
        .string({ error: V.required })
        .trim()
        .max(f.max, { error: V.maxLength })
        .min(f.required ? Math.max(1, f.min ?? 1) : 0, { error: f.min ? V.length : V.required });
      break;
    case 'number':
      base = numberInput(f);
      break;
    case 'date':
      base = z.string({ error: V.required }).refine(isRealDate, { error: V.date });
      break;
    case 'datetime':
      base = z.iso.datetime({ offset: true, error: V.date });
      break;
    case 'time':
      base = z.string({ error: V.required }).regex(TIME, { error: V.time });
      break;
    case 'flag':
      return z.preprocess((v) => (v === 1 || v === '1' ? true : v === 0 || v === '0' || v == null ? false : v), z.boolean({ error: V.pattern }));
    case 'code':
      base = z.string({ error: V.required }).trim().min(1, { error: V.required }).max(50, { error: V.maxLength });
      break;
    case 'choice':
      base = z.enum(f.options as [string, ...string[]], { error: V.select });
      break;
    case 'codes':
      return z.preprocess((v) => (v == null || v === '' ? [] : v), z.array(z.string().trim().min(1).max(50), { error: V.select }).max(100, { error: V.tooHigh }));
    case 'references':
      return z.preprocess((v) => (v == null || v === '' ? [] : v), z.array(dbId(V.select), { error: V.select }).max(100, { error: V.tooHigh }));
    case 'reference':
    case 'file':
      base = dbId(f.kind === 'reference' ? V.select : undefined);
      break;
  }
  if (f.required) return base;
  // An empty input is "no value": stored as null.
  return z.preprocess((v) => (v === '' || v === undefined ? null : v), base.nullable());
}

/** The schema of one field as the server returns it (for the response schemas of /api/docs). */
export function outputSchema(f: Field): z.ZodType {
  if (f.kind === 'codes') return z.array(z.string());
  if (f.kind === 'references') return z.array(z.number());
  const base = f.kind === 'number' || f.kind === 'reference' || f.kind === 'file' ? z.number() : f.kind === 'flag' ? z.boolean() : z.string();
  return f.required || f.kind === 'flag' ? base : base.nullable();
}

/** The fields a form may send: everything that is not filled by the server. */
export const writableFields = (d: Declaration) => Object.entries(d.fields).filter(([, f]) => !f.readOnly);

function withOrderRules<T extends z.ZodType>(d: Declaration, schema: T) {
  const orders = (d.rules ?? []).flatMap((r) => (r.kind === 'order' ? [r] : []));
  if (orders.length === 0) return schema;
  return schema.superRefine((value: any, ctx) => {
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
 * The three schemas of a declared resource: `create` for a new record, `update` for a change (the
 * same fields, merged over the stored record, so it is the full record that is checked), and
 * `record` for what the server returns. The browser validates with the same ones.
 */
export function schemasOf(d: Declaration) {
  const input = z.object(Object.fromEntries(writableFields(d).map(([name, f]) => [name, inputSchema(f)])));
  const idField = d.idField ?? 'id';
  const record = z.object({ [idField]: z.number(), ...Object.fromEntries(Object.entries(d.fields).map(([name, f]) => [name, outputSchema(f)])) });
  return {
    create: withOrderRules(d, input),
    update: withOrderRules(d, input.partial()),
    record,
    page: page(record),
  };
}

/** The column of a field. */
export const columnOf = (name: string, f: Field) => f.column ?? name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export type { Fields };

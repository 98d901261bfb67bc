import { z } from 'zod';
import { optionalString, parseDutchNumber, V } from '../validation';
import { dateText, PAGE_SIZES, page, pageQuery } from './common';

/** A query-string switch: `1`/`true` on, `0`/`false` or absent off. */
const flag = z
  .enum(['0', '1', 'true', 'false'], { error: V.pattern })
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** Points as the query writes them: decimal notation only (so `1e3` or ` 7` are refused, not read). */
const POINTS = /^-?\d{1,4}(\.\d{1,2})?$/;
const points = z
  .string()
  .regex(POINTS, { error: V.number })
  .optional()
  .transform((v) => (v === undefined ? undefined : Number(v)));

/** The control list's filters (SPEC §2 /bijscholing/controle): shared by the list and its Excel export. */
export const controlFilters = {
  docontrol: flag,
  min: points,
  max: points,
  username: optionalString(30),
};
export const controlQuery = z.object({ ...pageQuery(PAGE_SIZES.control), ...controlFilters });

/**
 * Points as a person types them (SPEC §5: a decimal comma, "20,65"), to the query's notation; within
 * the query's own bounds, so what the browser lets through the server takes.
 */
const typedPoints = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const value = text === '' ? '' : String(parseDutchNumber(text));
    if (value !== '' && !POINTS.test(value)) ctx.addIssue({ code: 'custom', message: V.number });
    return value;
  });

/** The control list's fields as the screen holds them, checked before the list is asked: `abc` never leaves the browser. */
export const controlFilterFields = z.object({ min: typedPoints, max: typedPoints, username: z.string().trim().max(30, { error: V.maxLength }) });
export const controlExportQuery = z.object(controlFilters);
export type ControlFilters = { docontrol?: boolean; min?: number; max?: number; username?: string | null };

/** A member's line of the control list: the period's totals by domain/rules/cpd periodTotals. */
export const controlLineSchema = z.object({
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  total: z.number(),
  theory: z.number(),
  required: z.number(),
  short: z.number(),
  exempt: z.boolean(),
});
export type ControlLine = z.output<typeof controlLineSchema>;
export const controlPageSchema = page(controlLineSchema);

/** One points record as the secretariat's drill-down shows it. */
const controlRowSchema = z.object({
  id: z.number(),
  type: z.string(),
  state: z.string(),
  title: z.string().nullable(),
  begindatum: dateText,
  einddatum: dateText.nullable(),
  hours: z.number().nullable(),
  page: z.number().nullable(),
  cpunten: z.number(),
  tcpunten: z.number(),
  epunten: z.number().nullable(),
  tpunten: z.number().nullable(),
});

export type ControlRow = z.output<typeof controlRowSchema>;

/** GET /bijscholing/periodes/{id}/controle/arts: one member's rows of the period and their totals. */
export const controlMemberSchema = z.object({
  line: controlLineSchema,
  items: z.array(controlRowSchema),
  totals: z.record(z.string(), z.number()),
});
export const controlMemberQuery = z.object({ username: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(30, { error: V.maxLength }) });

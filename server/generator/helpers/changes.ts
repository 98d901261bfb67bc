import type { ErrorCode } from '../../../domain/errors';
import { unknownParams } from '../../../domain/mailTemplates';
import { V, withValues } from '../../../domain/validation';
import { AppError, fieldError } from '../../errors';
import { dutch } from '../../i18n';
import type { BeforeChange, Row } from '../part';

/** An upload into `field` sets these values with it (a new evaluation test is NEW again). */
export const onUpload =
  (field: string, values: Row): BeforeChange =>
  ({ operation, field: slot }) =>
    operation === 'upload' && slot === field ? values : undefined;

/** An upload into `field`, or its removal, is refused (409 `code`) once `state` is one of `final`: what was decided on the file stands. */
export const uploadClosed =
  (field: string, state: string, final: readonly string[], code: ErrorCode): BeforeChange =>
  ({ operation, field: slot, before }) => {
    if ((operation === 'upload' || operation === 'removeFile') && slot === field && final.includes(String(before?.[state]))) throw new AppError(409, code);
    return undefined;
  };

/** Who changed the record last and when, on every change. */
export const stamped =
  (at: string, by?: string): BeforeChange =>
  ({ operation, caller }) =>
    operation === 'update' || operation === 'create' ? { [at]: new Date().toISOString(), ...(by ? { [by]: caller.username } : {}) } : undefined;

/** HTML made safe before it is stored (DESIGN §6); what is left empty is refused as a missing value. */
export const sanitized =
  (field: string, clean: (html: string) => string): BeforeChange =>
  ({ operation, record }) => {
    if (operation !== 'create' && operation !== 'update') return undefined;
    const html = clean(String(record[field] ?? ''));
    if (!html) throw fieldError(field, V.required);
    return { [field]: html };
  };

/**
 * Texts with {{placeholders}} may use only the names the record offers (`allowed`, a `choices`
 * field): the others are refused per field with the unknown ones named, worded in the caller's
 * language from their message key.
 */
export const knownPlaceholders =
  (fields: readonly string[], allowed: string): BeforeChange =>
  ({ operation, record }) => {
    if (operation !== 'create' && operation !== 'update') return undefined;
    const offered = (record[allowed] as string[] | null) ?? [];
    const keys: Record<string, string> = {};
    for (const field of fields) {
      const unknown = unknownParams(String(record[field] ?? ''), offered);
      if (unknown.length) keys[field] = withValues(V.unknownParams, { params: unknown.map((p) => `{{${p}}}`).join(', ') });
    }
    if (Object.keys(keys).length === 0) return undefined;
    const fieldTexts = Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, dutch(key)]));
    throw new AppError(400, 'UNKNOWN_MAIL_PARAMETER', undefined, fieldTexts, { fields: keys });
  };

/** A new record goes last in its list (`within` the same parent): the next `field` number. */
export const placedLast =
  (field: string, within: string): BeforeChange =>
  async ({ operation, q, t, record }) => {
    if (operation !== 'create') return undefined;
    const [row] = await q.query<{ n: number }>(`SELECT coalesce(max(${t.column(field)}), 0) + 1 AS n FROM ${t.table} WHERE ${t.column(within)} = $1`, [
      record[within],
    ]);
    return { [field]: row!.n };
  };

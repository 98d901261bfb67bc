import type { Declaration } from '../../domain/declare/types';
import type { ErrorCode } from '../../domain/errors';
import type { Queryable } from '../db';
import { AppError } from '../errors';
import { dutch } from '../i18n';
import { otherRowExists, type TableMap } from '../repositories/declared';

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

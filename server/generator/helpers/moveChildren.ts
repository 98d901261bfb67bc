import type { Declaration } from '../../../domain/declare/declaration';
import { childrenOf } from '../../../domain/declare/registry';
import { addDays, daysBetween } from '../../../domain/rules/courses';
import type { Queryable } from '../../db';
import { findRows, insertAudit, updateRow } from '../../repositories/declared';
import type { Row } from '../part';
import { tableMap } from '../table';

/** The date fields of a record that make its period (a course's start and end). */
export interface Period {
  start: string;
  end: string;
}

/**
 * How many days a change moves a record's period as a whole: its start and end both that many days
 * later (or earlier), its length kept. Any other change (a longer or shorter period, one end moved)
 * is no move: 0.
 */
export function daysMoved(period: Period, before: Row, record: Row) {
  const [from, to, fromEnd, toEnd] = [before[period.start], record[period.start], before[period.end], record[period.end]];
  if (typeof from !== 'string' || typeof to !== 'string' || typeof fromEnd !== 'string' || typeof toEnd !== 'string') return 0;
  const days = daysBetween(from, to);
  return days !== 0 && daysBetween(fromEnd, toEnd) === days ? days : 0;
}

/**
 * Moves the date fields of the records that belong to a record (a course's items) by `days`, as a
 * copy does, each change with its audit row. The rows are locked by their update; a new child waits
 * for the parent's row, so it is checked against the moved dates.
 */
export async function moveChildren(q: Queryable, username: string, d: Declaration, id: number, days: number) {
  for (const child of childrenOf(d)) {
    const dates = Object.entries(child.fields).flatMap(([name, f]) => (f.kind === 'date' && !f.from ? [name] : []));
    if (dates.length === 0) continue;
    const t = tableMap(child);
    for (const before of await findRows(q, t, [[`${t.column(child.belongsTo!.field)} = ?`, id]], true)) {
      const moved = Object.fromEntries(dates.flatMap((name) => (typeof before[name] === 'string' ? [[name, addDays(before[name] as string, days)]] : [])));
      if (Object.keys(moved).length === 0) continue;
      const after = await updateRow(q, t, before.id as number, moved);
      await insertAudit(q, { username, resource: child.name, recordId: before.id, action: 'update', before, after });
    }
  }
}

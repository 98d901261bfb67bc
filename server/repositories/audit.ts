import type { z } from 'zod';
import type { historyEntrySchema } from '../../domain/schemas/responses/history';
import type { Queryable } from '../db';

export type HistoryRow = z.output<typeof historyEntrySchema>;

/**
 * What happened to one row, oldest first, one page of it: its creation, its uploads and every named
 * action on it, also by the other resources over the same table (a course's evaluation decisions).
 */
export async function stateHistory(
  q: Queryable,
  resources: string[],
  recordId: number,
  stateField: string,
  actions: string[],
  paging: { limit: number; offset: number },
  /** Per action, the fields its decision sets (a course's assessor), shown with it. */
  sets: Record<string, readonly string[]> = {},
) {
  const rows = await q.query<Omit<HistoryRow, 'values'> & { total: number; after: Record<string, unknown> | null }>(
    `SELECT a.id, to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, a.username,
            nullif(concat_ws(' ', u.firstname, u.lastname), '') AS name, a.resource, a.action,
            a.after ->> $3 AS state, a.after ->> 'comment' AS comment, a.after, count(*) OVER ()::int AS total
       FROM audit_log a LEFT JOIN users u ON u.username = a.username
      WHERE a.resource = ANY($1::text[]) AND a.record_id = $2 AND a.action = ANY($4::text[])
      ORDER BY a.at, a.id
      LIMIT $5 OFFSET $6`,
    [resources, String(recordId), stateField, actions, paging.limit, paging.offset],
  );
  const size = rows[0]?.total ?? (paging.offset > 0 ? await countHistory(q, resources, recordId, actions) : 0);
  const items = rows.map(({ total: _, after, ...row }) => ({
    ...row,
    values: Object.fromEntries((sets[row.action] ?? []).flatMap((f) => (after?.[f] == null ? [] : [[f, String(after[f])]]))),
  }));
  return { items, size };
}

/** How many steps a history has (for a page past its end, which has no row to carry the count). */
const countHistory = async (q: Queryable, resources: string[], recordId: number, actions: string[]) =>
  (
    await q.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE resource = ANY($1::text[]) AND record_id = $2 AND action = ANY($3::text[])', [
      resources,
      String(recordId),
      actions,
    ])
  )[0]!.n;

/** An audit row whole: what the record was before and after (the requests of a record are read from these). */
export interface AuditRow {
  id: number;
  at: string;
  username: string;
  resource: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Every audit row of one record of these resources, oldest first. */
export const recordAudit = (q: Queryable, resources: string[], recordId: number) =>
  q.query<AuditRow>(
    `SELECT id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, username, resource, action, before, after
       FROM audit_log
      WHERE resource = ANY($1::text[]) AND record_id = $2
      ORDER BY at, id`,
    [resources, String(recordId)],
  );

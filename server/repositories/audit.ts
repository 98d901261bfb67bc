import type { z } from 'zod';
import type { historyEntrySchema } from '../../domain/schemas/responses/history';
import type { Queryable } from '../db';

export type HistoryRow = z.output<typeof historyEntrySchema>;

/**
 * What happened to one row, oldest first, one page of it: its creation, its uploads and every named
 * action on it, also by the other resources over the same table (a course's evaluation decisions).
 */
export async function stateHistory(q: Queryable, resources: string[], recordId: number, stateField: string, actions: string[], paging: { limit: number; offset: number }) {
  const rows = await q.query<HistoryRow & { total: number }>(
    `SELECT id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, username, resource, action,
            after ->> $3 AS state, after ->> 'comment' AS comment, count(*) OVER ()::int AS total
       FROM audit_log
      WHERE resource = ANY($1::text[]) AND record_id = $2 AND action = ANY($4::text[])
      ORDER BY at, id
      LIMIT $5 OFFSET $6`,
    [resources, String(recordId), stateField, actions, paging.limit, paging.offset],
  );
  const size = rows[0]?.total ?? (paging.offset > 0 ? await countHistory(q, resources, recordId, actions) : 0);
  return { items: rows.map(({ total: _, ...row }) => row), size };
}

/** How many steps a history has (for a page past its end, which has no row to carry the count). */
const countHistory = async (q: Queryable, resources: string[], recordId: number, actions: string[]) =>
  (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE resource = ANY($1::text[]) AND record_id = $2 AND action = ANY($3::text[])', [resources, String(recordId), actions]))[0]!.n;

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

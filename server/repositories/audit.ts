import type { Queryable } from '../db';

/** The state changes of one record, oldest first: its creation and every named action on it. */
export const stateHistory = (q: Queryable, resource: string, recordId: number, stateField: string, actions: string[]) =>
  q.query<{ id: number; at: string; username: string; action: string; state: string | null; comment: string | null }>(
    `SELECT id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, username, action,
            after ->> $3 AS state, after ->> 'comment' AS comment
       FROM audit_log
      WHERE resource = $1 AND record_id = $2 AND action = ANY($4::text[])
      ORDER BY at, id`,
    [resource, String(recordId), stateField, actions],
  );

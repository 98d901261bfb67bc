import { TIME_ZONE } from '../../domain/dates';
import type { AuditFilters } from '../../domain/schemas/audit';
import type { Queryable } from '../db';
import { page } from './paging';

export interface AuditTrailRow {
  id: number;
  at: Date;
  username: string;
  name: string | null;
  resource: string;
  recordId: string;
  action: string;
  before: unknown;
  after: unknown;
  /** For a row about a person's account or data: whether a member has that ordenummer (an erased one's pseudonym has none). */
  member?: boolean | null;
}

/** The filters as SQL on `audit_log a`, numbered from `first`; the Brussels days bound `at`. */
function where(f: AuditFilters, first = 1) {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replaceAll('?', `$${first + params.length - 1}`));
  };
  if (f.wie)
    add(
      `a.username ILIKE '%' || ? || '%'`,
      f.wie.replace(/[\\%_]/g, (c) => `\\${c}`),
    );
  if (f.soort) add("a.resource = ANY (string_to_array(?, ','))", f.soort);
  if (f.record) add('a.record_id = ?', f.record);
  if (f.handeling) add("a.action = ANY (string_to_array(?, ','))", f.handeling);
  if (f.van) add(`a.at >= (?::date)::timestamp AT TIME ZONE '${TIME_ZONE}'`, f.van);
  if (f.tot) add(`a.at < ((?::date + 1)::timestamp AT TIME ZONE '${TIME_ZONE}')`, f.tot);
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

const COLUMNS = `a.id, a.at, a.username, nullif(concat_ws(' ', u.firstname, u.lastname), '') AS name,
  a.resource, a.record_id AS "recordId", a.action, a.before, a.after,
  CASE WHEN a.resource IN ('dierenartsen', 'gebruikers', 'agenda', 'cursusagenda') THEN EXISTS (SELECT 1 FROM persons p WHERE p.ordenummer = a.record_id) END AS member`;

/**
 * One page of the trail, newest first, and how many rows the filters keep: counted up to a bound
 * (./paging.ts), so a trail of millions answers a page as fast as a short one.
 */
export const auditPage = (q: Queryable, f: AuditFilters, limit: number, offset: number) => {
  const w = where(f);
  return page<AuditTrailRow>(q, {
    limit,
    offset,
    columns: COLUMNS,
    from: `audit_log a LEFT JOIN users u ON u.username = a.username ${w.sql}`,
    countFrom: `audit_log a ${w.sql}`,
    orderBy: 'a.at DESC, a.id DESC',
    params: w.params,
  });
};

/** The trail in the list's order, in batches of `size` read by keyset: the export holds one batch at a time. */
export async function* auditBatches(q: Queryable, f: AuditFilters, size = 1000) {
  const w = where(f);
  let below: AuditTrailRow | undefined;
  for (;;) {
    const n = w.params.length;
    const keyset = below ? `${w.sql ? `${w.sql} AND` : 'WHERE'} (a.at, a.id) < ($${n + 2}::timestamptz, $${n + 3}::bigint)` : w.sql;
    const rows = await q.query<AuditTrailRow>(
      `SELECT ${COLUMNS} FROM audit_log a LEFT JOIN users u ON u.username = a.username ${keyset} ORDER BY a.at DESC, a.id DESC LIMIT $${n + 1}`,
      [...w.params, size, ...(below ? [below.at, below.id] : [])],
    );
    if (rows.length === 0) return;
    below = rows[rows.length - 1];
    yield rows;
    if (rows.length < size) return;
  }
}

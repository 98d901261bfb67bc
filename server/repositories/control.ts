import type { ControlFilters, ControlLine, ControlRow } from '../../domain/schemas/control';
import type { Queryable } from '../db';

/**
 * The control list (SPEC §2 /bijscholing/controle): per member of the Order (a person with an
 * ordenummer) the period's totals. The sums are made by the database, one index range of
 * bijscholing_punten (periode_id, username, state) per member, by the rule of domain/rules/cpd
 * periodTotals (APPROVED rows only; a row's effective points, else its calculated ones; the other
 * forms as whole points per 30 pages, capped at 60 % of the required points); tests/api/controle
 * proves the two give the same totals.
 */

export interface Period {
  id: number;
  startDate: string;
  endDate: string;
  requiredPoints: number;
}

export const findPeriod = async (q: Queryable, id: number) =>
  (
    await q.query<Period>(
      'SELECT id, start_date AS "startDate", end_date AS "endDate", required_points AS "requiredPoints" FROM bijscholing_periodes WHERE id = $1',
      [id],
    )
  )[0];

/**
 * One line per member; $1 is the period. `exempt` is false for everyone until exemptions exist:
 * then it becomes, in the lateral `e`, EXISTS (an APPROVED exemption of p.ordenummer for per.id whose
 * end_date - current_date >= 32), the comparison of domain/rules/cpd exemptionActive.
 */
const LINES = `
  SELECT p.ordenummer AS username, p.firstname, p.lastname, p.iddicperson,
         s.direct + least(floor(s.pages / 30.0), round(0.6 * per.required_points, 2)) AS total,
         s.theory, per.required_points AS required, e.exempt
    FROM bijscholing_periodes per
    JOIN persons p ON p.ordenummer IS NOT NULL
   CROSS JOIN LATERAL (
         SELECT coalesce(sum(coalesce(r.epunten, r.cpunten)) FILTER (WHERE r.type IN ('ebpcursussen', 'bpcursussen', 'teachings', 'peerreview')), 0) AS direct,
                coalesce(sum(r.page) FILTER (WHERE r.type = 'others'), 0) AS pages,
                coalesce(sum(coalesce(r.tpunten, r.tcpunten)), 0) AS theory
           FROM bijscholing_punten r
          WHERE r.periode_id = per.id AND r.username = p.ordenummer AND r.state = 'APPROVED') s
   CROSS JOIN LATERAL (SELECT false AS exempt) e
   WHERE per.id = $1`;

/**
 * The same lines with every member's sums at once: one pass over the period's approved rows, grouped
 * and hashed onto the members. A filter on the totals needs them all; one lateral lookup per member
 * (10,000 of them) costs several times more than this one scan.
 */
const ALL_LINES = `
  SELECT p.ordenummer AS username, p.firstname, p.lastname, p.iddicperson,
         coalesce(s.direct, 0) + least(floor(coalesce(s.pages, 0) / 30.0), round(0.6 * per.required_points, 2)) AS total,
         coalesce(s.theory, 0) AS theory, per.required_points AS required, false AS exempt
    FROM bijscholing_periodes per
    JOIN persons p ON p.ordenummer IS NOT NULL
    LEFT JOIN (
         SELECT r.username,
                sum(coalesce(r.epunten, r.cpunten)) FILTER (WHERE r.type IN ('ebpcursussen', 'bpcursussen', 'teachings', 'peerreview')) AS direct,
                sum(r.page) FILTER (WHERE r.type = 'others') AS pages,
                sum(coalesce(r.tpunten, r.tcpunten)) AS theory
           FROM bijscholing_punten r
          WHERE r.periode_id = $1 AND r.state = 'APPROVED'
          GROUP BY r.username) s ON s.username = p.ordenummer
   WHERE per.id = $1`;

// Exact decimals until the end: short as a difference of floats would read 42.879999999999995.
const COLUMNS = 'username, firstname, lastname, total::float8 AS total, theory::float8 AS theory, required::float8 AS required, greatest(0, required - total)::float8 AS short, exempt';
const ORDER = 'lastname, firstname, iddicperson';

/** Whether the filters read the totals (then every member's sums are needed to count). */
const onTotals = (f: ControlFilters) => !!f.docontrol || f.min !== undefined || f.max !== undefined;

function conditions(periodId: number, f: ControlFilters) {
  const params: unknown[] = [periodId];
  const parts: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    parts.push(sql.replace('?', `$${params.length}`));
  };
  // Ordenummers are upper case; a member typed in lower case is found as well.
  if (f.username) {
    params.push(f.username);
    parts.push(`username IN ($${params.length}, upper($${params.length}))`);
  }
  if (f.docontrol) parts.push('total < required AND NOT exempt');
  if (f.min !== undefined) add('total >= ?', f.min);
  if (f.max !== undefined) add('total <= ?', f.max);
  return { where: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

/** One page of the control list, ordered by name, and how many lines match. */
export async function controlPage(q: Queryable, periodId: number, f: ControlFilters, limit: number, offset: number) {
  const { where, params } = conditions(periodId, f);
  const n = params.length;
  if (onTotals(f)) {
    // Every member's sums once, for the page and its count together.
    const rows = await q.query<ControlLine & { n: number }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS n FROM (${ALL_LINES}) l ${where} ORDER BY ${ORDER} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, limit, offset],
    );
    const size = rows[0]?.n ?? (offset > 0 ? (await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${ALL_LINES}) l ${where}`, params))[0]!.n : 0);
    return { items: rows.map(({ n: _n, ...line }) => line as ControlLine), size };
  }
  const items = await q.query<ControlLine>(`SELECT ${COLUMNS} FROM (${LINES}) l ${where} ORDER BY ${ORDER} LIMIT $${n + 1} OFFSET $${n + 2}`, [...params, limit, offset]);
  // Without a filter on the totals the count needs no sums: every member has a line.
  const countSql = `SELECT count(*)::int AS n FROM (SELECT p.ordenummer AS username FROM persons p WHERE p.ordenummer IS NOT NULL AND $1::int IS NOT NULL) l ${where}`;
  const [count] = await q.query<{ n: number }>(countSql, params);
  return { items, size: count?.n ?? 0 };
}

/** Where a batch of the export continues: after this member in name order. */
export type ControlCursor = readonly [lastname: string, firstname: string, iddicperson: number];

/**
 * The control list in batches of `size` lines, in name order, each batch continuing after the last
 * (keyset, so a batch costs the same late in the alphabet as early): the export never holds more.
 */
export async function* controlBatches(q: Queryable, periodId: number, f: ControlFilters, size = 1000) {
  const { where, params } = conditions(periodId, f);
  let after: ControlCursor | undefined;
  for (;;) {
    const n = params.length;
    const keyset = after ? `${where ? `${where} AND` : 'WHERE'} (lastname, firstname, iddicperson) > ($${n + 2}, $${n + 3}, $${n + 4})` : where;
    const rows = await q.query<ControlLine & { iddicperson: number }>(
      `SELECT ${COLUMNS}, iddicperson FROM (${LINES}) l ${keyset} ORDER BY ${ORDER} LIMIT $${n + 1}`,
      [...params, size, ...(after ?? [])],
    );
    if (rows.length === 0) return;
    const last = rows[rows.length - 1]!;
    after = [last.lastname, last.firstname, last.iddicperson];
    yield rows.map(({ iddicperson: _id, ...line }) => line as ControlLine);
    if (rows.length < size) return;
  }
}

/** A member's points records of a period, newest first, with the columns the totals read. */
export const memberRows = (q: Queryable, periodId: number, username: string) =>
  q.query<ControlRow>(
    `SELECT id, type, state, title, begindatum, einddatum, hours::float8 AS hours, page, cpunten::float8 AS cpunten, tcpunten::float8 AS tcpunten,
            epunten::float8 AS epunten, tpunten::float8 AS tpunten
       FROM bijscholing_punten WHERE periode_id = $1 AND username = $2 ORDER BY begindatum DESC, id DESC`,
    [periodId, username],
  );

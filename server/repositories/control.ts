import { APPROVED } from '../../domain/rules/approvals';
import { EXEMPTION_MIN_DAYS_LEFT, OTHERS_SHARE, PAGES_PER_POINT } from '../../domain/rules/cpd';
import type { ControlFilters, ControlLine, ControlRow } from '../../domain/schemas/control';
import type { Queryable } from '../db';
import { page } from './paging';

/**
 * The control list (SPEC §2 /bijscholing/controle): per member of the Order (a person with an
 * ordenummer) the period's totals. The sums are made by the database, one index range of
 * bijscholing_punten (periode_id, username, state) per member, by the rule of domain/rules/cpd
 * periodTotals (APPROVED rows only; a row's effective points, else its calculated ones; the other
 * forms as whole points per 30 pages, capped at 60 % of the required points); tests/api/bijscholing/controle
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
 * A member's total by the rule of domain/rules/cpd periodTotals, from their kept sums `t` (none: nothing
 * approved). The pages are whole numbers of at least 0, so integer division is the rule's floor; the
 * cap is worked out once per period (`per`), not once per member: a count of the members short of
 * points spent half its time on this sum in numeric (1 µs a member).
 */
const TOTAL = `coalesce(t.direct, 0) + least(coalesce(t.pages, 0) / ${PAGES_PER_POINT}, per.cap)`;

/** The period `id` with its required points and the cap on the other forms (60 %), each worked out once. */
const period = (id: string) =>
  `SELECT id, required_points::numeric AS required, round(${OTHERS_SHARE} * required_points, 2) AS cap FROM bijscholing_periodes WHERE id = ${id} OFFSET 0`;

/**
 * The exemptions of `member` that hold today (FROM and WHERE): APP, with an end date 32 or more days after the Brussels
 * day (every connection runs on its time zone, so current_date is that day): the comparison of
 * domain/rules/cpd exemptionActive, with EXEMPTION_MIN_DAYS_LEFT. A change there must be made here too
 * (tests/api/resources/vrijstellingen.test.ts holds both to the boundary). Written as a bound on the end date, so
 * a count hashes the running exemptions through their index (migration 058), not every approved one.
 */
const holdingExemptions = (member: string) =>
  `FROM vrijstellingen v WHERE v.username = ${member} AND v.statecode = '${APPROVED}' AND v.end_date >= current_date + ${EXEMPTION_MIN_DAYS_LEFT}`;

/** One line per member of the period `id`: `sums` joins their kept sums as `t`, `exempt` says whether an exemption holds. */
const lines = (id: string, sums: string, exempt: { column: string; join?: string }) => `
  SELECT p.ordenummer AS username, p.firstname, p.lastname, p.iddicperson, ${TOTAL} AS total,
         coalesce(t.theory, 0) AS theory, per.required, ${exempt.column} AS exempt
    FROM (${period(id)}) per
    JOIN persons p ON p.ordenummer IS NOT NULL
    LEFT JOIN ${sums} ${exempt.join ?? ''}`;

/**
 * One line per member of the period `id` (`$1`, or the number itself). The sums are the ones the
 * database keeps per member and period (bijscholing_punten_totalen, migration 042).
 *
 * Each member's sums and exemption are looked up by index, member by member (lateral subqueries,
 * kept apart from the join by OFFSET 0 and LIMIT 1): a page in name order then reads only the
 * members it shows. As a plain join, the count of the members short of points hashed the whole
 * period's sums first (10,000 rows, 16 against 7 ms); as EXISTS, the exemptions were hashed, all
 * 1,669 of them, once for the filter and once for the column (a page of the members short of points:
 * 0.67 against 0.31 ms).
 */
const lookedUpLines = (id: string) =>
  lines(
    id,
    'LATERAL (SELECT s.direct, s.pages, s.theory FROM bijscholing_punten_totalen s WHERE s.periode_id = per.id AND s.username = p.ordenummer OFFSET 0) t ON true',
    { column: 'x.exempt IS NOT NULL', join: `LEFT JOIN LATERAL (SELECT true AS exempt ${holdingExemptions('p.ordenummer')} LIMIT 1) x ON true` },
  );

/** The control list's lines of the period $1. */
export const CONTROL_LINES = lookedUpLines('$1');

/**
 * The same lines for a count that stops at its cap: the period's sums in member order (the table's
 * key) beside the members in the same order (their ordenummer's index), merged as both are walked,
 * and the exemptions hashed once. Looking each member up instead cost 1,001 index descents each for
 * a count of the members short of points (2.5 against 1.1 ms at 10,000 members). The ORDER BY keeps
 * the sums' subquery on its key; without it PostgreSQL reads and sorts the period's 10,000 rows.
 */
const countedLines = (id: string) =>
  lines(
    id,
    `(SELECT s.username, s.direct, s.pages, s.theory FROM bijscholing_punten_totalen s WHERE s.periode_id = ${id} ORDER BY s.username OFFSET 0) t ON t.username = p.ordenummer`,
    { column: `EXISTS (SELECT 1 ${holdingExemptions('p.ordenummer')})` },
  );

// Exact decimals until the end: short as a difference of floats would read 42.879999999999995.
const COLUMNS =
  'username, firstname, lastname, total::float8 AS total, theory::float8 AS theory, required::float8 AS required, greatest(0, required - total)::float8 AS short, exempt';
const ORDER = 'lastname, firstname, iddicperson';

/** Whether the filters read the totals (then every member's line is needed to count). */
const onTotals = (f: ControlFilters) => !!f.docontrol || f.min !== undefined || f.max !== undefined;

/** The filters as a WHERE clause over the lines, their values numbered after those given. */
function conditions(f: ControlFilters, params: unknown[]) {
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

/** The members a page of the control list counts when no filter reads the totals: no sums needed. */
const members = (id: string) => `SELECT p.ordenummer AS username FROM bijscholing_periodes per JOIN persons p ON p.ordenummer IS NOT NULL WHERE per.id = ${id}`;

/**
 * The period's number as the SQL's own text. A page then has no values unless a filter gives some,
 * so its first page is planned once per connection (paging.ts, PLAN_ONCE) instead of for every
 * request: planning the page and its count took PostgreSQL 0.33 to 0.47 ms, for 0.44 to 1.7 ms of
 * running them (a page of all members; of those short of points). Periods are few (one per three
 * years), so their texts stay few too (and the statement names bounded, statements.ts); the number
 * comes from the route's checked path, and a non-integer is refused here as well.
 */
function periodText(id: number) {
  if (!Number.isSafeInteger(id)) throw new TypeError(`periode ${id}`);
  return String(id);
}

/**
 * One page of the control list, ordered by name, and how many lines match (paging.ts: exact up to
 * EXACT_TOTAL_UP_TO, else "at least"). The lines are walked in name order through the name index and
 * only the page's lines (and, with a filter on the totals, those the capped count reaches) read
 * their sums; without such a filter the count reads the members alone.
 */
export const controlPage = (q: Queryable, periodId: number, f: ControlFilters, limit: number, offset: number) => {
  const id = periodText(periodId);
  const { where, params } = conditions(f, []);
  const countFrom = onTotals(f) ? `(${countedLines(id)}) l ${where}` : `(${members(id)}) l ${where}`;
  return page<ControlLine>(q, { columns: COLUMNS, from: `(${lookedUpLines(id)}) l ${where}`, countFrom, orderBy: ORDER, params, limit, offset });
};

/** Where a batch of the export continues: after this member in name order. */
export type ControlCursor = readonly [lastname: string, firstname: string, iddicperson: number];

/**
 * The control list in batches of `size` lines, in name order, each batch continuing after the last
 * (keyset, so a batch costs the same late in the alphabet as early): the export never holds more.
 */
export async function* controlBatches(q: Queryable, periodId: number, f: ControlFilters, size = 1000) {
  const { where, params } = conditions(f, [periodId]);
  let after: ControlCursor | undefined;
  for (;;) {
    const n = params.length;
    const keyset = after ? `${where ? `${where} AND` : 'WHERE'} (lastname, firstname, iddicperson) > ($${n + 2}, $${n + 3}, $${n + 4})` : where;
    const rows = await q.query<ControlLine & { iddicperson: number }>(
      `SELECT ${COLUMNS}, iddicperson FROM (${CONTROL_LINES}) l ${keyset} ORDER BY ${ORDER} LIMIT $${n + 1}`,
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

import { APPROVED } from './approvals';
import { daysBetween } from './courses';
import { roundUpToHalf } from './points';

/**
 * Continuing education's points (SPEC §3 points record, §5 points table, §9), the one place the
 * server and the points table take them from. Where SPEC names a rule without its formula, the
 * portal's choice is written next to it.
 */

/** The sections of the points table (SPEC §3), each a type of points record. */
export const POINT_TYPES = ['ebpcursussen', 'bpcursussen', 'others', 'teachings', 'peerreview'] as const;
export type PointType = (typeof POINT_TYPES)[number];
/** SPEC §4: a vet's row is NEW until the secretariat approves or declines it. */
export const POINT_STATES = ['NEW', 'APPROVED', 'DECLINED'] as const;
/** SPEC §3: how a vet took part in a course; GESLAAGD asks for the pass certificate. */
export const ATTENDANCE_TYPES = ['DEELNAME', 'GESLAAGD'] as const;
/** The types whose rows name a course of the portal, chosen through the approved-course typeahead. */
export const COURSE_TYPES: readonly PointType[] = ['ebpcursussen', 'bpcursussen'];

/** SPEC §9: a peer review is worth 5 points unless said otherwise. */
export const PEER_REVIEW_POINTS = 5;
/** SPEC §9: the others' total is floor(sum / 30): the portal counts pages read, a point per 30. */
export const PAGES_PER_POINT = 30;
/** SPEC §9: other forms count for at most 60 percent of the period's required points. */
export const OTHERS_SHARE = 0.6;
/** SPEC §9: dependent totals settle within 10 rounds. */
export const MAX_ROUNDS = 10;

/** What a row is worth by the rules, before the secretariat's say. */
export interface Calculated {
  cpunten: number;
  tcpunten: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A row's calculated points, rounded up to halves as SPEC §9 says of every row's points: a course's
 * points and theoretical points; a teaching's hours (a point per hour taught: the portal's choice);
 * a peer review's 5; another form's pages over 30 (1.100 pages: 37). The others' section still counts
 * floor(its pages / 30) whole points (periodTotals), not the sum of its rows.
 */
export function calculatedPoints(
  row: { type: string; hours?: number | null; page?: number | null },
  course?: { points?: number | null; theorypoints?: number | null } | null,
): Calculated {
  switch (row.type) {
    case 'ebpcursussen':
    case 'bpcursussen':
      return { cpunten: roundUpToHalf(course?.points ?? 0), tcpunten: roundUpToHalf(Math.min(course?.theorypoints ?? 0, course?.points ?? 0)) };
    case 'teachings':
      return { cpunten: roundUpToHalf(row.hours ?? 0), tcpunten: 0 };
    case 'peerreview':
      return { cpunten: PEER_REVIEW_POINTS, tcpunten: 0 };
    default:
      return { cpunten: roundUpToHalf((row.page ?? 0) / PAGES_PER_POINT), tcpunten: 0 };
  }
}

/** The rows a total reads: their type and state, calculated and effective points, pages. */
export interface CountedRow {
  type: string;
  state: string;
  cpunten?: number | null;
  tcpunten?: number | null;
  epunten?: number | null;
  tpunten?: number | null;
  page?: number | null;
}

/** What counts of a row: an approved row's effective points (the calculated ones where none were set); a declined row nothing. */
export const countedPoints = (row: CountedRow) => (row.state === 'DECLINED' ? 0 : Number(row.epunten ?? row.cpunten ?? 0));
export const countedTheory = (row: CountedRow) => (row.state === 'DECLINED' ? 0 : Number(row.tpunten ?? row.tcpunten ?? 0));

/** Formulas over named values, each reading the others' current values. */
export type Formulas<K extends string> = Record<K, (v: Readonly<Record<K, number>>) => number>;

/**
 * Works out formulas that depend on each other, as a spreadsheet recalculates: every round computes
 * each from the last round's values, until a round changes nothing. Formulas that do not settle in
 * `rounds` rounds are an error in the rules, not a value to show.
 */
export function settle<K extends string>(formulas: Formulas<K>, rounds = MAX_ROUNDS): Record<K, number> {
  const names = Object.keys(formulas) as K[];
  let values = Object.fromEntries(names.map((k) => [k, 0])) as Record<K, number>;
  for (let round = 0; round < rounds; round++) {
    const next = Object.fromEntries(names.map((k) => [k, round2(formulas[k](values))])) as Record<K, number>;
    if (names.every((k) => next[k] === values[k])) return next;
    values = next;
  }
  throw new Error(`De totalen zijn na ${rounds} rondes niet stabiel.`);
}

export type Totals = Record<PointType | 'othersUncapped' | 'othersCap' | 'total' | 'theory' | 'required' | 'short', number>;

/**
 * A member's totals over a period's rows (APPROVED only, or every row not declined with `pending`):
 * per type, the others as whole points of 30 pages and capped at 60 percent of the required points,
 * the total, the theoretical total and what is still short of the required points.
 */
export function periodTotals(rows: readonly CountedRow[], requiredPoints: number, pending = false): Totals {
  const counted = rows.filter((r) => r.state === 'APPROVED' || (pending && r.state === 'NEW'));
  const sum = (type: PointType) => counted.filter((r) => r.type === type).reduce((s, r) => s + countedPoints(r), 0);
  const pages = counted.filter((r) => r.type === 'others').reduce((s, r) => s + Number(r.page ?? 0), 0);
  const theory = counted.reduce((s, r) => s + countedTheory(r), 0);
  return settle<keyof Totals>({
    ebpcursussen: () => sum('ebpcursussen'),
    bpcursussen: () => sum('bpcursussen'),
    teachings: () => sum('teachings'),
    peerreview: () => sum('peerreview'),
    othersUncapped: () => Math.floor(pages / PAGES_PER_POINT),
    othersCap: () => OTHERS_SHARE * requiredPoints,
    others: (v) => Math.min(v.othersUncapped, v.othersCap),
    total: (v) => v.ebpcursussen + v.bpcursussen + v.teachings + v.peerreview + v.others,
    theory: () => theory,
    required: () => requiredPoints,
    short: (v) => Math.max(0, v.required - v.total),
  });
}

/** SPEC §5: the other forms above 60 percent of the required points are not counted beyond it. */
export const othersOverCap = (totals: Pick<Totals, 'othersUncapped' | 'othersCap'>) => totals.othersUncapped > totals.othersCap;

/** SPEC §9: an exemption counts while 32 or more days remain before its end date. */
export const EXEMPTION_MIN_DAYS_LEFT = 32;

/** An exemption as the control list reads it: its decision (SPEC §4: APP is approved) and its last day (ISO date). */
export interface Exemption {
  state: string;
  endDate: string;
}

/**
 * SPEC §9: whether an exemption frees its member from the control list today: approved, and its end
 * date still 32 or more days away. The control list's SQL applies the same comparison
 * (server/repositories/control.ts), so a change here must be made there too.
 */
export const exemptionActive = (exemption: Exemption, today: string) =>
  exemption.state === APPROVED && daysBetween(today, exemption.endDate) >= EXEMPTION_MIN_DAYS_LEFT;

/** SPEC §5's table cell errors, keys of the Dutch catalogue (`punten.errors.<code>`). */
export const CELL_ERRORS = ['ERR_NAN', 'ERR_REQUIRED', 'ERR_NUM_REQUIRED', 'ERR_BELOW_MIN', 'ERR_UNKNOWN'] as const;
export type CellError = (typeof CELL_ERRORS)[number];
export type CellNumber = { value: number | null; error?: undefined } | { value?: undefined; error: CellError };

/**
 * A number typed in a cell of the points table (SPEC §5): comma decimal, dot thousands ("1.020,5"),
 * rounded to 2 decimals. A dot alone before 1 or 2 digits is read as a decimal point too ("2.5"),
 * since nobody writes thousands that way; "2.500" stays two thousand five hundred.
 */
export function parseCellNumber(input: string | number | null | undefined, { required = false, min = 0 } = {}): CellNumber {
  if (typeof input === 'number') return Number.isFinite(input) ? checked(Math.round(input * 100) / 100, min) : { error: 'ERR_NAN' };
  const text = (input ?? '').trim().replace(/\s/g, '');
  if (text === '') return required ? { error: 'ERR_NUM_REQUIRED' } : { value: null };
  const dotDecimal = /^-?\d+\.\d{1,2}$/.test(text);
  if (!dotDecimal && !/^-?\d{1,3}(\.\d{3})+(,\d+)?$|^-?\d+(,\d+)?$/.test(text)) return { error: 'ERR_NAN' };
  const n = Number(dotDecimal ? text : text.replace(/\./g, '').replace(',', '.'));
  return checked(Math.round(n * 100) / 100, min);
}

const checked = (value: number, min: number): CellNumber => (value < min ? { error: 'ERR_BELOW_MIN' } : { value });

import type { Queryable } from '../db';
import { PAGE_SIZES } from '../../domain/schemas/common';
import { PLAN_ONCE } from '../db/statements';

const OWN_PAGE_SIZES = new Set<number>(Object.values(PAGE_SIZES));

export interface Paging {
  limit: number;
  offset: number;
}

interface PageQuery extends Paging {
  columns: string;
  /** FROM and WHERE, with filter parameters numbered $1.. */
  from: string;
  orderBy: string;
  params?: unknown[];
  /** FROM and WHERE for the count, when the page's joins only add columns (same parameters). */
  countFrom?: string;
  /**
   * Joins that only add columns to each row, made after the page is cut from `from` (its rows under
   * their table's name), so they run for the page's rows only and not for every match a sort reads.
   */
  joined?: { table: string; joins: string };
}

/**
 * Up to how many matching rows a list's total is exact. Past it the total says "at least" (`atLeast`),
 * so a queue of 60,000 rows answers a page without counting every one.
 */
export const EXACT_TOTAL_UP_TO = 1000;

/**
 * One page of a list and its total (DESIGN §3 `{ items, size }`) in one round trip: the count is an
 * uncorrelated subquery the database runs once, not a window count over the page, which would walk
 * every matching row before the first one returns. The count stops after EXACT_TOTAL_UP_TO rows past
 * the page's start: `atLeast` then says more match than `size`. Only a page past the end asks the
 * count apart.
 */
export async function page<T = Record<string, any>>(q: Queryable, query: PageQuery): Promise<{ items: T[]; size: number; atLeast?: true }> {
  const params = query.params ?? [];
  const n = params.length;
  // One more than the most it reports exactly: reaching it means "more than that". A parameter past
  // the first page, so the statement's text is the same on every page (server/db/statements.ts).
  const cap = Math.max(EXACT_TOTAL_UP_TO, query.offset + query.limit) + 1;
  // A list's first page without filter values (the most asked of all), at one of the lists' own page
  // sizes, carries its numbers in its text: a few statements per list, each planned once per
  // connection (PLAN_ONCE). Any other size a caller asks for stays a value, so it cannot add statements.
  const firstPage = n === 0 && query.offset === 0 && OWN_PAGE_SIZES.has(query.limit);
  const rows = await q.query<T & { page_total: number }>(
    pageText(query, firstPage, n, cap),
    firstPage ? PLAN_ONCE : [...params, query.limit, query.offset, cap],
  );
  if (rows.length === 0) {
    return sized([], cap, query.offset === 0 ? 0 : ((await q.query<{ n: number }>(count(query, `$${n + 1}`), [...params, cap]))[0]?.n ?? 0));
  }
  // The rows keep their `page_total`: every answer is written by its route's response schema, which
  // leaves out what it does not name. Copying 25 rows without it cost a request some 10 µs and as
  // many objects for the garbage collector; deleting it would turn node-pg's rows into dictionaries.
  return sized(rows, cap, rows[0]!.page_total);
}

/**
 * A page as the API answers it (DESIGN §3), in one shape for every list. An object spread in code
 * every list passes through sees as many shapes as there are lists: V8 then copies it the slow way
 * and makes a new hidden class for each copy, some 5 µs of a list request (bench/HISTORY.md, run 12).
 */
export const pageAnswer = <T>(items: T[], result: { size: number; atLeast?: true }, paging: Paging) => ({
  items,
  size: result.size,
  atLeast: result.atLeast,
  limit: paging.limit,
  offset: paging.offset,
});

/**
 * Each page's statement text, written once per shape (its columns, conditions, order, and a first
 * page's size) and kept: the same string object on every request, so the statement's name
 * (server/db/statements.ts) and node-pg's check of it find their answer without reading the whole
 * text again. The shapes come from the code, not from what a caller sends; past a bound per column
 * list a text is written anew each time, as before.
 */
const texts = new Map<string, Map<string, string>>();
const MAX_SHAPES = 200;

function pageText(query: PageQuery, firstPage: boolean, n: number, cap: number) {
  let byColumns = texts.get(query.columns);
  if (!byColumns) {
    byColumns = new Map();
    texts.set(query.columns, byColumns);
  }
  const key = `${firstPage ? query.limit : n}\u0001${query.orderBy}\u0001${query.countFrom ?? ''}\u0001${query.joined?.joins ?? ''}\u0001${query.from}`;
  const kept = byColumns.get(key);
  if (kept !== undefined) return kept;
  const [capText, pageClause] = firstPage ? [String(cap), `LIMIT ${query.limit}`] : [`$${n + 3}`, `LIMIT $${n + 1} OFFSET $${n + 2}`];
  const { joined } = query;
  const rows = joined
    ? `(SELECT ${joined.table}.* FROM ${query.from} ORDER BY ${query.orderBy} ${pageClause}) AS ${joined.table}${joined.joins} ORDER BY ${query.orderBy}`
    : `${query.from} ORDER BY ${query.orderBy} ${pageClause}`;
  const text = `SELECT ${query.columns}, (${count(query, capText)}) AS page_total FROM ${rows}`;
  if (byColumns.size < MAX_SHAPES) byColumns.set(key, text);
  return text;
}

// Apart from page(), not closures made in it: tsx names every closure bound to a name as it is made.
const count = (query: PageQuery, capParam: string) =>
  `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${query.countFrom ?? query.from} LIMIT ${capParam}) AS matching`;
const sized = <T>(items: T[], cap: number, total: number): { items: T[]; size: number; atLeast?: true } =>
  total >= cap ? { items, size: cap - 1, atLeast: true } : { items, size: total };

/**
 * The ORDER BY of a filtered search. Sorting on an expression instead of the bare columns keeps the
 * planner from walking the whole sort index and filtering row by row (thousands of rows for a name
 * late in the alphabet); it collects the few matches through the search indexes and sorts those.
 */
export const sortMatches = (columns: string[]) => columns.map((c, i) => (i === 0 ? `${c} || ''` : c)).join(', ');

/** Text to match literally inside a LIKE pattern: its own % and _ are no wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A WHERE clause: plain conditions, or [condition, value] with `?` standing for the value. */
export function where(conditions: (string | [string, unknown])[]) {
  const params: unknown[] = [];
  const parts = conditions.map((condition) => {
    if (typeof condition === 'string') return condition;
    params.push(condition[1]);
    return condition[0].replace(/\?/g, `$${params.length}`);
  });
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

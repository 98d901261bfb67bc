import type { Queryable } from '../db';

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
}

/**
 * One page of a list and its total (DESIGN §3 `{ items, size }`), asked as two queries side by side:
 * a window count over the page query would walk every matching row before the first one returns.
 */
export async function page<T = Record<string, any>>(q: Queryable, query: PageQuery): Promise<{ items: T[]; size: number }> {
  const params = query.params ?? [];
  const n = params.length;
  const [items, counted] = await Promise.all([
    q.query<T>(`SELECT ${query.columns} FROM ${query.from} ORDER BY ${query.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`, [
      ...params,
      query.limit,
      query.offset,
    ]),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${query.from}`, params),
  ]);
  return { items, size: counted[0]?.n ?? 0 };
}

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

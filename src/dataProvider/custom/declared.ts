import type { z } from 'zod';
import { actionCall, bulkCall, pathsOf, requestsPath, statsPath } from '../../../domain/declare/access';
import type { Declaration } from '../../../domain/declare/declaration';
import { declarationNamed } from '../../../domain/declare/registry';
import { PAGE_SIZES } from '../../../domain/schemas/common';
import type { historyEntrySchema } from '../../../domain/schemas/responses/history';
import type { requestSchema, statusSchema } from '../../../domain/schemas/responses/requests';
import type { stateCountsSchema } from '../../../domain/schemas/responses/stats';
import { http } from '../http';

const named = (resource: string) => {
  const d = declarationNamed(resource);
  if (!d) throw new Error(`Onbekende resource ${resource}`);
  return d;
};
const withId = (path: string, id: string | number) => path.replace(':id', encodeURIComponent(String(id)));
const onePath = (resource: string, id: string | number) => withId(pathsOf(named(resource)).one, id);

/** A transition's or a record action's call and its body: the queue's one `decide` call names the state it leads to. */
function callOf(d: Declaration, id: string | number, action: string, body: Record<string, unknown>) {
  const call = actionCall(d, action);
  return { path: withId(call.path, id), json: call.decide ? { status: d.queue!.transitions[action]!.to, ...body } : body };
}

/** A list's filter as its query string (the bulk calls take the list's own). */
const filterQuery = (filter: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(filter).flatMap(([k, v]) => (v === undefined || v === null || v === '' ? [] : [[k, String(v)]]))).toString();

/** One step of a record's history, as the wire carries it. */
export type HistoryEntry = z.input<typeof historyEntrySchema>;
export type RequestEntry = z.input<typeof requestSchema>;
export type StatusOption = z.input<typeof statusSchema>;

/** The named calls of declared resources: a queue's transitions and record actions, at the calls their declaration gives them. */
export const declaredMethods = {
  runAction: <T = Record<string, unknown>>(resource: string, id: string | number, action: string, body: Record<string, unknown> = {}) => {
    const { path, json } = callOf(named(resource), id, action, body);
    return http<T & { id: number }>(path, { method: 'POST', json });
  },
  /** How many records of the list's filter a bulk move (`queue.bulk`) would move now. */
  countBulk: (resource: string, action: string, filter: Record<string, unknown>) =>
    http<{ count: number }>(`${bulkCall(named(resource), action).count}?${filterQuery(filter)}`).then((r) => r.count),
  /** Makes a bulk move on every record of the list's filter; answers how many it moved. */
  runBulk: (resource: string, action: string, filter: Record<string, unknown>, body: { comment?: string } = {}) =>
    http<{ count: number }>(`${bulkCall(named(resource), action).run}?${filterQuery(filter)}`, { method: 'POST', json: body }).then((r) => r.count),
  /** The choices of a reference to a resource that is not declared: any list call that answers `{ items }`. */
  getOptions: (path: string) => http<{ items: Record<string, unknown>[] }>(path).then((r) => r.items),
  getHistory: (resource: string, id: string | number, offset = 0) =>
    http<{ items: HistoryEntry[]; size: number }>(`${onePath(resource, id)}/historiek?limit=${PAGE_SIZES.history}&offset=${offset}`),
  /** The counts per state, of the records the list's own parameters (`list.params`, an election's stage) select. */
  getStats: (resource: string, params: Record<string, unknown> = {}) => {
    const query = filterQuery(params);
    return http<z.input<typeof stateCountsSchema>>(`${statsPath(named(resource))!}${query ? `?${query}` : ''}`);
  },
  getRequests: (resource: string, id: string | number) => http<{ items: RequestEntry[] }>(withId(requestsPath(named(resource)), id)),
  /** The moves the caller may make now, where the queue declares the call (`paths.statuses`). */
  getStatuses: (resource: string, id: string | number) => http<{ items: StatusOption[] }>(withId(named(resource).paths!.statuses!, id)),
};

import type { z } from 'zod';
import { pathsOf, requestsPath, statsPath, transitionCall } from '../../../domain/declare/access';
import { declarationNamed } from '../../../domain/declare/registry';
import type { Declaration } from '../../../domain/declare/types';
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

/** A transition's call and its body: the queue's one `decide` call names the state it leads to. */
function actionCall(d: Declaration, id: string | number, action: string, body: Record<string, unknown>) {
  const call = transitionCall(d, action);
  return { path: withId(call.path, id), json: call.decide ? { status: d.queue!.transitions[action]!.to, ...body } : body };
}

/** One step of a record's history, as the wire carries it. */
export type HistoryEntry = z.input<typeof historyEntrySchema>;
export type RequestEntry = z.input<typeof requestSchema>;
export type StatusOption = z.input<typeof statusSchema>;

/** The named actions of declared resources: a queue's transition at the call its declaration gives it. */
export const declaredMethods = {
  runAction: (resource: string, id: string | number, action: string, body: Record<string, unknown> = {}) => {
    const { path, json } = actionCall(named(resource), id, action, body);
    return http<Record<string, unknown>>(path, { method: 'POST', json });
  },
  copyRecord: (resource: string, id: string | number, data: Record<string, unknown>) =>
    http<Record<string, unknown> & { id: number }>(`${onePath(resource, id)}/actions/copy`, { method: 'POST', json: data }),
  /** The choices of a reference to a resource that is not declared: any list call that answers `{ items }`. */
  getOptions: (path: string) => http<{ items: Record<string, unknown>[] }>(path).then((r) => r.items),
  getHistory: (resource: string, id: string | number, offset = 0) =>
    http<{ items: HistoryEntry[]; size: number }>(`${onePath(resource, id)}/historiek?limit=${PAGE_SIZES.history}&offset=${offset}`),
  getStats: (resource: string) => http<z.input<typeof stateCountsSchema>>(statsPath(named(resource))!),
  getRequests: (resource: string, id: string | number) => http<{ items: RequestEntry[] }>(withId(requestsPath(named(resource)), id)),
  /** The moves the caller may make now, where the queue declares the call (`calls.statuses`). */
  getStatuses: (resource: string, id: string | number) => http<{ items: StatusOption[] }>(withId(named(resource).queue!.calls!.statuses!, id)),
};

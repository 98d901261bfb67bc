import type { z } from 'zod';
import { pathsOf } from '../../../domain/declare/access';
import { declarationNamed } from '../../../domain/declare/registry';
import type { historyEntrySchema } from '../../../domain/schemas/responses/history';
import { http } from '../http';

const onePath = (resource: string, id: string | number) => {
  const d = declarationNamed(resource);
  if (!d) throw new Error(`Onbekende resource ${resource}`);
  return pathsOf(d).one.replace(':id', encodeURIComponent(String(id)));
};

/** One step of a record's history, as the wire carries it. */
export type HistoryEntry = z.input<typeof historyEntrySchema>;

/** The named actions of declared resources: a queue's transition is POST {one}/actions/{name} (SPEC §7 style). */
export const declaredMethods = {
  runAction: (resource: string, id: string | number, action: string, body: Record<string, unknown> = {}) =>
    http<Record<string, unknown>>(`${onePath(resource, id)}/actions/${action}`, { method: 'POST', json: body }),
  copyRecord: (resource: string, id: string | number, data: Record<string, unknown>) =>
    http<Record<string, unknown> & { id: number }>(`${onePath(resource, id)}/actions/copy`, { method: 'POST', json: data }),
  /** The choices of a reference to a resource that is not declared: any list call that answers `{ items }`. */
  getOptions: (path: string) => http<{ items: Record<string, unknown>[] }>(path).then((r) => r.items),
  getHistory: (resource: string, id: string | number) => http<{ items: HistoryEntry[] }>(`${onePath(resource, id)}/historiek`),
};

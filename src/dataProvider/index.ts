import type { DataProvider, GetListParams, GetListResult, Identifier, RaRecord } from 'react-admin';
import { accountMethods } from './custom/account';
import { agendaMethods } from './custom/agenda';
import { attendanceMethods } from './custom/attendance';
import { attestMethods } from './custom/attest';
import { auditMethods } from './custom/audit';
import { codelistMethods } from './custom/codelists';
import { committeeMethods } from './custom/committee';
import { controlMethods } from './custom/control';
import { courseAgendaMethods } from './custom/cursusagenda';
import { decisionMethods } from './custom/decisions';
import { declaredMethods } from './custom/declared';
import { electionMethods } from './custom/elections';
import { exemptionMethods } from './custom/exemptions';
import { fileMethods } from './custom/files';
import { mailMethods } from './custom/mails';
import { memberDataMethods } from './custom/memberData';
import { memberMethods } from './custom/members';
import { organisationMethods } from './custom/organisations';
import { publicMethods } from './custom/public';
import { reminderMethods } from './custom/reminders';
import { serviceMethods } from './custom/services';
import { peekEarly } from './early';
import { http } from './http';
import { listPath, paths } from './listPath';
import { resourcePaths } from './resources';

/**
 * The calls that are not CRUD on a resource, grouped by area in ./custom, so that no screen calls
 * the API around the data provider (a test double supplies them as well, tests/helpers/admin.ts).
 */
export const customMethods = {
  ...publicMethods,
  ...accountMethods,
  ...agendaMethods,
  ...attendanceMethods,
  ...codelistMethods,
  ...organisationMethods,
  ...memberMethods,
  ...decisionMethods,
  ...declaredMethods,
  ...fileMethods,
  ...mailMethods,
  ...controlMethods,
  ...courseAgendaMethods,
  ...attestMethods,
  ...auditMethods,
  ...reminderMethods,
  ...memberDataMethods,
  ...electionMethods,
  ...committeeMethods,
  ...exemptionMethods,
  ...serviceMethods,
};

export type CustomMethods = typeof customMethods;
/** The app's provider: react-admin's CRUD methods and the custom ones; `useAppDataProvider()` gives it typed. */
export type AppDataProvider = DataProvider & CustomMethods;

interface Page<T> {
  items: T[];
  limit: number;
  offset: number;
  size: number;
  /** `size` is a lower bound: the list was not counted to its end. */
  atLeast?: true;
}

const withId = <T extends Record<string, any>>(row: T): T & RaRecord => ({ ...row, id: row.id as Identifier });

/** A page of the API as react-admin's getList answers it. */
function listAnswer(result: Page<any>, page = 1): GetListResult {
  // A list too long to count to its end: pages without a total, and how many at least (shared/ListPagination.tsx).
  if (result.atLeast) return { data: result.items.map(withId), pageInfo: { hasNextPage: true, hasPreviousPage: page > 1 }, meta: { atLeast: result.size } };
  return { data: result.items.map(withId), total: result.size };
}

/**
 * A list's first page asked ahead (shared/declared/prefetchList) and in by the time its screen is
 * drawn: the answer react-admin's useGetList would get, under its query key, so the first frame has
 * the rows. The query still takes that answer once more in the usual way (takeEarly).
 */
export function knownListAnswer(key: readonly unknown[]): { value: unknown } | undefined {
  const [resource, method, params] = key as [unknown, unknown, Pick<GetListParams, 'pagination' | 'sort' | 'filter'> | undefined];
  if (method !== 'getList' || typeof resource !== 'string' || !params || !(resource in resourcePaths)) return undefined;
  const body = peekEarly(listPath(resource, params)) as Page<any> | undefined;
  if (!body || !Array.isArray(body.items)) return undefined;
  // Every key of useGetList's own answer, present even when undefined: the refetch that follows then
  // finds an equal answer and draws nothing again.
  const { data, total, pageInfo, meta } = listAnswer(body, params.pagination?.page);
  return { value: { data, total, pageInfo, meta } };
}

/** react-admin's page/perPage <-> the API's limit/offset and { items, size } (DESIGN §3). */
export const dataProvider: AppDataProvider = {
  ...customMethods,
  async getList(resource, params) {
    return listAnswer(await http<Page<any>>(listPath(resource, params)), params.pagination?.page);
  },
  /** `meta`: the record's values its path names (a child's parent), as the screen knows them. */
  async getOne(resource, params) {
    const p = paths(resource);
    return { data: withId(await http(p.one ? p.one(params.id, params.meta) : `${p.list({})}/${params.id}`)) };
  },
  async getMany(resource, params) {
    const data = await Promise.all(params.ids.map((id) => dataProvider.getOne(resource, { id }).then((r) => r.data)));
    return { data };
  },
  async getManyReference(resource, params) {
    return dataProvider.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
  },
  async create(resource, params) {
    const p = paths(resource);
    const data = await http(p.create ? p.create(params.data) : p.list(params.data), { method: 'POST', json: params.data });
    return { data: withId(data) };
  },
  async update(resource, params) {
    const p = paths(resource);
    const data = await http(p.update ? p.update(params.id, { ...params.previousData, ...params.data }) : `${p.list({})}/${params.id}`, {
      method: 'POST',
      json: params.data,
    });
    return { data: withId(data) };
  },
  async updateMany(resource, params) {
    await Promise.all(params.ids.map((id) => dataProvider.update(resource, { id, data: params.data, previousData: {} as any })));
    return { data: params.ids };
  },
  async delete(resource, params) {
    const p = paths(resource);
    const data = await http(p.remove ? p.remove(params.id, params.previousData) : `${p.list({})}/${params.id}`, { method: 'DELETE' });
    return { data: withId(data ?? params.previousData) };
  },
  async deleteMany(resource, params) {
    for (const id of params.ids) await dataProvider.delete(resource, { id });
    return { data: params.ids };
  },
};

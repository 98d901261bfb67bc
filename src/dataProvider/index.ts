import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { accountMethods } from './custom/account';
import { agendaMethods } from './custom/agenda';
import { auditMethods } from './custom/audit';
import { codelistMethods } from './custom/codelists';
import { controlMethods } from './custom/control';
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
import { http } from './http';
import { listPath, paths } from './listPath';

/**
 * The calls that are not CRUD on a resource, grouped by area in ./custom, so that no screen calls
 * the API around the data provider (a test double supplies them as well, tests/helpers/admin.ts).
 */
export const customMethods = {
  ...publicMethods,
  ...accountMethods,
  ...agendaMethods,
  ...codelistMethods,
  ...organisationMethods,
  ...memberMethods,
  ...decisionMethods,
  ...declaredMethods,
  ...fileMethods,
  ...mailMethods,
  ...controlMethods,
  ...auditMethods,
  ...reminderMethods,
  ...memberDataMethods,
  ...electionMethods,
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

/** react-admin's page/perPage <-> the API's limit/offset and { items, size } (DESIGN §3). */
export const dataProvider: AppDataProvider = {
  ...customMethods,
  async getList(resource, params) {
    const { page = 1 } = params.pagination ?? {};
    const result = await http<Page<any>>(listPath(resource, params));
    // A list too long to count to its end: pages without a total, and how many at least (shared/ListPagination.tsx).
    if (result.atLeast) return { data: result.items.map(withId), pageInfo: { hasNextPage: true, hasPreviousPage: page > 1 }, meta: { atLeast: result.size } };
    return { data: result.items.map(withId), total: result.size };
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
    const data = await http(p.update ? p.update(params.id, { ...params.previousData, ...params.data }) : `${p.list({})}/${params.id}`, { method: 'POST', json: params.data });
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

import type { AuthProvider, DataProvider } from 'react-admin';
import { type Mock, vi } from 'vitest';
import { canUseResource } from '../../domain/resourceAccess';
// The declared resources' rules come from their declarations.
import '../../src/shared/declared/registry';
import { type CustomMethods, customMethods } from '../../src/dataProvider';

export type Call = (...args: any[]) => Promise<any>;
export const fn = (impl: Call) => vi.fn<Call>(impl);

const METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;
type Method = (typeof METHODS)[number];
type Custom = keyof CustomMethods;
export type FakeDataProvider = DataProvider & Record<Method, Mock<Call>> & CustomMethods & Record<Custom, Mock<Call>>;

/**
 * The custom (non-CRUD) methods of the real provider, each wrapped in a mock: they still go through
 * fetch, so the tests that stub fetch for them keep seeing the same requests, and a test may replace one.
 */
const customFakes = () => Object.fromEntries(Object.entries(customMethods).map(([name, method]) => [name, fn(method as Call)])) as Record<Custom, Mock<Call>>;

/**
 * A data provider that only records the calls the screens make (test double, no HTTP). Saving
 * answers with what was sent on top of the previous record, as the API does; each method can be
 * replaced for what one test needs to see.
 */
export function fakeDataProvider(overrides: Partial<Record<Method | Custom, Mock<Call>>> = {}): FakeDataProvider {
  return {
    ...customFakes(),
    getList: fn(() => Promise.resolve({ data: [], total: 0 })),
    getOne: fn(() => Promise.resolve({ data: { id: 1 } })),
    getMany: fn(() => Promise.resolve({ data: [] })),
    getManyReference: fn(() => Promise.resolve({ data: [], total: 0 })),
    create: fn((_resource: string, params: any) => Promise.resolve({ data: { id: 1, ...params.data } })),
    update: fn((_resource: string, params: any) => Promise.resolve({ data: { ...params.previousData, ...params.data } })),
    updateMany: fn(() => Promise.resolve({ data: [] })),
    delete: fn((_resource: string, params: any) => Promise.resolve({ data: params.previousData ?? { id: 1 } })),
    deleteMany: fn(() => Promise.resolve({ data: [] })),
    ...overrides,
  } as FakeDataProvider;
}

/** Logged in with one role; what it may open comes from the same table as in the app. */
export const authAs = (role: string): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve([role]),
  canAccess: ({ resource, action }) => Promise.resolve(canUseResource([role], resource, action)),
});

/** An API answer as the real server gives it: JSON with its status, for stubbed fetch calls. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

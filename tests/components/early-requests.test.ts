import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../src/authProvider';
import { dataProvider, knownListAnswer } from '../../src/dataProvider';
import { discardEarly } from '../../src/dataProvider/early';
import { prefetchList } from '../../src/shared/declared/prefetchList';
import { declarations } from '../../src/shared/declared/registry';
import { genericLists } from '../../src/shared/declared/screenTable';

/**
 * A deep link's list is asked for while the app loads (src/dataProvider/early.ts): the list's own
 * first request takes that answer instead of asking again, once, and only while it is fresh.
 */
describe('a list asked for before its screen', () => {
  const codelists = declarations.find((d) => d.name === 'codelijsten')!;
  const page = { items: [{ id: 1, code: 'GEMEENTE' }], limit: codelists.list.pageSize, offset: 0, size: 1 };
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    // Each test starts with nothing asked ahead, as a fresh page does.
    discardEarly();
    fetchMock = vi.fn(async () => new Response(JSON.stringify(page), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  // What DeclaredList hands react-admin on opening the list.
  const firstPage = { pagination: { page: 1, perPage: codelists.list.pageSize }, sort: codelists.list.sort, filter: {} };

  it('answers the list’s first page from the request sent ahead, and asks anew after that', async () => {
    prefetchList(codelists, ['SECRETARIAAT'], 'nl');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/api/lists/codelists?limit=${codelists.list.pageSize}&offset=0&sort=code&order=ASC`);
    const first = await dataProvider.getList(codelists.name, firstPage);
    expect(first).toMatchObject({ total: 1, data: [{ id: 1, code: 'GEMEENTE' }] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await dataProvider.getList(codelists.name, firstPage);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves another page, and an answer grown old, to a request of its own', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    prefetchList(codelists, ['SECRETARIAAT'], 'nl');
    await dataProvider.getList(codelists.name, { ...firstPage, pagination: { page: 2, perPage: codelists.list.pageSize } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.now() + 6_000);
    await dataProvider.getList(codelists.name, firstPage);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('asks for the page the address filters, as the list will', async () => {
    const courses = declarations.find((d) => d.name === 'cursussen')!;
    prefetchList(courses, ['OPLVERSTREKKER'], 'nl', '?status=NIEUW&onbekend=1');
    const filter = { status: 'NIEUW' };
    await dataProvider.getList(courses.name, { pagination: { page: 1, perPage: courses.list.pageSize }, sort: courses.list.sort, filter });
    const lists = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/bijscholing/cursussen'));
    expect(lists).toHaveLength(1);
    expect(lists[0]).toContain('status=NIEUW');
    expect(lists[0]).not.toContain('onbekend');
  });

  it('asks again ahead once an answer asked ahead grew old untaken, and the list takes the new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    prefetchList(codelists, ['SECRETARIAAT'], 'nl');
    prefetchList(codelists, ['SECRETARIAAT'], 'nl');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 6_000);
    prefetchList(codelists, ['SECRETARIAAT'], 'nl');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await dataProvider.getList(codelists.name, firstPage);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks beside the first page for the codelists its columns show, and the lookup takes that answer', async () => {
    const courses = declarations.find((d) => d.name === 'cursussen')!;
    prefetchList(courses, ['SECRETARIAAT'], 'nl');
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    // The course list shows its status and its type in words.
    expect(urls).toContain('/api/lists/codelist/public/CURSTATUS?language=nl');
    expect(urls).toContain('/api/lists/codelist/public/CURSUSTYPE?language=nl');
    const sent = urls.length;
    await dataProvider.getPublicCodelist('CURSTATUS', 'nl');
    expect(fetchMock).toHaveBeenCalledTimes(sent);
    await dataProvider.getPublicCodelist('CURSTATUS', 'nl');
    expect(fetchMock).toHaveBeenCalledTimes(sent + 1);
  });

  it('asks the codelists in the person’s language, and a French lookup takes that answer', async () => {
    const courses = declarations.find((d) => d.name === 'cursussen')!;
    prefetchList(courses, ['SECRETARIAAT'], 'fr');
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/lists/codelist/public/CURSTATUS?language=fr');
    expect(urls.filter((url) => url.includes('language=nl'))).toEqual([]);
    const sent = urls.length;
    await dataProvider.getPublicCodelist('CURSTATUS', 'fr');
    expect(fetchMock).toHaveBeenCalledTimes(sent);
    // The Dutch list is another answer: asked on its own.
    await dataProvider.getPublicCodelist('CURSTATUS', 'nl');
    expect(fetchMock).toHaveBeenCalledTimes(sent + 1);
  });

  it('forgets what was asked ahead when someone logs out', async () => {
    prefetchList(codelists, ['SECRETARIAAT'], 'nl');
    await authProvider.logout({});
    await dataProvider.getList(codelists.name, firstPage);
    // The prefetch, the logout, and the list's own request: none of the first user's answers is used.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringContaining('/lists/codelists'),
      '/api/auth/logout',
      expect.stringContaining('/lists/codelists'),
    ]);
  });

  it('gives the list’s first frame the answer once it is in, the same as the list’s own request gets', async () => {
    const key = [codelists.name, 'getList', { ...firstPage, meta: undefined }];
    prefetchList(codelists, ['SECRETARIAAT'], 'nl');
    // Sent, not yet in: the screen draws without rows and asks as usual.
    expect(knownListAnswer(key)).toBeUndefined();
    await vi.waitFor(() => expect(knownListAnswer(key)).toBeDefined());
    const own = await dataProvider.getList(codelists.name, firstPage);
    expect(knownListAnswer(key)).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(own).toMatchObject({ data: [{ id: 1, code: 'GEMEENTE' }], total: 1 });
  });

  it('gives no first answer for another page, a failed request, or an answer grown old', async () => {
    prefetchList(codelists, ['SECRETARIAAT'], 'nl');
    const key = (page: number) => [codelists.name, 'getList', { ...firstPage, pagination: { page, perPage: codelists.list.pageSize } }];
    await vi.waitFor(() => expect(knownListAnswer(key(1))).toBeDefined());
    expect(knownListAnswer(key(2))).toBeUndefined();
    expect(knownListAnswer(['onbekend', 'getList', firstPage])).toBeUndefined();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6_000);
    expect(knownListAnswer(key(1))).toBeUndefined();
    vi.useRealTimers();
    await authProvider.logout({});
    fetchMock.mockImplementation(async () => new Response('{"errorcode":"NOT_LOGGED_IN"}', { status: 401, headers: { 'content-type': 'application/json' } }));
    prefetchList(codelists, ['SECRETARIAAT'], 'nl');
    await new Promise((r) => setTimeout(r, 20));
    expect(knownListAnswer(key(1))).toBeUndefined();
  });

  it('knows which addresses the generic list draws', () => {
    expect(genericLists.map(([path]) => path)).toContain('/codelijsten');
    // The exemptions' queue has a list of its own (src/resources/vrijstellingen): not asked for ahead.
    expect(genericLists.some(([, d]) => d.name === 'vrijstellingen')).toBe(false);
  });
});

import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';

interface Item {
  iddiccodedetail: number;
  codedetail: string;
  description: string;
  active: number;
}

describe('codelists', () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    cookies.sec = await login(t.app, 'secretariaat');
    cookies.opl = await login(t.app, 'opleider');
    for (const row of await t.db.query<{ code: string; iddiccode: number }>('SELECT code, iddiccode FROM codelists')) ids[row.code] = row.iddiccode;
  });

  const sec = (options: InjectOptions) => as(t.app, cookies.sec, options);
  const items = async (code: string, query = '') =>
    (await sec({ method: 'GET', url: `/api/lists/codelists/${ids[code]}/items?limit=500${query}` })).json().items as Item[];
  const countRows = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM codelist_items'))[0]!.n;
  const publicList = async (query: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/lists/codelist/public/CURSTATUS?${query}` })).json().items as Item[];

  it('holds a French text for every value the seed loads', async () => {
    const [counts] = await t.db.query<{ items: number; french: number }>(
      `SELECT count(*)::int AS items, count(t.description)::int AS french FROM codelist_items i
         LEFT JOIN codelist_item_translations t ON t.iddiccodedetail = i.iddiccodedetail AND t.languagecode = 'fr'`,
    );
    expect(counts!.items).toBeGreaterThan(700);
    expect(counts!.french).toBe(counts!.items);
  });

  it('lists the 17 codelists ten at a time, with q as filter', async () => {
    const first = await sec({ method: 'GET', url: '/api/lists/codelists' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ limit: 10, offset: 0, size: 17 });
    expect(first.json().items).toHaveLength(10);
    const rest = await sec({ method: 'GET', url: '/api/lists/codelists?offset=10' });
    expect(rest.json()).toMatchObject({ limit: 10, offset: 10, size: 17 });
    expect(rest.json().items).toHaveLength(7);
    const all = [...first.json().items, ...rest.json().items].map((l: { code: string }) => l.code);
    expect(new Set(all).size).toBe(17);
    expect(all).toEqual(expect.arrayContaining(['CURSTATUS', 'PROVINCIE', 'GEMEENTE', 'COUNTRY', 'VRIJSTELLING_STATUS']));
    const beyond = await sec({ method: 'GET', url: '/api/lists/codelists?offset=20' });
    expect(beyond.json()).toMatchObject({ items: [], offset: 20, size: 17 });
    const filtered = await sec({ method: 'GET', url: '/api/lists/codelists?q=provinc' });
    expect(filtered.json().size).toBe(1);
    expect(filtered.json().items[0]).toMatchObject({ code: 'PROVINCIE', itemcount: 11 });
    const bad = await sec({ method: 'GET', url: '/api/lists/codelists?limit=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.limit).toBe('De waarde is te laag.');
  });

  it('pages and filters the items of a list', async () => {
    const page = await sec({ method: 'GET', url: `/api/lists/codelists/${ids.CURSTATUS}/items?limit=2&offset=2` });
    expect(page.json()).toMatchObject({ limit: 2, offset: 2, size: 6 });
    expect(page.json().items.map((i: Item) => i.codedetail)).toEqual(['AANGEVRAAGD', 'BEOORDELEN_P']);
    const beyond = await sec({ method: 'GET', url: `/api/lists/codelists/${ids.CURSTATUS}/items?limit=2&offset=6` });
    expect(beyond.json()).toMatchObject({ items: [], size: 6 });
    const byText = await sec({ method: 'GET', url: `/api/lists/codelists/${ids.CURSTATUS}/items?q=goedgek` });
    expect(byText.json().items.map((i: Item) => i.codedetail)).toEqual(['GOEDGEKEURD']);
    expect((await items('CURSTATUS', '&active=0')).length).toBe(0);
    expect((await items('CURSTATUS', '&active=1')).length).toBe(6);
    const bad = await sec({ method: 'GET', url: `/api/lists/codelists/${ids.CURSTATUS}/items?active=2` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.active).toBe('De waarde heeft niet het juist formaat');
    expect((await sec({ method: 'GET', url: '/api/lists/codelists/999999/items' })).statusCode).toBe(404);
  });

  it('creates an item, refuses a duplicate code, updates and deletes it with its translations', async () => {
    const created = await sec({
      method: 'POST',
      url: `/api/lists/codelists/${ids.SECTOR}/items`,
      payload: { codedetail: 'AQUA', description: 'Aquacultuur', active: 1 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().iddiccodedetail as number;
    expect(created.json()).toMatchObject({ codedetail: 'AQUA', description: 'Aquacultuur', active: 1, iddiccode: ids.SECTOR });
    expect((await items('SECTOR')).find((i) => i.iddiccodedetail === id)).toMatchObject({ codedetail: 'AQUA' });

    const before = await countRows();
    for (const codedetail of ['AQUA', 'aqua']) {
      const dup = await sec({ method: 'POST', url: `/api/lists/codelists/${ids.SECTOR}/items`, payload: { codedetail, description: 'Dubbel', active: 1 } });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({ errorcode: 'CODE_ALREADY_EXISTS', usererror: 'Deze code bestaat al in deze codelijst.' });
    }
    expect(await countRows()).toBe(before);

    const updated = await sec({
      method: 'POST',
      url: `/api/lists/codelists/items/${id}`,
      payload: { codedetail: 'AQUA', description: 'Aquacultuur en visteelt', active: 0 },
    });
    expect(updated.statusCode).toBe(200);
    expect((await items('SECTOR')).find((i) => i.iddiccodedetail === id)).toMatchObject({ description: 'Aquacultuur en visteelt', active: 0 });

    await sec({ method: 'POST', url: `/api/lists/codelists/items/${id}/translations/fr`, payload: { description: 'Aquaculture' } });
    const removed = await sec({ method: 'DELETE', url: `/api/lists/codelists/items/${id}` });
    expect(removed.statusCode).toBe(200);
    expect((await items('SECTOR')).some((i) => i.iddiccodedetail === id)).toBe(false);
    expect(await countRows()).toBe(before - 1);
    expect(await t.db.query('SELECT 1 FROM codelist_item_translations WHERE iddiccodedetail = $1', [id])).toEqual([]);
    expect((await sec({ method: 'DELETE', url: `/api/lists/codelists/items/${id}` })).statusCode).toBe(404);
  });

  it('refuses bad item input with Dutch field errors and writes nothing', async () => {
    const before = await countRows();
    const res = await sec({
      method: 'POST',
      url: `/api/lists/codelists/${ids.SECTOR}/items`,
      payload: { codedetail: 'MET SPATIES', description: '   ', active: 2 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorcode).toBe('VALIDATION_ERROR');
    expect(res.json().fields).toMatchObject({
      codedetail: 'De waarde heeft niet het juist formaat',
      description: 'Dit veld is verplicht.',
      active: expect.stringMatching(/\S/),
    });
    const [item] = await items('SECTOR');
    const update = await sec({
      method: 'POST',
      url: `/api/lists/codelists/items/${item!.iddiccodedetail}`,
      payload: { codedetail: '', description: 'x', active: 1 },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().fields.codedetail).toBe('Dit veld is verplicht.');
    expect(await countRows()).toBe(before);
    expect((await items('SECTOR'))[0]).toEqual(item);
  });

  it('stores translations per language and lists them per item', async () => {
    const [item] = await items('SECTOR');
    const id = item!.iddiccodedetail;
    const saved = await sec({ method: 'POST', url: `/api/lists/codelists/items/${id}/translations/fr`, payload: { description: 'Secteur FR' } });
    expect(saved.statusCode).toBe(200);
    const read = await sec({ method: 'GET', url: `/api/lists/codelists/items/${id}/translations/fr` });
    expect(read.json()).toMatchObject({ iddiccodedetail: id, languagecode: 'fr', description: 'Secteur FR' });
    const [other] = await items('CATTYPE');
    await t.db.query("DELETE FROM codelist_item_translations WHERE iddiccodedetail = $1 AND languagecode = 'fr'", [other!.iddiccodedetail]);
    const none = await sec({ method: 'GET', url: `/api/lists/codelists/items/${other!.iddiccodedetail}/translations/fr` });
    expect(none.json()).toMatchObject({ languagecode: 'fr', description: null });
    const list = await sec({ method: 'GET', url: `/api/lists/codelists/${ids.SECTOR}/translations` });
    expect(list.statusCode).toBe(200);
    const row = list.json().items.find((i: Item) => i.iddiccodedetail === id);
    expect(row.translations.fr).toBe('Secteur FR');
    expect(list.json().size).toBe(list.json().items.length);
    expect(list.json().languages).toEqual(['nl', 'fr']);

    const before = await t.db.query('SELECT * FROM codelist_item_translations WHERE iddiccodedetail = $1 ORDER BY languagecode', [id]);
    const bad = await sec({ method: 'POST', url: `/api/lists/codelists/items/${id}/translations/xx`, payload: { description: 'Onbekend' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.lang).toBe('De waarde heeft niet het juist formaat');
    expect((await sec({ method: 'GET', url: `/api/lists/codelists/items/${id}/translations/xx` })).statusCode).toBe(400);
    // Only the portal's own languages: another is refused like an unknown one, also a language's other spelling.
    for (const lang of ['en', 'de', 'FR', 'fr-BE']) {
      const other = await sec({ method: 'POST', url: `/api/lists/codelists/items/${id}/translations/${lang}`, payload: { description: 'Sector' } });
      expect(other.statusCode, lang).toBe(400);
      expect(other.json()).toMatchObject({ errorcode: 'VALIDATION_ERROR', fields: { lang: 'De waarde heeft niet het juist formaat' } });
      expect((await sec({ method: 'GET', url: `/api/lists/codelists/items/${id}/translations/${lang}` })).statusCode, lang).toBe(400);
    }
    const empty = await sec({ method: 'POST', url: `/api/lists/codelists/items/${id}/translations/fr`, payload: { description: '' } });
    expect(empty.json().fields.description).toBe('Dit veld is verplicht.');
    expect(await t.db.query('SELECT * FROM codelist_item_translations WHERE iddiccodedetail = $1 ORDER BY languagecode', [id])).toEqual(before);
  });

  it('serves a list by name to anyone, in a language, optionally only active items', async () => {
    const active = await publicList('language=nl&active=1');
    expect(active.map((i) => i.codedetail)).toEqual(['NIEUW', 'ONVOLLEDIG', 'AANGEVRAAGD', 'BEOORDELEN_P', 'GOEDGEKEURD', 'AFGEKEURD']);
    const target = active.find((i) => i.codedetail === 'AFGEKEURD')!;
    await sec({
      method: 'POST',
      url: `/api/lists/codelists/items/${target.iddiccodedetail}`,
      payload: { codedetail: 'AFGEKEURD', description: 'Afgekeurd', active: 0 },
    });
    expect((await publicList('language=nl&active=1')).map((i) => i.codedetail)).not.toContain('AFGEKEURD');
    expect((await publicList('language=nl')).find((i) => i.codedetail === 'AFGEKEURD')).toMatchObject({ active: 0 });
    await sec({
      method: 'POST',
      url: `/api/lists/codelists/items/${target.iddiccodedetail}`,
      payload: { codedetail: 'AFGEKEURD', description: 'Afgekeurd', active: 1 },
    });

    const fr = await t.app.inject({ method: 'GET', url: '/api/lists/codelist/public/PROVINCIE?language=fr&active=1' });
    expect(fr.statusCode).toBe(200);
    const byCode = Object.fromEntries(fr.json().items.map((i: Item) => [i.codedetail, i.description]));
    expect(byCode).toMatchObject({ ANT: 'Anvers', LIE: 'Liège', BRU: 'Région de Bruxelles-Capitale' });
    expect((await publicList('language=fr')).find((i) => i.codedetail === 'NIEUW')!.description).toBe('Nouveau');
    expect((await t.app.inject({ method: 'GET', url: '/api/lists/codelist/public/CURSTATUS?language=xx' })).statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/lists/codelist/public/BESTAATNIET' });
    expect(unknown.json()).toMatchObject({ items: [], size: 0 });
  });

  it("reads a list in French: each value's translation, the Dutch text where it has none; another language is refused", async () => {
    const read = (query: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/lists/codelist/public/OPLNIVEAU?${query}`, headers });
    const dutch = (await read('language=nl')).json().items as Item[];
    const [first, second] = dutch;
    const french = (await read('language=fr')).json().items as Item[];
    expect(french.map((i) => i.codedetail)).toEqual(dutch.map((i) => i.codedetail));
    expect(french[0]!.description).not.toBe(first!.description);
    await t.db.query("DELETE FROM codelist_item_translations WHERE iddiccodedetail = $1 AND languagecode = 'fr'", [second!.iddiccodedetail]);
    const fallback = (await read('language=fr&active=1')).json().items as Item[];
    expect(fallback.find((i) => i.codedetail === second!.codedetail)!.description).toBe(second!.description);
    expect(fallback.find((i) => i.codedetail === first!.codedetail)!.description).toBe(french[0]!.description);
    // Without a language the list is Dutch (SPEC's language=nl).
    expect(((await read('')).json().items as Item[]).map((i) => i.description)).toEqual(dutch.map((i) => i.description));

    const before = await t.db.query('SELECT * FROM codelist_item_translations ORDER BY iddiccodedetail, languagecode');
    for (const language of ['en', 'de', 'xx', 'FR', 'nl-BE', '']) {
      const bad = await read(`language=${language}`);
      expect(bad.statusCode, language).toBe(400);
      expect(bad.json()).toMatchObject({ errorcode: 'VALIDATION_ERROR', fields: { language: 'De waarde heeft niet het juist formaat' } });
      const inFrench = await read(`language=${language}`, { 'accept-language': 'fr-BE,fr;q=0.9' });
      expect(inFrench.json().fields.language).toBe("La valeur n'a pas le format correct");
      expect(inFrench.json().usererror).not.toBe(bad.json().usererror);
    }
    expect(await t.db.query('SELECT * FROM codelist_item_translations ORDER BY iddiccodedetail, languagecode')).toEqual(before);
  });

  it('lets a provider read lists but not change them', async () => {
    const opl = (options: InjectOptions) => as(t.app, cookies.opl, options);
    expect((await opl({ method: 'GET', url: '/api/lists/codelists' })).json().size).toBe(17);
    const [item] = await items('SECTOR');
    const id = item!.iddiccodedetail;
    expect((await opl({ method: 'GET', url: `/api/lists/codelists/${ids.SECTOR}/items` })).statusCode).toBe(200);
    const before = await countRows();
    const attempts: InjectOptions[] = [
      { method: 'POST', url: `/api/lists/codelists/${ids.SECTOR}/items`, payload: { codedetail: 'OPL', description: 'Opleider', active: 1 } },
      { method: 'POST', url: `/api/lists/codelists/items/${id}`, payload: { codedetail: 'OPL', description: 'Opleider', active: 0 } },
      { method: 'DELETE', url: `/api/lists/codelists/items/${id}` },
      { method: 'POST', url: `/api/lists/codelists/items/${id}/translations/fr`, payload: { description: 'Opleider' } },
    ];
    for (const attempt of attempts) {
      const res = await opl(attempt);
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(res.json().errorcode).toBe('FORBIDDEN');
    }
    expect(await countRows()).toBe(before);
    expect((await items('SECTOR'))[0]).toEqual(item);
  });
});

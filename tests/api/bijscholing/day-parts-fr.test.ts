import { beforeAll, describe, expect, it } from 'vitest';
import { ensureReferenceNames } from '../../../server/seed/demo';
import { as, login, useTestApp } from '../../helpers/app';

interface Item {
  dagdeel: string | null;
  category: string | null;
}

/**
 * A course's day parts and categories in the reader's language: the agenda's sheet and the reference
 * lists name them in French to a French reader (the Dutch where the French is empty), in Dutch to a
 * Dutch one; the secretariat writes both, and an install from before gets the product's French.
 */
describe('day parts and categories in French', () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  let course: number;
  beforeAll(async () => {
    for (const who of ['N1007', 'N1001', 'secretariat', 'secretariaat']) cookies[who] = await login(t.app, who);
    course = (await t.db.query<{ id: number }>("SELECT id FROM bijscholing_cursussen WHERE title = 'Antibioticabeleid in de varkenshouderij'"))[0]!.id;
  });
  const sheet = async (who: string) => {
    const res = await as(t.app, cookies[who], { method: 'GET', url: `/api/bijscholing/agenda/${course}` });
    expect(res.statusCode).toBe(200);
    return (res.json().items as Item[]).map((i) => [i.dagdeel, i.category]);
  };
  const evening = async () => (await t.db.query<{ id: number }>("SELECT id FROM bijscholing_dagdelen WHERE code = 'AV'"))[0]!.id;

  it("shows a French vet the programme's day part and category in French, a Dutch vet in Dutch", async () => {
    expect(await sheet('N1007')).toEqual([['Soirée', 'Webinaire (en direct, en ligne)']]);
    expect(await sheet('N1001')).toEqual([['Avond', 'Webinar (live online)']]);
  });

  it('lists and searches the day parts by their French name for a French reader, keeping both texts for the form', async () => {
    const list = async (who: string, q: string) =>
      (await as(t.app, cookies[who], { method: 'GET', url: `/api/bijscholing/dagdelen?limit=50&q=${q}` })).json().items as Record<string, unknown>[];
    const found = await list('secretariat', 'soir');
    expect(found.map((d) => [d.code, d.description, d.description_fr])).toEqual([['AV', 'Avond', 'Soirée']]);
    expect(await list('secretariaat', 'soir')).toEqual([]);
    const categories = (await as(t.app, cookies.secretariat, { method: 'GET', url: '/api/bijscholing/categories?limit=50&q=atelier' })).json().items;
    expect(categories.map((c: { code: string }) => c.code)).toEqual(['WS']);
  });

  it("takes the secretariat's French name, and shows a French reader the Dutch one while the French is empty", async () => {
    const id = await evening();
    const edit = (description_fr: string) =>
      as(t.app, cookies.secretariaat, { method: 'POST', url: `/api/bijscholing/dagdelen/${id}`, payload: { description_fr } });
    expect((await edit('En soirée')).statusCode).toBe(200);
    expect((await sheet('N1007'))[0]![0]).toBe('En soirée');
    expect((await edit('')).statusCode).toBe(200);
    expect((await sheet('N1007'))[0]![0]).toBe('Avond');
    const tooLong = await edit('x'.repeat(201));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields?.description_fr).toBeTruthy();
    expect((await edit('Soirée')).statusCode).toBe(200);
  });

  it("fills in the product's French names at start where empty, not for a day part whose Dutch the secretariat changed", async () => {
    await t.db.query('UPDATE bijscholing_dagdelen SET description_fr = NULL');
    await t.db.query("UPDATE bijscholing_categories SET description_fr = ''");
    await t.db.query("UPDATE bijscholing_dagdelen SET description = 'Namiddagsessie' WHERE code = 'NM'");
    expect(await sheet('N1007')).toEqual([['Avond', 'Webinar (live online)']]);
    await ensureReferenceNames(t.db);
    expect(await sheet('N1007')).toEqual([['Soirée', 'Webinaire (en direct, en ligne)']]);
    const names = await t.db.query<{ code: string; description_fr: string | null }>('SELECT code, description_fr FROM bijscholing_dagdelen ORDER BY code');
    expect(Object.fromEntries(names.map((n) => [n.code, n.description_fr]))).toMatchObject({ AV: 'Soirée', VM: 'Matinée', NM: null });
    // A French name already there stays at the next start.
    await t.db.query("UPDATE bijscholing_dagdelen SET description_fr = 'Le soir' WHERE code = 'AV'");
    await ensureReferenceNames(t.db);
    expect((await sheet('N1007'))[0]![0]).toBe('Le soir');
    await t.db.query("UPDATE bijscholing_dagdelen SET description = 'Namiddag', description_fr = 'Après-midi' WHERE code = 'NM'");
    await t.db.query("UPDATE bijscholing_dagdelen SET description_fr = 'Soirée' WHERE code = 'AV'");
  });
});

import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/rules/courses';
import { useAgendaApp } from '../../helpers/agenda';
import { as } from '../../helpers/app';

/** The course agenda's list (GET /api/bijscholing/agenda) as a vet reads it: order, languages, filters, pages. */
describe('course agenda', () => {
  const { t, cookies, get, list, titles, insertCourse, today } = useAgendaApp();
  it('lists the approved courses from today on, soonest first, with their details in Dutch', async () => {
    const running = await insertCourse('Lopende meerdaagse cursus', addDays(today, -2), today);
    await insertCourse('Voorbije cursus', addDays(today, -3), addDays(today, -1));
    await insertCourse('Nieuwe cursus die nog niet goedgekeurd is', addDays(today, 5), addDays(today, 5), { status: 'AANGEVRAAGD' });
    const page = await list();
    const names = page.items.map((c) => c.title);
    // A course running now counts; one that ended and one not approved do not.
    expect(names).toContain('Lopende meerdaagse cursus');
    expect(names).not.toContain('Voorbije cursus');
    expect(names).not.toContain('Nieuwe cursus die nog niet goedgekeurd is');
    expect(names.indexOf('Lopende meerdaagse cursus')).toBeLessThan(names.indexOf('Webinar: antibioticagebruik bij landbouwhuisdieren'));
    const starts = page.items.map((c) => c.startDate);
    expect(starts).toEqual([...starts].sort());
    expect(page).toMatchObject({ limit: 25, offset: 0, size: page.items.length });
    const heart = page.items.find((c) => c.title === 'Hartgeruis en hartfalen bij de kat')!;
    expect(heart).toMatchObject({
      location: 'Salisburylaan 133, 9820 Merelbeke',
      online: false,
      organisation: expect.any(String),
      points: 4,
      province: { code: 'OVL', description: 'Oost-Vlaanderen' },
      discipline: { code: 'CARDIO', description: 'Cardiologie' },
      level: { code: 'GEVORDERD', description: 'Gevorderd' },
      species: [{ code: 'GEZEL', description: 'Gezelschapsdieren (hond, kat)' }],
    });
    const webinar = page.items.find((c) => c.title.startsWith('Webinar'))!;
    expect(webinar).toMatchObject({ online: true, location: null, province: null });
    await t.db.query('DELETE FROM bijscholing_cursussen WHERE id = $1', [running]);
  });

  it("names the codelists' values in a French reader's language, the Dutch text where a value has no French one", async () => {
    const choose = (language: string) => as(t.app, cookies.N1003, { method: 'PUT', url: '/api/auth/person/language', payload: { language } });
    expect((await choose('fr')).statusCode).toBe(200);
    const level = { list: 'OPLNIVEAU', code: 'GEVORDERD' };
    const [saved] = await t.db.query<{ description: string }>(
      `DELETE FROM codelist_item_translations t USING codelist_items i JOIN codelists c USING (iddiccode)
        WHERE t.iddiccodedetail = i.iddiccodedetail AND t.languagecode = 'fr' AND c.code = $1 AND i.codedetail = $2 RETURNING t.description`,
      [level.list, level.code],
    );
    try {
      const heart = (await list('', 'N1003')).items.find((c) => c.title === 'Hartgeruis en hartfalen bij de kat')!;
      expect(heart).toMatchObject({
        province: { code: 'OVL', description: 'Flandre orientale' },
        level: { code: 'GEVORDERD', description: 'Gevorderd' },
        species: [{ code: 'GEZEL', description: 'Animaux de compagnie (chien, chat)' }],
      });
      const sheet = await get('N1003', `/api/bijscholing/agenda/${heart.id}`);
      expect(sheet.json()).toMatchObject({ province: { description: 'Flandre orientale' }, species: [{ description: 'Animaux de compagnie (chien, chat)' }] });
      // A Dutch reader of the same page keeps the Dutch texts.
      const dutch = (await list()).items.find((c) => c.id === heart.id)!;
      expect(dutch).toMatchObject({ province: { description: 'Oost-Vlaanderen' }, species: [{ description: 'Gezelschapsdieren (hond, kat)' }] });
    } finally {
      await t.db.query(
        `INSERT INTO codelist_item_translations (iddiccodedetail, languagecode, description)
         SELECT i.iddiccodedetail, 'fr', $3 FROM codelist_items i JOIN codelists c USING (iddiccode) WHERE c.code = $1 AND i.codedetail = $2`,
        [level.list, level.code, saved!.description],
      );
      await choose('nl');
    }
  });

  it('filters on discipline, level, species, province and online, and searches title and provider', async () => {
    expect(await titles('discipline=CARDIO')).toEqual(['Hartgeruis en hartfalen bij de kat']);
    expect(await titles('level=BASIS')).toEqual(['Klauwgezondheid bij melkvee']);
    expect(await titles('species=VARKEN')).toEqual(['Webinar: antibioticagebruik bij landbouwhuisdieren']);
    expect(await titles('provincie=WVL')).toEqual(['Klauwgezondheid bij melkvee']);
    expect(await titles('online=1')).toEqual(['Webinar: antibioticagebruik bij landbouwhuisdieren']);
    expect(await titles('online=0&species=RUND')).toEqual(['Klauwgezondheid bij melkvee']);
    expect(await titles('q=KLAUW')).toEqual(['Klauwgezondheid bij melkvee']);
    // The provider's name: the organisation of opleider2 gives the cows' course.
    const [{ name } = { name: '' }] = await t.db.query<{ name: string }>(
      "SELECT le.name FROM legal_entities le JOIN bijscholing_cursussen c ON c.legal_entity_id = le.iddiclegalentity WHERE c.title = 'Klauwgezondheid bij melkvee'",
    );
    expect(await titles(`q=${encodeURIComponent(name.slice(0, 12))}`)).toContain('Klauwgezondheid bij melkvee');
    // A wildcard typed is looked for as itself.
    expect(await titles('q=%25')).toEqual([]);
    expect(await titles('discipline=CARDIO&level=BASIS')).toEqual([]);
  });

  it('gives the province by the postcode in the place, else by the organisation, and none to an online course without one', async () => {
    const inLeuven = await insertCourse('Cursus in Leuven', addDays(today, 3), addDays(today, 3), { location: 'Kasteelpark Arenberg 1, 3001 Leuven' });
    const noPostcode = await insertCourse('Cursus zonder postcode', addDays(today, 3), addDays(today, 3), { location: 'Zaal De Pit' });
    const online = await insertCourse('Online cursus', addDays(today, 3), addDays(today, 3), { online: true });
    const province = async (id: number) =>
      (await t.db.query<{ province: string | null }>('SELECT province FROM bijscholing_cursussen WHERE id = $1', [id]))[0]!.province;
    const organisation = (
      await t.db.query<{ province: string | null }>(
        `SELECT province_of_postcode(a.postcode) AS province FROM bijscholing_cursussen c JOIN legal_entities le ON le.iddiclegalentity = c.legal_entity_id
           JOIN addresses a ON a.iddicaddress = le.iddicaddress WHERE c.id = $1`,
        [noPostcode],
      )
    )[0]?.province;
    expect(await province(inLeuven)).toBe('VBR');
    expect(await province(noPostcode)).toBe(organisation ?? null);
    expect(await province(online)).toBeNull();
    // A new place moves it.
    await t.db.query("UPDATE bijscholing_cursussen SET location = 'Markt 1, 8000 Brugge' WHERE id = $1", [inLeuven]);
    expect(await province(inLeuven)).toBe('WVL');
    await t.db.query('DELETE FROM bijscholing_cursussen WHERE id = ANY ($1)', [[inLeuven, noPostcode, online]]);
  });

  it('pages by 25 with limit and offset; a page past the end is empty and says how many there are', async () => {
    const made: number[] = [];
    for (let i = 0; i < 30; i++) made.push(await insertCourse(`Reeks ${String(i).padStart(2, '0')}`, addDays(today, 200 + i), addDays(today, 200 + i)));
    const first = await list();
    expect(first.items).toHaveLength(25);
    const second = await list('offset=25');
    expect(second.size).toBe(first.size);
    expect(second.items.length).toBe(first.size - 25);
    expect(new Set([...first.items, ...second.items].map((c) => c.id)).size).toBe(first.size);
    const past = await list('offset=500');
    expect(past).toMatchObject({ items: [], size: first.size, offset: 500 });
    await t.db.query('DELETE FROM bijscholing_cursussen WHERE id = ANY ($1)', [made]);
  });

  it('refuses unknown filter values and overlong searches with a Dutch message per field', async () => {
    for (const [query, field] of [
      ['discipline=ONBEKEND', 'discipline'],
      ['level=X', 'level'],
      ['species=DRAAK', 'species'],
      ['provincie=XYZ', 'provincie'],
      ['online=ja', 'online'],
      ['discipline=%3Cscript%3E', 'discipline'],
      [`q=${'a'.repeat(1000)}`, 'q'],
      ['limit=0', 'limit'],
      ['offset=-1', 'offset'],
      ['limit=abc', 'limit'],
    ] as const) {
      const res = await get('N1001', `/api/bijscholing/agenda?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorcode).toBe('VALIDATION_ERROR');
      expect(res.json().fields?.[field], query).toMatch(/[a-z]/);
    }
    // A value of none of the filter's choices is named as such, whether a codelist or the schema knows the choices.
    for (const [query, field] of [
      ['discipline=ONBEKEND', 'discipline'],
      ['provincie=XYZ', 'provincie'],
      ['online=ja', 'online'],
    ] as const) {
      expect((await get('N1001', `/api/bijscholing/agenda?${query}`)).json().fields[field], query).toBe('Deze keuze bestaat niet (meer). Kies opnieuw.');
    }
    expect((await get('N1001', `/api/bijscholing/agenda?q=${'a'.repeat(1000)}`)).json().fields.q).toBe('De waarde is te lang.');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsDate } from '../../../domain/dates';
import { addDays } from '../../../domain/rules/courses';
import { as, login, useTestApp } from '../../helpers/app';
import { addItem } from '../../helpers/courses';

/** Courses (SPEC §4): who sees and changes which, and the 2-week rule at its boundary. */
describe('courses', () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    for (const u of ['secretariaat', 'opleider', 'opleider2', 'N1001']) cookies[u] = await login(t.app, u);
  });
  const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => as(t.app, cookies[who], { method, url, payload });
  const today = brusselsDate();
  const course = (days = 30, extra: object = {}) => ({
    title: `Cursus ${Math.random().toString(36).slice(2, 8)}`,
    startDate: addDays(today, days),
    endDate: addDays(today, days),
    type: 'EBP',
    ...extra,
  });
  const create = async (who = 'opleider', body: object = course()) => {
    const res = await call(who, 'POST', '/api/bijscholing/cursussen', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const setState = (id: number, status: string) => t.db.query('UPDATE bijscholing_cursussen SET status = $2 WHERE id = $1', [id, status]);

  it('shows a provider only the courses of its own organisation, the secretariat all of them', async () => {
    const own = (await call('opleider', 'GET', '/api/bijscholing/cursussen?limit=100')).json();
    const [entity] = await t.db.query<{ id: number }>("SELECT legal_entity_id AS id FROM users WHERE username = 'opleider'");
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((c: { legalEntityId: number }) => c.legalEntityId === entity!.id)).toBe(true);
    const all = (await call('secretariaat', 'GET', '/api/bijscholing/cursussen?limit=100')).json();
    expect(all.size).toBeGreaterThan(own.size);
    expect(all.limit).toBe(100);
    expect((await call('N1001', 'GET', '/api/bijscholing/cursussen')).statusCode).toBe(403);
    const other = all.items.find((c: { legalEntityId: number }) => c.legalEntityId !== entity!.id);
    expect((await call('opleider', 'GET', `/api/bijscholing/cursussen/${other.id}`)).statusCode).toBe(403);
  });

  it('counts the courses per state that the caller may see, every state listed, for the chart above the list', async () => {
    const counts = async (who: string) =>
      Object.fromEntries(
        (await call(who, 'GET', '/api/bijscholing/cursussen/stats')).json().items.map((i: { state: string; count: number }) => [i.state, i.count]),
      );
    const before = await counts('opleider');
    expect(Object.keys(before)).toEqual(['NIEUW', 'ONVOLLEDIG', 'AANGEVRAAGD', 'BEOORDELEN_P', 'GOEDGEKEURD', 'AFGEKEURD']);
    const made = await create('opleider');
    await setState(made.id, 'BEOORDELEN_P');
    const after = await counts('opleider');
    expect(after.BEOORDELEN_P).toBe(before.BEOORDELEN_P + 1);
    expect(after.NIEUW).toBe(before.NIEUW);
    const own = (await call('opleider', 'GET', '/api/bijscholing/cursussen?limit=1')).json().size;
    expect(Object.values(after).reduce((a, b) => (a as number) + (b as number), 0)).toBe(own);
    const all = await counts('secretariaat');
    expect(all.BEOORDELEN_P).toBeGreaterThanOrEqual(after.BEOORDELEN_P);
    expect((await counts('opleider2')).BEOORDELEN_P).toBe(all.BEOORDELEN_P - after.BEOORDELEN_P);
    expect((await call('N1001', 'GET', '/api/bijscholing/cursussen/stats')).statusCode).toBe(403);
  });

  it('pages by 25 and filters by title, status, start, end, type and EBP number from the query string', async () => {
    const made = await create('opleider', course(200, { title: 'Zeldzame vogelziekten', type: 'BP', ebpNumber: 'EBP-2027-99' }));
    expect((await call('opleider', 'GET', '/api/bijscholing/cursussen')).json().limit).toBe(25);
    const q = `title=vogelziekten&status=NIEUW&startdate=${addDays(today, 199)}&enddate=${addDays(today, 201)}&type=BP&ebp=2027-99`;
    const found = (await call('opleider', 'GET', `/api/bijscholing/cursussen?${q}`)).json();
    expect(found.items.map((c: { id: number }) => c.id)).toEqual([made.id]);
    expect(found.items[0]).toMatchObject({ organisation: expect.any(String), status: 'NIEUW' });
    expect((await call('opleider', 'GET', `/api/bijscholing/cursussen?title=vogelziekten&status=AANGEVRAAGD`)).json().size).toBe(0);
    expect((await call('opleider', 'GET', '/api/bijscholing/cursussen?status=ONZIN')).json().size).toBe(0);
  });

  it('makes a provider its new course, NIEUW and its own, and refuses the secretariat a course without an organisation', async () => {
    const made = await create('opleider', { ...course(), status: 'GOEDGEKEURD', legalEntityId: 1, animalKinds: ['HOND', 'KAT'] });
    const [entity] = await t.db.query<{ id: number }>("SELECT legal_entity_id AS id FROM users WHERE username = 'opleider'");
    expect(made).toMatchObject({ status: 'NIEUW', legalEntityId: entity!.id, animalKinds: ['HOND', 'KAT'] });
    expect((await call('secretariaat', 'POST', '/api/bijscholing/cursussen', course())).statusCode).toBe(403);
    const bad = await call('opleider', 'POST', '/api/bijscholing/cursussen', { ...course(), species: ['GEEN_DIER'], endDate: addDays(today, 1) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.endDate).toBe('De einddatum mag niet vóór de begindatum liggen.');
  });

  it('lets a provider change its course only while NIEUW or ONVOLLEDIG, the secretariat always', async () => {
    const made = await create();
    for (const [state, provider] of [
      ['NIEUW', 200],
      ['ONVOLLEDIG', 200],
      ['AANGEVRAAGD', 409],
      ['BEOORDELEN_P', 409],
      ['GOEDGEKEURD', 409],
      ['AFGEKEURD', 409],
    ] as const) {
      await setState(made.id, state);
      const res = await call('opleider', 'POST', `/api/bijscholing/cursussen/${made.id}`, { location: `Gent ${state}` });
      expect(res.statusCode, state).toBe(provider);
      if (provider === 409) expect(res.json().errorcode).toBe('CURSUS_STATUS_ERROR');
      expect((await call('secretariaat', 'POST', `/api/bijscholing/cursussen/${made.id}`, { location: `Brussel ${state}` })).statusCode, state).toBe(200);
    }
    expect((await call('opleider2', 'POST', `/api/bijscholing/cursussen/${made.id}`, { location: 'Elders' })).statusCode).toBe(403);
  });

  it('deletes a course only while NIEUW', async () => {
    const made = await create();
    await setState(made.id, 'ONVOLLEDIG');
    const refused = await call('opleider', 'DELETE', `/api/bijscholing/cursussen/${made.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorcode).toBe('CURSUS_STATUS_ERROR');
    await setState(made.id, 'NIEUW');
    expect((await call('opleider2', 'DELETE', `/api/bijscholing/cursussen/${made.id}`)).statusCode).toBe(403);
    expect((await call('opleider', 'DELETE', `/api/bijscholing/cursussen/${made.id}`)).statusCode).toBe(200);
  });

  it('refuses a request less than 2 weeks (Brussels days) before the start, and accepts one at exactly 2 weeks', async () => {
    const early = await create('opleider', course(13));
    await addItem(t, cookies.opleider, early.id, early.startDate);
    const refused = await call('opleider', 'POST', `/api/bijscholing/aanvragen/${early.id}/status`, { status: 'AANGEVRAAGD' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorcode: 'INVALID_CURSUS_PERIOD', usererror: expect.stringMatching(/\S/) });
    expect((await call('opleider', 'GET', `/api/bijscholing/cursussen/${early.id}`)).json().status).toBe('NIEUW');
    const inTime = await create('opleider', course(14));
    // A course without items is no programme to assess yet: refused, with what is missing.
    const empty = await call('opleider', 'POST', `/api/bijscholing/aanvragen/${inTime.id}/status`, { status: 'AANGEVRAAGD' });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ errorcode: 'CURSUS_WITHOUT_ITEMS', usererror: expect.stringMatching(/zonder items/) });
    const offered = (await call('opleider', 'GET', `/api/bijscholing/aanvragen/${inTime.id}/statussen`)).json();
    expect(JSON.stringify(offered)).toContain('CURSUS_WITHOUT_ITEMS');
    await addItem(t, cookies.opleider, inTime.id, inTime.startDate);
    const requested = await call('opleider', 'POST', `/api/bijscholing/aanvragen/${inTime.id}/status`, { status: 'AANGEVRAAGD' });
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json().status).toBe('AANGEVRAAGD');
    const mails = await t.db.query<{ recipient: string }>(
      "SELECT m.recipient FROM mails m JOIN mail_templates mt USING (idmailtemplate) JOIN mail_params p ON p.idmail = m.idmail AND p.name = 'cursus' WHERE mt.name = 'CURSUS_INGEDIEND' AND p.value = $1",
      [inTime.title],
    );
    const [secretariat] = await t.db.query<{ email: string }>("SELECT email FROM users WHERE username = 'secretariaat'");
    expect(mails.map((m) => m.recipient)).toContain(secretariat!.email);
  });

  it('offers veterinarians a typeahead of approved courses only, five at a time, and no list', async () => {
    const approved = await create('opleider', course(-20, { title: 'Typeahead cardiologie', type: 'BP', ebpNumber: 'CARD-1' }));
    await setState(approved.id, 'GOEDGEKEURD');
    await create('opleider', course(40, { title: 'Typeahead cardiologie nog niet goedgekeurd', type: 'BP' }));
    const res = await call('N1001', 'GET', '/api/bijscholing/cursussen?typeahead=1&limit=5&type=BP&q=typeahead&user=N1001');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((c: { title: string }) => c.title)).toEqual(['Typeahead cardiologie']);
    expect(res.json().limit).toBe(5);
    expect((await call('N1001', 'GET', '/api/bijscholing/cursussen?typeahead=1&ebp=card')).json().items.map((c: { id: number }) => c.id)).toContain(
      approved.id,
    );
    expect((await call('N1001', 'GET', '/api/bijscholing/cursussen')).statusCode).toBe(403);
    expect((await call('N1001', 'GET', '/api/bijscholing/cursussen?typeahead=0')).statusCode).toBe(403);
    expect((await call('N1001', 'GET', `/api/bijscholing/cursussen/${approved.id}`)).statusCode).toBe(403);
  });

  it('searches title and EBP number as one, whatever the case, never across the two, and takes % and _ literally', async () => {
    const made = await create('opleider', course(45, { title: 'Zoekproef Orthopedie', ebpNumber: 'ZP-2026_7' }));
    const found = async (q: string) =>
      (await call('secretariaat', 'GET', `/api/bijscholing/cursussen?limit=100&q=${encodeURIComponent(q)}`)).json().items.map((c: { id: number }) => c.id);
    expect(await found('ORTHOPEDIE')).toContain(made.id);
    expect(await found('zp-2026')).toContain(made.id);
    expect(await found('2026_7')).toContain(made.id);
    // The end of the title and the start of the EBP number, as if they were one text: no match.
    expect(await found('orthopediezp')).not.toContain(made.id);
    expect(await found('orthopedie zp')).not.toContain(made.id);
    expect(await found('2026%7')).not.toContain(made.id);
    expect(await found('zp_2026')).not.toContain(made.id);
  });

  it('copies a course as a new NIEUW course of the same organisation, with the new dates asked for', async () => {
    const original = await create('opleider', course(50, { title: 'Te kopiëren cursus', location: 'Hasselt', animalKinds: ['PAARD'], hours: 6 }));
    await setState(original.id, 'GOEDGEKEURD');
    const copy = await call('opleider', 'POST', `/api/bijscholing/cursussen/${original.id}/actions/copy`, {
      startDate: addDays(today, 120),
      endDate: addDays(today, 121),
    });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({
      title: 'Te kopiëren cursus (kopie)',
      location: 'Hasselt',
      animalKinds: ['PAARD'],
      hours: 6,
      status: 'NIEUW',
      legalEntityId: original.legalEntityId,
      startDate: addDays(today, 120),
    });
    expect(copy.json().id).not.toBe(original.id);
    const noDates = await call('opleider', 'POST', `/api/bijscholing/cursussen/${original.id}/actions/copy`, {});
    expect(noDates.statusCode).toBe(400);
    expect(Object.keys(noDates.json().fields)).toEqual(['startDate', 'endDate']);
    expect(
      (
        await call('opleider2', 'POST', `/api/bijscholing/cursussen/${original.id}/actions/copy`, {
          startDate: addDays(today, 120),
          endDate: addDays(today, 121),
        })
      ).statusCode,
    ).toBe(403);
    const bySecretariat = await call('secretariaat', 'POST', `/api/bijscholing/cursussen/${original.id}/actions/copy`, {
      startDate: addDays(today, 130),
      endDate: addDays(today, 130),
    });
    expect(bySecretariat.json().legalEntityId).toBe(original.legalEntityId);
  });
});

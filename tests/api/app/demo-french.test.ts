import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';

type Item = Record<string, unknown> & { id: number };

/**
 * The French-speaking demo accounts: a vet, a provider and a secretariat member who read the portal
 * in French from their first login, each with data of their own worded in French.
 */
describe('French-speaking demo accounts', () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    for (const u of ['secretariat', 'N1007', 'formateur']) cookies[u] = await login(t.app, u);
  });
  const get = async (who: string, url: string) => {
    const res = await as(t.app, cookies[who], { method: 'GET', url });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    return res.json();
  };

  it('logs each in with French as their language, the regulation acknowledged', async () => {
    expect(await get('secretariat', '/api/auth/person')).toMatchObject({
      roles: ['SECRETARIAAT'],
      displayname: 'Sophie Lambert',
      language: 'fr',
      kennisname: true,
    });
    expect(await get('N1007', '/api/auth/person')).toMatchObject({ roles: ['DIERENARTS'], displayname: 'Camille Dubois', language: 'fr', kennisname: true });
    expect(await get('formateur', '/api/auth/person')).toMatchObject({ roles: ['OPLVERSTREKKER'], language: 'fr', kennisname: true });
    // The other demo accounts read Dutch.
    const french = await t.db.query<{ username: string }>("SELECT username FROM users WHERE language = 'fr'");
    expect(french.map((u) => u.username).sort()).toEqual(['N1007', 'formateur', 'secretariat']);
  });

  it('gives the vet an address in Brussels and points rows in French, a course among them worth points', async () => {
    const own = await get('N1007', '/api/dierenartsen/N1007/addressen');
    expect(JSON.stringify(own)).toContain('Chaussée de Charleroi');
    const rows: Item[] = (await get('N1007', '/api/bijscholing/punten?limit=100')).items;
    expect(rows.map((r) => r.type).sort()).toEqual(['bpcursussen', 'others', 'teachings']);
    expect(rows.some((r) => r.title === 'Lecture spécialisée en médecine féline')).toBe(true);
    const course = rows.find((r) => r.type === 'bpcursussen')!;
    expect(Number(course.cpunten)).toBeGreaterThan(0);
  });

  it('makes the vet the responsible of a Brussels on-call service, which she can ask to change', async () => {
    const services: Item[] = (await get('N1007', '/api/wachtdiensten?limit=25')).items;
    const own = services.find((s) => s.name === 'Garde vétérinaire Bruxelles-Sud')!;
    expect(own).toMatchObject({ responsibleName: 'Camille Dubois', active: true });
    const asked = await as(t.app, cookies.N1007, {
      method: 'POST',
      url: `/api/wachtdiensten/${own.id}/actions/request-update`,
      payload: { name: own.name, telephone: '02 538 12 35', type: 'GEZEL', diersoorten: ['GEZEL'], cities: ['21013'] },
    });
    expect(asked.statusCode, asked.body).toBe(201);
  });

  it('gives the provider an organisation with a French name, approved courses and a new one with a French programme', async () => {
    const courses: Item[] = (await get('formateur', '/api/bijscholing/cursussen?limit=25')).items;
    expect(Object.fromEntries(courses.map((c) => [c.title, c.status]))).toEqual({
      'Médecine du cheval de sport': 'GOEDGEKEURD',
      'Urgences chez le chien et le chat': 'GOEDGEKEURD',
      'Échographie cardiaque chez le chat': 'NIEUW',
    });
    // The new course can still be given speakers and items, and has one of each to show.
    const fresh = courses.find((c) => c.status === 'NIEUW')!;
    const speakers: Item[] = (await get('formateur', `/api/bijscholing/cursussprekers?cursusId=${fresh.id}`)).items;
    expect(speakers.map((s) => `${s.firstName} ${s.lastName}`)).toEqual(['Claire Dupont']);
    expect((await get('formateur', `/api/bijscholing/cursusitems?cursusId=${fresh.id}`)).items).toHaveLength(1);
    const held = courses.find((c) => c.title === 'Urgences chez le chien et le chat')!;
    expect((await get('formateur', `/api/bijscholing/cursusitems?cursusId=${held.id}`)).items).toHaveLength(1);
    const [org] = await t.db.query<{ name: string }>(
      "SELECT le.name FROM users u JOIN legal_entities le ON le.iddiclegalentity = u.legal_entity_id WHERE u.username = 'formateur'",
    );
    expect(org!.name).toBe('Formavet Liège');
  });
});

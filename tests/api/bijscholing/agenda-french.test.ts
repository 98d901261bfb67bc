import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brusselsDate } from '../../../domain/dates';
import { addDays } from '../../../domain/rules/courses';
import { as, login, useTestApp } from '../../helpers/app';

/** The course agenda's refusals as a French-reading veterinarian gets them: each in French, nothing changed. */
describe('course agenda in French', () => {
  const t = useTestApp();
  let cookie: string;
  const choose = (language: string) => as(t.app, cookie, { method: 'PUT', url: '/api/auth/person/language', payload: { language } });
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string) => as(t.app, cookie, { method, url });
  const course = async (title: string, start: string, end: string, status = 'GOEDGEKEURD') =>
    (
      await t.db.query<{ id: number }>(
        `INSERT INTO bijscholing_cursussen (title, start_date, end_date, status, type, online_course, legal_entity_id)
         SELECT $1, $2, $3, $4, 'BP', false, legal_entity_id FROM bijscholing_cursussen WHERE title = 'Klauwgezondheid bij melkvee' RETURNING id`,
        [title, start, end, status],
      )
    )[0]!.id;

  beforeAll(async () => {
    cookie = await login(t.app, 'N1003');
    expect((await choose('fr')).statusCode).toBe(200);
  });
  afterAll(() => choose('nl'));

  it('refuses a filter the codelist does not hold, another province, a longer search and a bad page in French, on its field', async () => {
    const choice = "Ce choix n'existe pas (plus). Choisissez à nouveau.";
    for (const [query, field, text] of [
      ['discipline=ONBEKEND', 'discipline', choice],
      ['species=DRAAK', 'species', choice],
      ['provincie=XYZ', 'provincie', choice],
      ['online=oui', 'online', choice],
      [`q=${'a'.repeat(101)}`, 'q', 'La valeur est trop longue.'],
      ['offset=-1', 'offset', 'La valeur est trop basse.'],
    ] as const) {
      const res = await call('GET', `/api/bijscholing/agenda?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields?.[field], query).toBe(text);
    }
  });

  it('says in French that a course is not in the agenda, and that one that ended cannot be added', async () => {
    const ended = await course('Voorbije cursus', addDays(brusselsDate(), -10), addDays(brusselsDate(), -9));
    const asked = await course('Aangevraagde cursus', addDays(brusselsDate(), 30), addDays(brusselsDate(), 30), 'AANGEVRAAGD');
    const before = (await t.db.query('SELECT 1 FROM agenda_cursussen')).length;
    for (const [method, url] of [
      ['GET', `/api/bijscholing/agenda/${asked}`],
      ['GET', '/api/bijscholing/agenda/999999'],
      ['PUT', '/api/bijscholing/agenda/999999/mijn-agenda'],
      ['DELETE', '/api/bijscholing/agenda/999999/mijn-agenda'],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ errorcode: 'NOT_FOUND', usererror: "Cette formation ne figure pas dans l'agenda." });
    }
    const refused = await call('PUT', `/api/bijscholing/agenda/${ended}/mijn-agenda`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().usererror).toBe("Cette formation ne figure pas (plus) dans l'agenda et ne peut pas être ajoutée à votre agenda.");
    expect((await t.db.query('SELECT 1 FROM agenda_cursussen')).length).toBe(before);
    await t.db.query('DELETE FROM bijscholing_cursussen WHERE id = ANY ($1)', [[ended, asked]]);
  });
});

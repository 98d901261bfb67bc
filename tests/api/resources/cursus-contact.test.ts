import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsDate } from '../../../domain/dates';
import { addDays } from '../../../domain/rules/courses';
import { as, login, useTestApp } from '../../helpers/app';

/** A course's contact person (SPEC §2, §3): one of its organisation's people, shown through GET /contacts/{id}. */
describe("a course's contact person", () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  const contactOf = async (username: string) => {
    const [row] = await t.db.query<{ id: number }>(
      `INSERT INTO contacts (iddicperson, iddiclegalentity, workaddress, email, startdate)
       SELECT (SELECT min(iddicperson) FROM persons), legal_entity_id, 'CONTACT', 'cursus@voorbeeld.be', current_date FROM users WHERE username = $1
       RETURNING iddiccontact AS id`,
      [username],
    );
    return row!.id;
  };
  beforeAll(async () => {
    for (const u of ['secretariaat', 'opleider', 'opleider2']) cookies[u] = await login(t.app, u);
  });

  it('takes only a person of the course organisation as contact, and shows the name', async () => {
    const own = await contactOf('opleider');
    const foreign = await contactOf('opleider2');
    const body = { title: 'Cursus met contact', startDate: addDays(brusselsDate(), 40), endDate: addDays(brusselsDate(), 40), type: 'BP' };
    const refused = await as(t.app, cookies.opleider, { method: 'POST', url: '/api/bijscholing/cursussen', payload: { ...body, contactId: foreign } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.contactId).toBe('Veld is verplicht, gelieve een selectie te maken.');
    const made = await as(t.app, cookies.opleider, { method: 'POST', url: '/api/bijscholing/cursussen', payload: { ...body, contactId: own } });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ contactId: own, contact: expect.stringMatching(/\S+ \S+/) });
    const change = await as(t.app, cookies.secretariaat, {
      method: 'POST',
      url: `/api/bijscholing/cursussen/${made.json().id}`,
      payload: { contactId: foreign },
    });
    expect(change.statusCode).toBe(400);
  });

  it("gives a contact's details to its organisation and the secretariat only", async () => {
    const own = await contactOf('opleider');
    const mine = await as(t.app, cookies.opleider, { method: 'GET', url: `/api/contacts/${own}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: own, email: 'cursus@voorbeeld.be' });
    expect((await as(t.app, cookies.secretariaat, { method: 'GET', url: `/api/contacts/${own}` })).statusCode).toBe(200);
    expect((await as(t.app, cookies.opleider2, { method: 'GET', url: `/api/contacts/${own}` })).statusCode).toBe(403);
    expect((await as(t.app, cookies.opleider, { method: 'GET', url: '/api/contacts/999999' })).statusCode).toBe(404);
  });
});

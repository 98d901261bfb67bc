import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/rules/courses';
import { useAgendaApp } from '../../helpers/agenda';
import { as } from '../../helpers/app';

/** A course's sheet in the agenda, a member's own agenda, and who may read them. */
describe('course agenda: a course’s sheet and my agenda', () => {
  const { t, cookies, get, idOf, insertCourse, today } = useAgendaApp();

  it('shows a course’s sheet: programme, speakers, the organisation’s public details, and the member’s choice', async () => {
    const id = await idOf('Klauwgezondheid bij melkvee');
    const res = await get('N1001', `/api/bijscholing/agenda/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json();
    expect(sheet).toMatchObject({ id, title: 'Klauwgezondheid bij melkvee', upcoming: true, inMyAgenda: false, hasCalendarLink: false });
    expect(sheet.items).toEqual([
      expect.objectContaining({ datum: addDays(today, 35), dagdeel: 'Voormiddag', startTime: '09:00', endTime: '12:30' }),
      expect.objectContaining({ datum: addDays(today, 36), dagdeel: 'Namiddag', startTime: '13:30', endTime: '17:00' }),
    ]);
    expect(sheet.points).toBe(sheet.items.reduce((n: number, i: { points: number }) => n + i.points, 0));
    expect(sheet.speakers).toEqual([{ firstName: 'Koen', lastName: 'Mertens', title: null, relatedTo: 'Dierenartsenpraktijk Zuid-West-Vlaanderen' }]);
    expect(Object.keys(sheet.contact).sort()).toEqual(['email', 'locality', 'telephone', 'website']);
    // The secretariat reads it too; it has no feed.
    expect((await get('secretariaat', `/api/bijscholing/agenda/${id}`)).json()).toMatchObject({ inMyAgenda: false, hasCalendarLink: false });
  });

  it('answers 404 in Dutch for a course that is not approved or does not exist, and 400 for a bad id', async () => {
    const asked = await insertCourse('Aangevraagde cursus', addDays(today, 30), addDays(today, 30), { status: 'AANGEVRAAGD' });
    for (const id of [asked, 999999]) {
      const res = await get('N1001', `/api/bijscholing/agenda/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errorcode: 'NOT_FOUND', usererror: 'Deze cursus staat niet in de agenda.' });
    }
    for (const id of ['abc', '0', '99999999999']) expect((await get('N1001', `/api/bijscholing/agenda/${id}`)).statusCode).toBe(400);
    await t.db.query('DELETE FROM bijscholing_cursussen WHERE id = $1', [asked]);
  });

  it('puts a course in the member’s agenda once, however often asked at once, and takes it out again', async () => {
    const id = await idOf('Hartgeruis en hartfalen bij de kat');
    const url = `/api/bijscholing/agenda/${id}/mijn-agenda`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => as(t.app, cookies.N1003, { method: 'PUT', url })));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const rows = () => t.db.query('SELECT 1 FROM agenda_cursussen WHERE username = $1 AND cursus_id = $2', ['N1003', id]);
    const audit = (action: string) =>
      t.db.query(
        "SELECT 1 FROM audit_log WHERE resource = 'cursusagenda' AND record_id = 'N1003' AND action = $1 AND after->>'cursusId' IS DISTINCT FROM 'x'",
        [action],
      );
    expect(await rows()).toHaveLength(1);
    expect(await audit('create')).toHaveLength(1);
    expect((await get('N1003', `/api/bijscholing/agenda/${id}`)).json().inMyAgenda).toBe(true);
    // Another member's choice is their own.
    expect((await get('N1001', `/api/bijscholing/agenda/${id}`)).json().inMyAgenda).toBe(false);
    const removed = await Promise.all(Array.from({ length: 3 }, () => as(t.app, cookies.N1003, { method: 'DELETE', url })));
    for (const r of removed) expect(r.json()).toEqual({ inMyAgenda: false });
    expect(await rows()).toHaveLength(0);
    expect(await audit('delete')).toHaveLength(1);
  });

  it('refuses to put a course that is not in the agenda, and changes nothing', async () => {
    const ended = await insertCourse('Afgelopen cursus', addDays(today, -10), addDays(today, -9));
    const asked = await insertCourse('Nog niet goedgekeurd', addDays(today, 30), addDays(today, 30), { status: 'AANGEVRAAGD' });
    const before = (await t.db.query('SELECT 1 FROM agenda_cursussen')).length;
    const put = (id: number | string) => as(t.app, cookies.N1001, { method: 'PUT', url: `/api/bijscholing/agenda/${id}/mijn-agenda` });
    expect((await put(ended)).json()).toMatchObject({ errorcode: 'NOT_FOUND', usererror: expect.stringContaining('kan niet in uw agenda') });
    expect((await put(asked)).statusCode).toBe(404);
    expect((await put(999999)).json().usererror).toBe('Deze cursus staat niet in de agenda.');
    expect((await put('x')).statusCode).toBe(400);
    expect((await as(t.app, cookies.N1001, { method: 'DELETE', url: '/api/bijscholing/agenda/999999/mijn-agenda' })).statusCode).toBe(404);
    expect((await t.db.query('SELECT 1 FROM agenda_cursussen')).length).toBe(before);
    await t.db.query('DELETE FROM bijscholing_cursussen WHERE id = ANY ($1)', [[ended, asked]]);
  });

  it('is for veterinarians and the secretariat: a provider gets 403, an anonymous caller 401', async () => {
    const id = await idOf('Klauwgezondheid bij melkvee');
    expect((await get('opleider', '/api/bijscholing/agenda')).statusCode).toBe(403);
    expect((await get('opleider', `/api/bijscholing/agenda/${id}`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/bijscholing/agenda' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: `/api/bijscholing/agenda/${id}/mijn-agenda` })).statusCode).toBe(401);
    expect((await get('secretariaat', '/api/bijscholing/agenda')).statusCode).toBe(200);
    // The secretariat has no feed to put courses in.
    expect((await as(t.app, cookies.secretariaat, { method: 'PUT', url: `/api/bijscholing/agenda/${id}/mijn-agenda` })).statusCode).toBe(403);
    expect((await as(t.app, cookies.opleider, { method: 'PUT', url: `/api/bijscholing/agenda/${id}/mijn-agenda` })).statusCode).toBe(403);
  });
});

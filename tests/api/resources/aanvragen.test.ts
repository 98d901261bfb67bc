import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsDate } from '../../../domain/dates';
import { addDays } from '../../../domain/rules/courses';
import { as, login, useTestApp } from '../../helpers/app';
import { newCourse } from '../../helpers/courses';
import { multipart, SAMPLES } from '../../helpers/files';

/**
 * A course's requests (SPEC §2 tab /aanvragen, §7 /bijscholing/aanvragen/{id}): each submission and
 * each evaluation test, with the decisions taken on it, newest first; for the course's owner and the
 * secretariat only.
 */
describe('the requests of a course', () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    for (const u of ['secretariaat', 'opleider', 'opleider2', 'N1001']) cookies[u] = await login(t.app, u);
  });
  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) => as(t.app, cookies[who], { method, url, payload });
  const status = (id: number, who: string, payload: object) => call(who, 'POST', `/api/bijscholing/aanvragen/${id}/status`, payload);
  const requests = async (id: number, who = 'opleider') => (await call(who, 'GET', `/api/bijscholing/aanvragen/${id}`)).json().items;

  it('pairs every submission and evaluation test with the decisions that followed it', async () => {
    const id = await newCourse(t, cookies.opleider, { title: 'Aanvragen in volgorde' });
    expect(await requests(id)).toEqual([]);

    expect((await status(id, 'opleider', { status: 'AANGEVRAAGD' })).statusCode).toBe(200);
    expect((await status(id, 'secretariaat', { status: 'ONVOLLEDIG', comment: 'Programma ontbreekt' })).statusCode).toBe(200);
    expect((await status(id, 'opleider', { status: 'AANGEVRAAGD' })).statusCode).toBe(200);
    expect((await status(id, 'secretariaat', { status: 'BEOORDELEN_P', beoordelaar: 'NGR' })).statusCode).toBe(200);
    expect((await status(id, 'secretariaat', { status: 'GOEDGEKEURD', comment: 'In orde' })).statusCode).toBe(200);
    const upload = await as(t.app, cookies.opleider, {
      method: 'POST',
      url: `/api/bijscholing/cursussen/${id}/evaluation`,
      ...multipart('toets.pdf', SAMPLES.pdf),
    });
    expect(upload.statusCode).toBe(201);

    const open = await requests(id);
    expect(open.map((r: { resource: string; state: string; username: string }) => [r.resource, r.state, r.username])).toEqual([
      ['evaluaties', 'NEW', 'opleider'],
      ['cursussen', 'GOEDGEKEURD', 'opleider'],
      ['cursussen', 'ONVOLLEDIG', 'opleider'],
    ]);
    expect(open[0].decisions).toEqual([]);
    expect(open[1].decisions.map((d: { state: string; comment: string | null; values: object }) => [d.state, d.comment, d.values])).toEqual([
      ['BEOORDELEN_P', null, { beoordelaar: 'NGR' }],
      ['GOEDGEKEURD', 'In orde', {}],
    ]);
    expect(open[2].decisions).toMatchObject([{ state: 'ONVOLLEDIG', comment: 'Programma ontbreekt', username: 'secretariaat' }]);

    expect((await call('secretariaat', 'POST', `/api/bijscholing/aanvragen/${id}/eok`, {})).statusCode).toBe(200);
    const [evaluation] = await requests(id, 'secretariaat');
    expect(evaluation).toMatchObject({ resource: 'evaluaties', state: 'APPROVED' });
    expect(evaluation.decisions[0].values.evaluationNumber).toMatch(/^\d{4}-\d{4}$/);
  });

  it('declines an evaluation test only with a comment, and keeps it with the test', async () => {
    const made = await call('opleider', 'POST', '/api/bijscholing/cursussen', {
      title: 'Toets af te keuren',
      startDate: addDays(brusselsDate(), 40),
      endDate: addDays(brusselsDate(), 40),
      type: 'BP',
    });
    const id = made.json().id as number;
    await as(t.app, cookies.opleider, { method: 'POST', url: `/api/bijscholing/cursussen/${id}/evaluation`, ...multipart('toets.pdf', SAMPLES.pdf) });
    const bare = await call('secretariaat', 'POST', `/api/bijscholing/aanvragen/${id}/enok`, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields.comment).toBe('Dit veld is verplicht.');
    expect((await call('opleider', 'POST', `/api/bijscholing/aanvragen/${id}/enok`, { comment: 'Zelf' })).statusCode).toBe(403);
    expect((await call('secretariaat', 'POST', `/api/bijscholing/aanvragen/${id}/enok`, { comment: 'Vragen zonder antwoordsleutel' })).statusCode).toBe(200);
    const [test] = await requests(id);
    expect(test).toMatchObject({ resource: 'evaluaties', state: 'DECLINED', decisions: [{ state: 'DECLINED', comment: 'Vragen zonder antwoordsleutel' }] });
  });

  it("keeps a course's requests to its owner and the secretariat", async () => {
    const [course] = await t.db.query<{ id: number }>(
      "SELECT c.id FROM bijscholing_cursussen c JOIN users u ON u.legal_entity_id = c.legal_entity_id WHERE u.username = 'opleider' LIMIT 1",
    );
    expect((await call('opleider', 'GET', `/api/bijscholing/aanvragen/${course!.id}`)).statusCode).toBe(200);
    expect((await call('secretariaat', 'GET', `/api/bijscholing/aanvragen/${course!.id}`)).statusCode).toBe(200);
    expect((await call('opleider2', 'GET', `/api/bijscholing/aanvragen/${course!.id}`)).statusCode).toBe(403);
    expect((await call('N1001', 'GET', `/api/bijscholing/aanvragen/${course!.id}`)).statusCode).toBe(403);
    expect((await call('secretariaat', 'GET', '/api/bijscholing/aanvragen/999999999')).statusCode).toBe(404);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsDate } from '../../../domain/dates';
import { addDays } from '../../../domain/rules/courses';
import { as, login, useTestApp } from '../../helpers/app';
import { multipart, SAMPLES } from '../../helpers/files';

/** A speaker's CV and attest (SPEC §7 /bijscholing/cursussprekers/{id}/cv, /attest): the file mechanism of any declaration. */
describe("a speaker's files", () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  let speaker = 0;
  let course = 0;
  beforeAll(async () => {
    for (const u of ['secretariaat', 'opleider', 'opleider2']) cookies[u] = await login(t.app, u);
    course = (
      await as(t.app, cookies.opleider, {
        method: 'POST',
        url: '/api/bijscholing/cursussen',
        payload: { title: 'Sprekerscursus', startDate: addDays(brusselsDate(), 40), endDate: addDays(brusselsDate(), 40), type: 'BP' },
      })
    ).json().id;
    speaker = (
      await as(t.app, cookies.opleider, {
        method: 'POST',
        url: '/api/bijscholing/cursussprekers',
        payload: { cursusId: course, firstName: 'Jan', lastName: 'Claes' },
      })
    ).json().id;
  });
  const upload = (who: string, slot: string, name = 'cv.pdf', content = SAMPLES.pdf) =>
    as(t.app, cookies[who], { method: 'POST', url: `/api/bijscholing/cursussprekers/${speaker}/${slot}`, ...multipart(name, content) });

  it('takes a CV and an attest from the course owner while the course may change, and lists their names', async () => {
    const cv = await upload('opleider', 'cv');
    expect(cv.statusCode, cv.body).toBe(201);
    expect(cv.json()).toMatchObject({ name: 'cv.pdf' });
    expect((await upload('opleider', 'attest', 'attest.jpg', SAMPLES.jpg)).statusCode).toBe(201);
    const listed = (await as(t.app, cookies.opleider, { method: 'GET', url: `/api/bijscholing/cursussprekers?cursusId=${course}` })).json().items[0];
    expect(listed).toMatchObject({ cvName: 'cv.pdf', attestName: 'attest.jpg' });
    const download = await as(t.app, cookies.opleider, { method: 'GET', url: `/api/bijscholing/cursussprekers/${speaker}/cv` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses another provider, a renamed file, and the owner once the course is requested; the secretariat may', async () => {
    expect((await upload('opleider2', 'cv')).statusCode).toBe(403);
    expect((await as(t.app, cookies.opleider2, { method: 'GET', url: `/api/bijscholing/cursussprekers/${speaker}/cv` })).statusCode).toBe(403);
    const renamed = await upload('opleider', 'cv', 'cv.pdf', Buffer.from('MZ not a pdf at all'));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errorcode).toBe('FILE_TYPE_NOT_ALLOWED');
    await t.db.query("UPDATE bijscholing_cursussen SET status = 'AANGEVRAAGD' WHERE id = $1", [course]);
    const locked = await upload('opleider', 'cv');
    expect(locked.statusCode).toBe(409);
    expect(locked.json().errorcode).toBe('CURSUS_STATUS_ERROR');
    expect((await upload('secretariaat', 'cv')).statusCode).toBe(201);
  });
});

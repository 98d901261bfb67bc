import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsDate } from '../../../domain/dates';
import { addDays } from '../../../domain/rules/courses';
import { as, login, useTestApp } from '../../helpers/app';
import { multipart, SAMPLES, storedKeys } from '../../helpers/files';

const COURSES = '/api/bijscholing/cursussen';
const today = brusselsDate();

/**
 * A course's programme (SPEC §3): its items lie within its days, and a copy takes the programme along
 * (speakers, items moved by as many days as the course, the attachment) with a title that says so.
 */
describe("a course's programme and its copy", () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  const ref = { category: 0, coefficient: 0 };
  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    as(t.app, cookies[who], { method, url, ...(payload ? { payload } : {}) });
  const storedFiles = async () => (await storedKeys(t.db)).length;
  const newCourse = async (title: string, start: number, end: number) => {
    const res = await call('opleider', 'POST', COURSES, { title, startDate: addDays(today, start), endDate: addDays(today, end), type: 'BP' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const item = (cursusId: number, day: number, extra: object = {}) => ({
    cursusId,
    datum: addDays(today, day),
    startTime: '09:00',
    endTime: '12:00',
    category: ref.category,
    coefficient: ref.coefficient,
    ...extra,
  });

  beforeAll(async () => {
    for (const u of ['secretariaat', 'opleider']) cookies[u] = await login(t.app, u);
    ref.category = (await t.db.query<{ id: number }>("SELECT id FROM bijscholing_categories WHERE code = 'LEZ'"))[0]!.id;
    ref.coefficient = (await t.db.query<{ id: number }>("SELECT id FROM bijscholing_coefficients WHERE code = 'STANDAARD'"))[0]!.id;
  });

  it("refuses an item outside its course's days, naming them, and course days that leave an item outside", async () => {
    const id = await newCourse('Tweedaagse', 60, 61);
    for (const day of [59, 62]) {
      const res = await call('opleider', 'POST', '/api/bijscholing/cursusitems', item(id, day));
      expect(res.statusCode, res.body).toBe(400);
      const [y, m, d] = addDays(today, 60).split('-');
      expect(res.json().fields.datum).toContain(`${d}/${m}/${y}`);
    }
    const inside = await call('opleider', 'POST', '/api/bijscholing/cursusitems', item(id, 61));
    expect(inside.statusCode, inside.body).toBe(201);
    expect((await call('opleider', 'POST', `/api/bijscholing/cursusitems/${inside.json().id}`, { datum: addDays(today, 63) })).statusCode).toBe(400);
    const shorter = await call('opleider', 'POST', `${COURSES}/${id}`, { endDate: addDays(today, 60) });
    expect(shorter.statusCode).toBe(400);
    expect(shorter.json().fields.startDate).toMatch(/items/);
    expect((await call('opleider', 'GET', `${COURSES}/${id}`)).json().endDate).toBe(addDays(today, 61));
    // Moved along with its item still inside, the course may change.
    expect((await call('opleider', 'POST', `${COURSES}/${id}`, { startDate: addDays(today, 61), endDate: addDays(today, 62) })).statusCode).toBe(200);
  });

  it('copies the speakers, the items (moved by the same number of days, still given by the same speakers) and the attachment', async () => {
    const id = await newCourse('Programma met sprekers', 60, 61);
    const speaker = (await call('opleider', 'POST', '/api/bijscholing/cursussprekers', { cursusId: id, firstName: 'Sofie', lastName: 'Peeters' })).json().id;
    await as(t.app, cookies.opleider, { method: 'POST', url: `/api/bijscholing/cursussprekers/${speaker}/cv`, ...multipart('cv-peeters.pdf', SAMPLES.pdf) });
    await call('opleider', 'POST', '/api/bijscholing/cursusitems', item(id, 60, { speakers: [speaker] }));
    await call('opleider', 'POST', '/api/bijscholing/cursusitems', item(id, 61, { startTime: '13:00', endTime: '14:30' }));
    await as(t.app, cookies.opleider, { method: 'POST', url: `${COURSES}/${id}/attachment`, ...multipart('programma.pdf', SAMPLES.pdf) });
    const original = (await call('opleider', 'GET', `${COURSES}/${id}`)).json();
    const files = await storedFiles();

    const res = await call('opleider', 'POST', `${COURSES}/${id}/actions/copy`, { startDate: addDays(today, 90), endDate: addDays(today, 91) });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({ title: 'Programma met sprekers (kopie)', status: 'NIEUW', attachmentName: 'programma.pdf', points: original.points });
    expect(copy.attachment).not.toBe(original.attachment);
    const speakers = (await call('opleider', 'GET', `/api/bijscholing/cursussprekers?cursusId=${copy.id}`)).json().items;
    expect(speakers).toMatchObject([{ firstName: 'Sofie', lastName: 'Peeters', cvName: 'cv-peeters.pdf' }]);
    const items = (await call('opleider', 'GET', `/api/bijscholing/cursusitems?cursusId=${copy.id}`)).json().items;
    expect(items.map((i: { datum: string; startTime: string; speakers: number[] }) => [i.datum, i.startTime, i.speakers])).toEqual([
      [addDays(today, 90), '09:00', [speakers[0].id]],
      [addDays(today, 91), '13:00', []],
    ]);
    // Its own bytes: the attachment and the CV, which the copy may replace or lose without touching the original's.
    expect(await storedFiles()).toBe(files + 2);
    const download = await call('opleider', 'GET', `${COURSES}/${copy.id}/attachment`);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The original keeps its own programme.
    expect((await call('opleider', 'GET', `/api/bijscholing/cursusitems?cursusId=${id}`)).json().items).toHaveLength(2);
    // A copy of the copy is not "(kopie) (kopie)".
    const again = await call('opleider', 'POST', `${COURSES}/${copy.id}/actions/copy`, { startDate: addDays(today, 120), endDate: addDays(today, 121) });
    expect(again.json().title).toBe('Programma met sprekers (kopie)');
  });

  it('refuses a copy whose days are too few for the programme, leaving no course, record or file behind', async () => {
    const id = await newCourse('Te lang programma', 60, 62);
    await call('opleider', 'POST', '/api/bijscholing/cursusitems', item(id, 62));
    await as(t.app, cookies.opleider, { method: 'POST', url: `${COURSES}/${id}/attachment`, ...multipart('programma.pdf', SAMPLES.pdf) });
    const files = await storedFiles();
    const [{ count }] = (await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM bijscholing_cursussen')) as [{ count: number }];
    const res = await call('opleider', 'POST', `${COURSES}/${id}/actions/copy`, { startDate: addDays(today, 90), endDate: addDays(today, 91) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.startDate).toMatch(/items/);
    expect((await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM bijscholing_cursussen'))[0]!.count).toBe(count);
    expect(await storedFiles()).toBe(files);
  });
});

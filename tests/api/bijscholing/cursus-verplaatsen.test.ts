import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsDate } from '../../../domain/dates';
import { addDays } from '../../../domain/rules/courses';
import { as, login, useTestApp } from '../../helpers/app';
import { addItem, newCourse } from '../../helpers/courses';

const COURSES = '/api/bijscholing/cursussen';

/** A course moved to other days takes its items along; a shorter or longer one keeps them where they fit. */
describe("a course's dates and its items", () => {
  const t = useTestApp();
  let cookie: string;
  beforeAll(async () => {
    cookie = await login(t.app, 'opleider');
  });
  const change = (id: number, payload: Record<string, unknown>) => as(t.app, cookie, { method: 'POST', url: `${COURSES}/${id}`, payload });
  const course = async (id: number) => (await as(t.app, cookie, { method: 'GET', url: `${COURSES}/${id}` })).json();
  const itemDays = async (id: number) =>
    (await t.db.query<{ d: string }>('SELECT datum::text AS d FROM bijscholing_cursusitems WHERE cursus_id = $1 ORDER BY datum', [id])).map((r) => r.d);
  const day = (n: number) => addDays(brusselsDate(), n);

  /** A course of two days (40 and 41 days from now) with an item on each. */
  async function twoDays() {
    const id = await newCourse(t, cookie, { days: 40 });
    expect((await change(id, { endDate: day(41) })).statusCode).toBe(200);
    await addItem(t, cookie, id, day(41));
    return id;
  }

  it('moves the items along when the course moves as a whole, each with its audit row', async () => {
    const id = await twoDays();
    const moved = await change(id, { startDate: day(47), endDate: day(48) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await course(id)).toMatchObject({ startDate: day(47), endDate: day(48) });
    expect(await itemDays(id)).toEqual([day(47), day(48)]);
    const [trail] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE resource = 'cursusitems' AND action = 'update' AND record_id IN (SELECT id::text FROM bijscholing_cursusitems WHERE cursus_id = $1)",
      [id],
    );
    expect(trail!.n).toBe(2);
  });

  it('lets the dates change where the items still fit, and leaves the items where they are', async () => {
    const id = await twoDays();
    expect((await change(id, { startDate: day(39), endDate: day(43) })).statusCode).toBe(200);
    expect(await itemDays(id)).toEqual([day(40), day(41)]);
  });

  it('refuses, in Dutch and on the start date, dates that leave an item outside, and changes nothing', async () => {
    const id = await twoDays();
    const refused = await change(id, { endDate: day(40) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.startDate).toMatch(/^Niet alle items vallen binnen deze data/);
    expect(await course(id)).toMatchObject({ startDate: day(40), endDate: day(41) });
    expect(await itemDays(id)).toEqual([day(40), day(41)]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsDate } from '../../../domain/dates';
import { addDays } from '../../../domain/rules/courses';
import { as, login, useTestApp } from '../../helpers/app';
import { addItem } from '../../helpers/courses';
import { multipart, SAMPLES } from '../../helpers/files';

const COURSES = '/api/bijscholing/cursussen';
type Course = { id: number; title: string; points: number; programmeMinutes: number; itemCount: number };

/**
 * A course's totals over its items (points, programme minutes, item count) and the names of its files
 * are each read in one join (server/generator/table.ts): every way a course is read or written
 * answers the same values, and a page sorted on a column keeps its order.
 */
describe("a course's totals over its items and its files' names", () => {
  const t = useTestApp();
  let opleider = '';
  const made: Record<string, number> = {};

  beforeAll(async () => {
    opleider = await login(t.app, 'opleider');
    const day = addDays(brusselsDate(), 50);
    // C has no items, B one, A two: the order of the titles is not the order of the totals.
    for (const [title, items] of [
      ['Totalen C', 0],
      ['Totalen B', 1],
      ['Totalen A', 2],
    ] as const) {
      const res = await as(t.app, opleider, { method: 'POST', url: COURSES, payload: { title, startDate: day, endDate: day, type: 'BP' } });
      expect(res.statusCode, res.body).toBe(201);
      made[title] = res.json().id;
      for (let i = 0; i < items; i++) await addItem(t, opleider, made[title]!, day);
    }
  });

  const read = async (url: string) => {
    const res = await as(t.app, opleider, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it("gives each course on a page the totals of its own items, in the page's order", async () => {
    const first = await read(`${COURSES}?title=Totalen&sort=title&order=ASC&limit=2&offset=0`);
    const second = await read(`${COURSES}?title=Totalen&sort=title&order=ASC&limit=2&offset=2`);
    expect(first.size).toBe(3);
    const rows = [...first.items, ...second.items] as Course[];
    expect(rows.map((r) => [r.title, r.itemCount, r.programmeMinutes, r.points])).toEqual([
      ['Totalen A', 2, 240, 2 * rows[1]!.points],
      ['Totalen B', 1, 120, rows[1]!.points],
      ['Totalen C', 0, 0, 0],
    ]);
    expect(rows[1]!.points).toBeGreaterThan(0);
    const descending = (await read(`${COURSES}?title=Totalen&sort=title&order=DESC&limit=25`)).items as Course[];
    expect(descending.map((r) => r.title)).toEqual(['Totalen C', 'Totalen B', 'Totalen A']);
  });

  it('names each of its files under its own field, on a page and alone', async () => {
    const id = made['Totalen B']!;
    for (const [slot, name] of [
      ['attachment', 'programma.pdf'],
      ['evaluation', 'toets.pdf'],
    ] as const) {
      const res = await as(t.app, opleider, { method: 'POST', url: `${COURSES}/${id}/${slot}`, ...multipart(name, SAMPLES.pdf) });
      expect(res.statusCode, res.body).toBe(201);
    }
    const names = { attachmentName: 'programma.pdf', evaluationName: 'toets.pdf', aanwezigheidslijstName: null, geslaagdenlijstName: null };
    const listed = ((await read(`${COURSES}?title=Totalen&limit=25`)).items as Course[]).find((r) => r.id === id);
    expect(listed).toMatchObject(names);
    expect(await read(`${COURSES}/${id}`)).toMatchObject(names);
    const other = ((await read(`${COURSES}?title=Totalen&limit=25`)).items as Course[]).find((r) => r.id === made['Totalen A']);
    expect(other).toMatchObject({ attachmentName: null, evaluationName: null });
  });

  it('answers the same totals for a course read alone, changed and listed', async () => {
    const listed = ((await read(`${COURSES}?title=Totalen&limit=25`)).items as Course[]).find((r) => r.title === 'Totalen A')!;
    const alone = await read(`${COURSES}/${made['Totalen A']}`);
    const changed = await as(t.app, opleider, { method: 'POST', url: `${COURSES}/${made['Totalen A']}`, payload: { location: 'Gent' } });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const course of [alone, changed.json()]) {
      expect(course).toMatchObject({ itemCount: 2, programmeMinutes: 240, points: listed.points });
    }
  });
});

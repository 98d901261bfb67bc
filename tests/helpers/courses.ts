import { expect } from 'vitest';
import { brusselsDate } from '../../domain/dates';
import { addDays } from '../../domain/rules/courses';
import { as, type TestContext } from './app';

const COURSES = '/api/bijscholing/cursussen';

/**
 * A course of `cookie`'s organisation, `days` from today, with one item on its first day: a course
 * without items cannot be requested (SPEC §4), so every test that submits one starts here.
 */
export async function newCourse(t: TestContext, cookie: string | undefined, fields: { title?: string; days?: number; type?: string } = {}) {
  const day = addDays(brusselsDate(), fields.days ?? 40);
  const made = await as(t.app, cookie, {
    method: 'POST',
    url: COURSES,
    payload: { title: fields.title ?? `Cursus ${Math.random()}`, startDate: day, endDate: day, type: fields.type ?? 'BP' },
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().id as number;
  await addItem(t, cookie, id, day);
  return id;
}

/** One item of two hours on `datum`, with the first category and coefficient of the reference lists. */
export async function addItem(t: TestContext, cookie: string | undefined, cursusId: number, datum: string) {
  const [ref] = await t.db.query<{ category: number; coefficient: number }>(
    'SELECT (SELECT min(id) FROM bijscholing_categories) AS category, (SELECT min(id) FROM bijscholing_coefficients) AS coefficient',
  );
  const item = await as(t.app, cookie, {
    method: 'POST',
    url: '/api/bijscholing/cursusitems',
    payload: { cursusId, datum, startTime: '19:00', endTime: '21:00', category: ref!.category, coefficient: ref!.coefficient, speakers: [] },
  });
  expect(item.statusCode, item.body).toBe(201);
  return item.json() as { id: number; points: number };
}

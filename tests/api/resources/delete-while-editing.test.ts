import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brusselsDate } from '../../../domain/dates';
import { addDays } from '../../../domain/rules/courses';
import { as, createTestApp, login, type TestContext } from '../../helpers/app';
import { addItem, newCourse } from '../../helpers/courses';

const ITEMS = '/api/bijscholing/cursusitems';

/**
 * A provider deletes a course while its items are being changed. A change locks the course before
 * its item, as the delete does, and what the database still undoes as a deadlock is tried again by
 * the server, so every request gets a plain answer (the change, or 404 once the course is gone),
 * never a 5xx.
 */
describe('deleting a course while its items are edited', () => {
  const t = {} as TestContext;
  let close = async () => {};
  beforeAll(async () => {
    // On a busy shared machine eleven writes queued on one course can wait longer than the 3 s lock
    // timeout, which is a 503 by design; this test is about deadlocks, so the wait is let be.
    const created = await createTestApp({}, undefined, { timeouts: { lockMillis: 30_000 } });
    Object.assign(t, created);
    close = created.close;
  });
  afterAll(() => close());

  it('gives no 5xx, and leaves either the whole course or nothing of it', async () => {
    const cookie = await login(t.app, 'opleider');
    const statuses: number[] = [];
    for (let round = 0; round < 6; round++) {
      const course = await newCourse(t, cookie, { title: `Race ${round}` });
      const day = addDays(brusselsDate(), 40);
      const items = [(await t.db.query<{ id: number }>('SELECT id FROM bijscholing_cursusitems WHERE cursus_id = $1', [course]))[0]!.id];
      for (let i = 0; i < 4; i++) items.push((await addItem(t, cookie, course, day)).id);
      const edits = items.flatMap((id, i) => [
        as(t.app, cookie, { method: 'POST', url: `${ITEMS}/${id}`, payload: { endTime: `21:${10 + i}` } }),
        as(t.app, cookie, { method: 'POST', url: `${ITEMS}/${id}`, payload: { startTime: `18:${10 + i}` } }),
      ]);
      const removal = as(t.app, cookie, { method: 'DELETE', url: `/api/bijscholing/cursussen/${course}` });
      const answers = await Promise.all([...edits.slice(0, 5), removal, ...edits.slice(5)]);
      statuses.push(...answers.map((a) => a.statusCode));
      const deleted = answers[5]!;
      expect(deleted.statusCode, deleted.body).toBe(200);
      const [left] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bijscholing_cursusitems WHERE cursus_id = $1', [course]);
      expect(left!.n).toBe(0);
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses.filter((s) => s !== 200 && s !== 404 && s !== 409)).size).toBe(0);
  });
});

import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, login, reopenTestApp } from '../../helpers/app';

const url = process.env.DATABASE_URL;
const UNAVAILABLE = { errorcode: 'SERVICE_UNAVAILABLE', usererror: 'Service is momenteel niet bereikbaar probeer later opnieuw' };
/** Short limits, so the test sees many of them run out in a few seconds; the defaults work the same way. */
const LOCK_TIMEOUT_MS = 400;
const CONNECTION_WAIT_MS = 1500;
const LOCK_HELD_MS = 10_000;
const COURSE_CLIENTS = 10;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  started: number;
  ended: number;
  res: LightMyRequestResponse;
}

// A lock held by another session needs a server database: PGlite has one connection for everything.
describe.skipIf(!url)('a table held by a long lock from another session, under load', () => {
  let seeded: Awaited<ReturnType<typeof createTestApp>>;
  let t: Awaited<ReturnType<typeof reopenTestApp>>;
  let locker: pg.Client;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  beforeAll(async () => {
    process.on('uncaughtException', onUncaught);
    seeded = await createTestApp();
    t = await reopenTestApp(seeded, {
      connectionTimeoutMillis: CONNECTION_WAIT_MS,
      timeouts: { lockMillis: LOCK_TIMEOUT_MS, statementMillis: 5000, idleInTransactionMillis: 5000 },
    });
    locker = new pg.Client({ connectionString: url });
    await locker.connect();
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await locker?.end();
    await t?.close();
    await seeded?.close();
  });

  it('costs only the requests that need that table: the course list answers the Dutch 503, the rest 200, and all is well after', async () => {
    const sec = await login(t.app, 'secretariaat');
    const vet = await login(t.app, 'N1001');
    const courses = () => as(t.app, sec, { method: 'GET', url: '/api/bijscholing/cursussen?limit=25' });
    const others = [
      () => as(t.app, vet, { method: 'GET', url: '/api/auth/person' }),
      () => as(t.app, vet, { method: 'GET', url: '/api/dierenartsen?limit=25' }),
      () => as(t.app, sec, { method: 'GET', url: '/api/auth/person' }),
      () => as(t.app, sec, { method: 'GET', url: '/api/registraties?limit=5' }),
    ];
    expect((await courses()).statusCode).toBe(200);

    const courseAnswers: Answer[] = [];
    const otherAnswers: Answer[] = [];
    let done = false;
    const timed = async (call: () => Promise<LightMyRequestResponse>, into: Answer[]) => {
      const started = Date.now();
      const res = await call();
      into.push({ started, ended: Date.now(), res });
    };
    // Ten users who keep asking for the course list at once, and two who use the rest of the portal.
    const loops = [
      ...Array.from({ length: COURSE_CLIENTS }, async () => {
        while (!done) await timed(courses, courseAnswers);
      }),
      ...[0, 1].map(async (n) => {
        for (let i = n; !done; i++) {
          await timed(others[i % others.length]!, otherAnswers);
          await wait(20);
        }
      }),
    ];

    let locked = 0;
    let released = 0;
    try {
      await wait(300);
      await locker.query('BEGIN');
      await locker.query(`LOCK TABLE ${t.schema}.bijscholing_cursussen IN ACCESS EXCLUSIVE MODE`);
      locked = Date.now();
      await wait(LOCK_HELD_MS);
      released = Date.now();
      await locker.query('ROLLBACK');
      // After the lock: every client's next course list is a normal one again.
      const after = Date.now();
      while (courseAnswers.filter((a) => a.started > after && a.res.statusCode === 200).length < COURSE_CLIENTS) {
        if (Date.now() - after > 5000) break;
        await wait(50);
      }
    } finally {
      done = true;
      await Promise.all(loops);
    }

    const within = (a: Answer) => a.started > locked && a.ended < released;
    const duringLock = courseAnswers.filter(within);
    // Many rounds of lock timeouts, every one of them the Dutch 503 and nothing else.
    expect(duringLock.length).toBeGreaterThan(COURSE_CLIENTS * 2);
    for (const { res } of duringLock) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
    }
    // Whatever overlapped the lock's start or end was answered one way or the other, never 500.
    for (const { res } of courseAnswers) expect([200, 503], res.body).toContain(res.statusCode);

    // The session check and the other tables kept working all along, at their normal pace of calls.
    const othersDuring = otherAnswers.filter(within);
    expect(othersDuring.length).toBeGreaterThan(20);
    for (const { res } of otherAnswers) expect(res.statusCode, `${res.raw.req.url}: ${res.body}`).toBe(200);

    expect(courseAnswers.filter((a) => a.started > released && a.res.statusCode === 200).length).toBeGreaterThanOrEqual(COURSE_CLIENTS);
    expect((await courses()).statusCode).toBe(200);
    expect(uncaught.map(String)).toEqual([]);
  });
});

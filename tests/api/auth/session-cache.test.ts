import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db';
import { as, createTestApp, login, reopenTestApp } from '../../helpers/app';

const url = process.env.DATABASE_URL;
const CACHE = { sessionCacheMs: 5000 };

/** Counts the session lookups a database serves (the query of repositories/sessions.ts findSessionUser). */
function countLookups(db: Db) {
  const query = db.query.bind(db);
  const counter = { n: 0 };
  db.query = ((sql: string, params?: unknown[]) => {
    if (sql.includes('FROM sessions s JOIN users u')) counter.n++;
    return query(sql, params);
  }) as Db['query'];
  return counter;
}

/** How long until `check` holds, polling every 20 ms; fails after 3 s. */
async function within(check: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 3000) throw new Error('niet binnen 3 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

/** Sessions at memory speed, still correct: one node. */
describe('a node keeps the sessions it serves a few seconds', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(CACHE);
  });
  afterAll(() => t.close());
  const me = (cookie: string) => as(t.app, cookie, { method: 'GET', url: '/api/auth/person' });

  it('reads a session from the database once for many requests, and at once again after the caller’s own change', async () => {
    const cookie = await login(t.app, 'N1001');
    const lookups = countLookups(t.db);
    for (let i = 0; i < 20; i++) expect((await me(cookie)).statusCode).toBe(200);
    expect(lookups.n).toBe(1);
    // A change by the caller (the regulation acknowledged) is read anew by their next request.
    const saved = await as(t.app, cookie, { method: 'POST', url: '/api/dierenartsen/N1001/kennisname' });
    expect(saved.statusCode).toBe(200);
    await me(cookie);
    expect(lookups.n).toBe(2);
    await as(t.app, cookie, { method: 'GET', url: '/api/auth/logout' });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuses a deactivated member’s next request, and holds the idle time', async () => {
    const cookie = await login(t.app, 'N1003');
    expect((await me(cookie)).statusCode).toBe(200);
    await t.db.query(`UPDATE users SET active = false WHERE username = 'N1003'`);
    expect(await within(async () => (await me(cookie)).statusCode === 401)).toBeLessThan(1000);
    await t.db.query(`UPDATE users SET active = true WHERE username = 'N1003'`);
    const again = await login(t.app, 'N1003');
    expect((await me(again)).statusCode).toBe(200);
    await t.db.query(`UPDATE sessions SET last_seen = now() - interval '2 hours' WHERE user_id = (SELECT id FROM users WHERE username = 'N1003')`);
    expect(await within(async () => (await me(again)).statusCode === 401)).toBeLessThan(1000);
  });
});

/** Two nodes on one PostgreSQL: what ends a session on one ends it on the other within a second. */
describe.skipIf(!url)('two nodes, each with its sessions in memory (PostgreSQL)', () => {
  let a: Awaited<ReturnType<typeof createTestApp>>;
  let b: Awaited<ReturnType<typeof reopenTestApp>>;
  beforeAll(async () => {
    a = await createTestApp(CACHE);
    b = await reopenTestApp(a, {});
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });
  const me = (app: typeof a.app, cookie: string) => as(app, cookie, { method: 'GET', url: '/api/auth/person' });

  it('a logout on one node is refused on the other within a second', async () => {
    const cookie = await login(a.app, 'secretariaat');
    const lookups = countLookups(b.db);
    for (let i = 0; i < 5; i++) expect((await me(b.app, cookie)).statusCode).toBe(200);
    expect(lookups.n).toBe(1);
    await as(a.app, cookie, { method: 'GET', url: '/api/auth/logout' });
    expect(await within(async () => (await me(b.app, cookie)).statusCode === 401)).toBeLessThan(1000);
  });

  it('a role change or a deactivation made anywhere reaches both nodes within a second', async () => {
    const cookie = await login(a.app, 'N1004');
    for (const app of [a.app, b.app]) expect((await me(app, cookie)).json().roles).toContain('DIERENARTS');
    await a.db.query(`UPDATE users SET roles = '{DIERENARTS,SECRETARIAAT}' WHERE username = 'N1004'`);
    for (const app of [a.app, b.app]) expect(await within(async () => (await me(app, cookie)).json().roles.includes('SECRETARIAAT'))).toBeLessThan(1000);
    await b.db.query(`UPDATE users SET roles = '{DIERENARTS}', active = false WHERE username = 'N1004'`);
    for (const app of [a.app, b.app]) expect(await within(async () => (await me(app, cookie)).statusCode === 401)).toBeLessThan(1000);
    await a.db.query(`UPDATE users SET active = true WHERE username = 'N1004'`);
  });

  it('forgets everything while its listening connection is down, and keeps sessions again once it listens', async () => {
    const cookie = await login(a.app, 'N1005');
    expect((await me(b.app, cookie)).statusCode).toBe(200);
    const cut = await a.db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN ovd_sessies' AND pid <> pg_backend_pid()`);
    expect(cut.length).toBeGreaterThanOrEqual(2);
    const lookups = countLookups(b.db);
    // Down: every request reads the database, so nothing missed meanwhile is served from memory.
    await within(async () => {
      const before = lookups.n;
      await me(b.app, cookie);
      return lookups.n > before;
    });
    // Listening again (after half a second): one read serves the next requests.
    await within(async () => (await a.db.query(`SELECT 1 FROM pg_stat_activity WHERE query = 'LISTEN ovd_sessies'`)).length >= 2);
    await me(b.app, cookie);
    const settled = lookups.n;
    for (let i = 0; i < 5; i++) await me(b.app, cookie);
    expect(lookups.n).toBe(settled);
  });
});

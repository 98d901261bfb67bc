import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, login } from '../../helpers/app';
import { startTcpProxy } from '../../helpers/tcpProxy';

const url = process.env.DATABASE_URL;
const UNAVAILABLE = { errorcode: 'SERVICE_UNAVAILABLE', usererror: 'Service is momenteel niet bereikbaar probeer later opnieuw' };

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not recovered within ${timeoutMs} ms`);
    await wait(100);
  }
}

/** The request's normal answer, or the Dutch 503: never a 500, whatever moment the database went. */
function expectOkOr503(res: LightMyRequestResponse, ok: number) {
  if (res.statusCode === 503) expect(res.json()).toEqual(UNAVAILABLE);
  else expect(res.statusCode, res.body).toBe(ok);
}

const form = (username: string) => ({
  firstname: 'Ruben',
  lastname: 'Verbeke',
  email: `${username}@bijscholing-west.be`,
  username,
  password: 'Opleiding123',
  repassword: 'Opleiding123',
  name: 'Bijscholing West',
  street: 'Markt',
  housenumber: '1',
  postcode: '8000',
  locality: 'Brugge',
  iddiclegalform: 'VZW',
  siteProtocol: 'https',
  contactSame: 1,
  contact: {},
  cursustype: 'BP',
});

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
const listRegistrations = (t: Ctx, cookie: string) => as(t.app, cookie, { method: 'GET', url: '/api/registraties?limit=5' });
const tryLogin = (t: Ctx, username: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/person/j_security_check',
    payload: `j_username=${username}&j_password=Dierenarts1`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
// Each registration from an address of its own, so the per-address limit never answers instead.
const register = (t: Ctx, username: string, n: number) =>
  t.app.inject({ method: 'POST', url: '/api/registraties', payload: form(username), remoteAddress: `10.77.${n >> 8}.${n & 255}` });

// Killing and refusing connections needs a server database: PGlite has no connections to lose.
describe.skipIf(!url)('the server while PostgreSQL drops its connections', () => {
  const applicationName = `ovd_outage_${randomUUID().slice(0, 8)}`;
  let t: Ctx;
  let killer: pg.Client;
  // A server would end on these (vitest only records them): none may occur.
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  beforeAll(async () => {
    process.on('uncaughtException', onUncaught);
    t = await createTestApp({}, undefined, { applicationName, onConnectionLost: () => {} });
    killer = new pg.Client({ connectionString: url });
    await killer.connect();
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await killer?.end();
    await t?.close();
  });

  // Only this file's connections: other test files use the same database at the same time.
  const killConnections = async () =>
    (
      await killer.query<{ n: number }>(
        'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND application_name = $1',
        [applicationName],
      )
    ).rows[0]!.n;

  it('answers each request normally or with the Dutch 503, applies no write by half, and recovers by itself', async () => {
    const sec = await login(t.app, 'secretariaat');
    const lists: LightMyRequestResponse[] = [];
    const logins: LightMyRequestResponse[] = [];
    const registrations: { username: string; res: LightMyRequestResponse }[] = [];
    let killed = 0;
    for (let round = 0; round < 5; round++) {
      const batch: Promise<unknown>[] = [];
      for (let i = 0; i < 12; i++) {
        batch.push(listRegistrations(t, sec).then((res) => lists.push(res)));
        if (i % 3 === 0) {
          const username = `storing${round}x${i}`;
          batch.push(register(t, username, round * 100 + i).then((res) => registrations.push({ username, res })));
        }
      }
      batch.push(tryLogin(t, 'N1001').then((res) => logins.push(res)));
      let settled = false;
      const all = Promise.all(batch).finally(() => {
        settled = true;
      });
      // Kill again and again while the batch runs, so some requests lose their connection mid-query or mid-transaction.
      await wait(round * 4);
      while (!settled) {
        killed += await killConnections();
        await wait(15);
      }
      await all;
    }

    expect(uncaught.map(String)).toEqual([]);
    expect(killed).toBeGreaterThan(0);
    for (const res of lists) expectOkOr503(res, 200);
    for (const { res } of registrations) expectOkOr503(res, 201);
    for (const res of logins) expectOkOr503(res, 200);
    const all = [...lists, ...logins, ...registrations.map((r) => r.res)];
    expect(all.some((res) => res.statusCode === 503)).toBe(true);

    await until(async () => (await listRegistrations(t, sec)).statusCode === 200, 5000);
    expect((await register(t, 'nastoring', 9999)).statusCode).toBe(201);
    expect((await tryLogin(t, 'N1002')).statusCode).toBe(200);

    // A registration and its confirmation mail are one transaction: both or neither, and a 503 left neither.
    for (const { username, res } of registrations) {
      const [row] = await t.db.query<{ stored: number; mailed: number }>(
        `SELECT (SELECT count(*)::int FROM provider_registrations WHERE data->>'username' = $1) AS stored,
                (SELECT count(*)::int FROM mail_params WHERE name = 'gebruikersnaam' AND value = $1) AS mailed`,
        [username],
      );
      expect({ username, ...row }).toEqual({ username, stored: res.statusCode === 201 ? 1 : 0, mailed: res.statusCode === 201 ? 1 : 0 });
    }
  });

  it('reports a transaction whose COMMIT turned into a ROLLBACK as failed, keeping none of its writes', async () => {
    const swallowed = t.db.tx(async (q) => {
      await q.query(`INSERT INTO provider_registrations (data) VALUES ('{"username": "halfweg"}')`);
      // A failure the code caught and went on from: PostgreSQL still aborts the whole transaction.
      await q.query('SELECT 1 / 0').catch(() => {});
    });
    await expect(swallowed).rejects.toThrow(/ROLLBACK/);
    expect(await t.db.query(`SELECT 1 FROM provider_registrations WHERE data->>'username' = 'halfweg'`)).toEqual([]);
  });

  describe('and when it refuses connections or stops answering', () => {
    let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
    let p: Ctx;
    beforeAll(async () => {
      proxy = await startTcpProxy(Number(new URL(url!).port || 5432), new URL(url!).hostname);
      p = await createTestApp({}, undefined, {
        databaseUrl: proxy.url(new URL(url!).pathname.slice(1)),
        connectionTimeoutMillis: 1000,
        onConnectionLost: () => {},
      });
    });
    afterAll(async () => {
      await proxy?.up();
      await p?.close();
      await proxy?.close();
    });

    it('answers the Dutch 503 while the database is away, also for a signed-in user, and recovers once it is back', async () => {
      const sec = await login(p.app, 'secretariaat');
      expect((await listRegistrations(p, sec)).statusCode).toBe(200);

      await proxy.down();
      const during = await Promise.all([
        listRegistrations(p, sec),
        p.app.inject({ method: 'GET', url: '/api/auth/person', headers: { cookie: sec } }),
        p.app.inject({ method: 'GET', url: '/api/crm/public/legalentities' }),
        register(p, 'weigering', 1),
        tryLogin(p, 'N1001'),
      ]);
      for (const res of during) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toEqual(UNAVAILABLE);
      }

      await proxy.up();
      await until(async () => (await listRegistrations(p, sec)).statusCode === 200, 5000);
      expect((await register(p, 'weigering', 2)).statusCode).toBe(201);
      expect(uncaught.map(String)).toEqual([]);
    });

    it('gives up waiting for a database that accepts but never answers, with the Dutch 503', async () => {
      const sec = await login(p.app, 'secretariaat');
      await proxy.stall();
      const started = Date.now();
      const res = await listRegistrations(p, sec);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
      expect(Date.now() - started).toBeLessThan(5000);

      await proxy.up();
      await until(async () => (await listRegistrations(p, sec)).statusCode === 200, 5000);
      expect(uncaught.map(String)).toEqual([]);
    });
  });
});

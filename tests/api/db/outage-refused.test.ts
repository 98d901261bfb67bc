import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, login } from '../../helpers/app';
import { postgresRefusal, startTcpProxy } from '../../helpers/tcpProxy';

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

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

const registration = (username: string) => ({
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

/**
 * Users at work while the database turns connections away: `clients` loops over a few everyday
 * calls (lists, the session check, a public list, a registration) until `during` is done.
 */
async function underLoad(t: Ctx, during: () => Promise<void>, clients = 8) {
  const sec = await login(t.app, 'secretariaat');
  let registrations = 0;
  const calls = [
    () => as(t.app, sec, { method: 'GET', url: '/api/registraties?limit=5' }),
    () => as(t.app, sec, { method: 'GET', url: '/api/auth/person' }),
    () => as(t.app, sec, { method: 'GET', url: '/api/dierenartsen?limit=5' }),
    () => t.app.inject({ method: 'GET', url: '/api/crm/public/legalentities' }),
    () => {
      const n = registrations++;
      // From an address of its own each, so the per-address limit never answers instead.
      return t.app.inject({ method: 'POST', url: '/api/registraties', payload: registration(`weigering${n}`), remoteAddress: `10.78.${n >> 8}.${n & 255}` });
    },
  ];
  const answers: LightMyRequestResponse[] = [];
  let done = false;
  const loops = Array.from({ length: clients }, async (_, n) => {
    for (let i = n; !done; i++) {
      answers.push(await calls[i % calls.length]!());
      await wait(10);
    }
  });
  try {
    await during();
  } finally {
    done = true;
    await Promise.all(loops);
  }
  return { answers, sec };
}

/** Every answer is the call's normal one or the Dutch 503, never a 500; and the outage was felt. */
function expectOkOrUnavailable(answers: LightMyRequestResponse[]) {
  for (const res of answers) {
    if (res.statusCode === 503) expect(res.json()).toEqual(UNAVAILABLE);
    else expect([200, 201], res.body).toContain(res.statusCode);
  }
  expect(answers.filter((res) => res.statusCode === 503).length).toBeGreaterThan(0);
  expect(answers.filter((res) => res.statusCode === 200).length).toBeGreaterThan(0);
}

// Refusing connections needs a server database: PGlite has none to refuse.
describe.skipIf(!url)('the server while PostgreSQL refuses new connections, under load', () => {
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  beforeAll(() => {
    process.on('uncaughtException', onUncaught);
  });
  afterAll(() => {
    process.off('uncaughtException', onUncaught);
  });

  describe('for every reason a server or a proxy in front of it gives', () => {
    let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
    let t: Ctx;
    beforeAll(async () => {
      const target = new URL(url!);
      proxy = await startTcpProxy(Number(target.port || 5432), target.hostname);
      t = await createTestApp({}, undefined, { databaseUrl: proxy.url(target.pathname.slice(1)), connectionTimeoutMillis: 1000, onConnectionLost: () => {} });
    });
    afterAll(async () => {
      await proxy?.up();
      await t?.close();
      await proxy?.close();
    });

    it('answers 2xx or the Dutch 503 while it lasts, never 500, and recovers by itself', async () => {
      const refusals: [string, Buffer | undefined][] = [
        ['closed for maintenance', postgresRefusal('55000', 'database "test" is not currently accepting connections')],
        ['still starting', postgresRefusal('57P03', 'the database system is starting up')],
        ['a standby in recovery after a failover', postgresRefusal('57P03', 'the database system is in recovery mode')],
        ['too many clients', postgresRefusal('53300', 'sorry, too many clients already')],
        ['no longer let in', postgresRefusal('28000', 'no pg_hba.conf entry for host "127.0.0.1", user "postgres", database "test"')],
        ['a proxy that answers nonsense', Buffer.from('HTTP/1.1 503 Service Unavailable\r\n\r\n')],
        ['a proxy that closes at once', Buffer.alloc(0)],
      ];
      const { answers, sec } = await underLoad(t, async () => {
        await wait(300);
        for (const [, answer] of refusals) {
          await proxy.refuse(answer);
          await wait(400);
        }
        await proxy.down();
        await wait(400);
        await proxy.up();
      });
      expectOkOrUnavailable(answers);
      await until(async () => (await as(t.app, sec, { method: 'GET', url: '/api/registraties?limit=5' })).statusCode === 200, 5000);
      expect(uncaught.map(String)).toEqual([]);
    });
  });

  describe('when the database itself is closed for maintenance (ALLOW_CONNECTIONS false)', () => {
    // A database of its own: closing the shared one would turn away every other test file.
    const database = `portaal_dicht_${randomUUID().slice(0, 8)}`;
    let admin: pg.Client;
    let t: Ctx;
    beforeAll(async () => {
      admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      const own = new URL(url!);
      own.pathname = `/${database}`;
      t = await createTestApp({}, undefined, { databaseUrl: own.toString(), connectionTimeoutMillis: 1000, onConnectionLost: () => {} });
    });
    afterAll(async () => {
      await admin?.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);
      await t?.close();
      await admin?.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin?.end();
      // Over a minute once, with other test runs writing to the same cluster: dropping a database waits for a checkpoint.
    }, 180_000);

    it('answers 2xx or the Dutch 503 while it is closed, never 500, and recovers once it opens again', async () => {
      const { answers, sec } = await underLoad(t, async () => {
        await wait(300);
        // What an operator does for maintenance: no new connections, and the open ones ended.
        await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`);
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [database]);
        await wait(1500);
        await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);
      });
      expectOkOrUnavailable(answers);
      await until(async () => (await as(t.app, sec, { method: 'GET', url: '/api/registraties?limit=5' })).statusCode === 200, 5000);
      expect(uncaught.map(String)).toEqual([]);
    });
  });
});

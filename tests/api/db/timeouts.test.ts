import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../../server/plugins/errors';
import { as, createTestApp, login, reopenTestApp } from '../../helpers/app';

const url = process.env.DATABASE_URL;
const UNAVAILABLE = { errorcode: 'SERVICE_UNAVAILABLE', usererror: 'Service is momenteel niet bereikbaar probeer later opnieuw' };
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What the error handler answers for `error`, thrown by a route. */
async function answerFor(error: unknown) {
  const app = Fastify();
  errorHandler(app);
  app.get('/', async () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res;
}

// Timeouts are set on PostgreSQL's connections; PGlite has one connection and none of them.
describe.skipIf(!url)('the timeouts every PostgreSQL connection runs with', () => {
  let seeded: Awaited<ReturnType<typeof createTestApp>>;
  let t: Awaited<ReturnType<typeof reopenTestApp>>;
  let locker: pg.Client;
  beforeAll(async () => {
    seeded = await createTestApp();
    // No lock timeout here, so a statement waiting on a lock runs into the statement timeout instead.
    t = await reopenTestApp(seeded, { timeouts: { lockMillis: 0, statementMillis: 700, idleInTransactionMillis: 500 } });
    locker = new pg.Client({ connectionString: url });
    await locker.connect();
  });
  afterAll(async () => {
    await locker?.end();
    await t?.close();
    await seeded?.close();
  });

  it('are set from the first statement of every connection, in a transaction too', async () => {
    const first = await t.db.query<{ lock: string; statement: string; idle: string }>(
      `SELECT current_setting('lock_timeout') AS lock, current_setting('statement_timeout') AS statement,
              current_setting('idle_in_transaction_session_timeout') AS idle`,
    );
    expect(first).toEqual([{ lock: '0', statement: '700ms', idle: '500ms' }]);
    const inTx = await t.db.tx((q) => q.query(`SELECT current_setting('statement_timeout') AS statement`));
    expect(inTx).toEqual([{ statement: '700ms' }]);
  });

  it('answers a statement cut off by the statement timeout with the Dutch 503, and the next one normally', async () => {
    const sec = await login(t.app, 'secretariaat');
    const courses = () => as(t.app, sec, { method: 'GET', url: '/api/bijscholing/cursussen?limit=5' });
    await locker.query('BEGIN');
    try {
      await locker.query(`LOCK TABLE ${t.schema}.bijscholing_cursussen IN ACCESS EXCLUSIVE MODE`);
      const res = await courses();
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
      // The other tables are not held: the session check and the directory answer as always.
      expect((await as(t.app, sec, { method: 'GET', url: '/api/auth/person' })).statusCode).toBe(200);
    } finally {
      await locker.query('ROLLBACK');
    }
    expect((await courses()).statusCode).toBe(200);
  });

  it('ends a transaction left idle, keeps none of its writes, answers it with the Dutch 503, and serves the next call', async () => {
    const username = `stilgevallen${Date.now()}`;
    const idle = t.db.tx(async (q) => {
      await q.query(`INSERT INTO provider_registrations (data) VALUES (jsonb_build_object('username', $1::text))`, [username]);
      // Stuck between two statements (a bug, a blocked event loop): PostgreSQL ends the session.
      await wait(1200);
      await q.query('SELECT 1');
    });
    const error = await idle.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'DbUnavailableError', code: '25P03' });
    const res = await answerFor(error);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    expect(await t.db.query(`SELECT 1 FROM provider_registrations WHERE data->>'username' = $1`, [username])).toEqual([]);
    expect(await t.db.query('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
  });
});

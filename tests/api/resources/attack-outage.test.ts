import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';

const LOCK = `SELECT pg_advisory_lock(hashtext('declared:"bijscholing_coefficients"'))`;
const WAITING = "SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND wait_event = 'advisory' AND pid <> pg_backend_pid()";

/** A write waiting on the table's lock when the database gives up on it (PostgreSQL only: PGlite has one connection). */
describe.skipIf(!process.env.DATABASE_URL)('a generated write the database gives up on', () => {
  const t = useTestApp();
  let sec = '';
  beforeAll(async () => {
    sec = await login(t.app, 'secretariaat');
  });
  const post = (url: string, payload: object) => as(t.app, sec, { method: 'POST', url, payload, headers: { origin: 'http://portaal.test' } });

  /** Holds the table lock from another connection while `write` waits on it, then does `giveUp` to the waiting backend. */
  async function whileLocked(write: () => Promise<{ statusCode: number; json(): any }>, giveUp: 'pg_cancel_backend' | 'pg_terminate_backend') {
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query(LOCK);
      const pending = write();
      let waiting: unknown[] = [];
      for (let i = 0; i < 50 && waiting.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
        waiting = (await other.query(WAITING)).rows;
      }
      expect(waiting).toHaveLength(1);
      await other.query(`SELECT ${giveUp}(pid) FROM (${WAITING}) w`);
      return await pending;
    } finally {
      await other.query('SELECT pg_advisory_unlock_all()');
      await other.end();
    }
  }

  it.each(['pg_cancel_backend', 'pg_terminate_backend'] as const)(
    'answers 503 when the statement is ended (%s), writes nothing, and serves the next request',
    async (giveUp) => {
      const code = `GONE${giveUp.length}`;
      const res = await whileLocked(() => post('/api/bijscholing/coefficients', { code, coefficient: 2 }), giveUp);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ errorcode: 'SERVICE_UNAVAILABLE', usererror: expect.stringMatching(/\S/) });
      expect(await t.db.query('SELECT 1 FROM bijscholing_coefficients WHERE code = $1', [code])).toHaveLength(0);
      expect(await t.db.query("SELECT 1 FROM audit_log WHERE resource = 'coefficients' AND after->>'code' = $1", [code])).toHaveLength(0);
      expect((await post('/api/bijscholing/coefficients', { code, coefficient: 2 })).statusCode).toBe(201);
    },
  );
});

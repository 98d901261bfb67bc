import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import type { Db } from '../../../server/db';
import { DbUnavailableError } from '../../../server/db/unavailable';
import { as, login, useTestApp } from '../../helpers/app';

describe('sessions', () => {
  const t = useTestApp();

  it('ends a session that was idle longer than the idle time', async () => {
    const cookie = await login(t.app, 'N1003');
    expect((await as(t.app, cookie, { method: 'GET', url: '/api/auth/person' })).statusCode).toBe(200);
    await t.db.query(`UPDATE sessions SET last_seen = now() - make_interval(mins => $1)`, [t.config.sessionIdleMinutes + 1]);
    const res = await as(t.app, cookie, { method: 'GET', url: '/api/auth/person' });
    expect(res.statusCode).toBe(401);
  });

  it('keeps an active session alive, writing last_seen at most once a minute', async () => {
    const cookie = await login(t.app, 'N1004', 'Dierenarts1');
    await t.db.query(`UPDATE sessions SET last_seen = now() - interval '5 minutes'`);
    await as(t.app, cookie, { method: 'GET', url: '/api/auth/person' });
    const [fresh] = await t.db.query<{ age: number }>(`SELECT extract(epoch FROM now() - max(last_seen))::int AS age FROM sessions`);
    expect(fresh!.age).toBeLessThan(5);
  });

  it('stores only a hash of the session id', async () => {
    const cookie = await login(t.app, 'N1001');
    const raw = cookie.split('=')[1]!;
    const rows = await t.db.query<{ id_hash: string }>('SELECT id_hash FROM sessions');
    expect(rows.some((r) => r.id_hash === raw)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id_hash))).toBe(true);
  });

  it('answers 503 with the Dutch service message when the database cannot be reached', async () => {
    // As the PostgreSQL Db reports a connection it could not get.
    const down = new DbUnavailableError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    const broken: Db = {
      kind: 'postgres',
      query: async () => {
        throw down;
      },
      tx: async () => {
        throw down;
      },
      close: async () => {},
    };
    const app = await buildApp({ config: t.config, db: broken });
    const res = await app.inject({ method: 'GET', url: '/api/lists/codelist/public/CURSTATUS' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ errorcode: 'SERVICE_UNAVAILABLE', usererror: 'Service is momenteel niet bereikbaar probeer later opnieuw' });
    await app.close();
  });
});

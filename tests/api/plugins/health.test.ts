import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { openDb } from '../../../server/db';
import { migrationFiles } from '../../../server/db/migrate';
import { useTestApp } from '../../helpers/app';
import { closedPort } from '../../helpers/smtp';

// A built browser app of one page: its catch-all must not answer for the checks.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'health-static-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portaal</title>');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const UNAVAILABLE = { errorcode: 'SERVICE_UNAVAILABLE', usererror: 'Service is momenteel niet bereikbaar probeer later opnieuw' };

describe('health checks for a load balancer', () => {
  const t = useTestApp({}, dist);

  it('answers /healthz and /readyz with JSON, never with the browser app', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({ status: 'ok' });
      expect(res.headers['x-request-id'], url).toBeTruthy();
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is not ready while a migration of this code is missing from the database', async () => {
    const last = migrationFiles().at(-1)!;
    await t.db.query('DELETE FROM schema_migrations WHERE version = $1', [last]);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject(UNAVAILABLE);
      // The process itself is fine.
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [last]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  describe('with the database out of reach', () => {
    let down: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      // A real PostgreSQL address where nobody listens: every connection is refused.
      const db = await openDb({ databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/test`, connectionTimeoutMillis: 500 });
      down = await buildApp({ config: t.config, db, staticDir: dist });
      await down.ready();
      return async () => {
        await down.close();
        await db.close();
      };
    });

    it('says not ready (503, in Dutch), while the process stays healthy', async () => {
      const ready = await down.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject(UNAVAILABLE);
      const healthy = await down.inject({ method: 'GET', url: '/healthz' });
      expect(healthy.statusCode).toBe(200);
      expect(healthy.json()).toEqual({ status: 'ok' });
    });

    it('does not look up a session for /healthz, cookie or not', async () => {
      // A session lookup would need the database, which answers nothing here.
      const res = await down.inject({ method: 'GET', url: '/healthz', headers: { cookie: 'ovd_sid=een-oude-sessie' } });
      expect(res.statusCode).toBe(200);
      expect((await down.inject({ method: 'GET', url: '/api/auth/person', headers: { cookie: 'ovd_sid=een-oude-sessie' } })).statusCode).toBe(503);
    });
  });
});

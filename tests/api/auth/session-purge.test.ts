import { describe, expect, it, vi } from 'vitest';
import { createSessionPurge, PURGE_EVERY_MINUTES, purgeIdleSessions } from '../../../server/sessionPurge';
import { as, login, useTestApp } from '../../helpers/app';

/** Idle sessions purged on a schedule, once per interval however many nodes run the purge (server/sessionPurge.ts). */
describe('purge of idle sessions', () => {
  const t = useTestApp();
  const quiet = { warn: vi.fn(), error: vi.fn() };

  const sessionCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions'))[0]!.n;
  /** Makes every session of these users idle past the limit. */
  const idle = (...usernames: string[]) =>
    t.db.query(`UPDATE sessions SET last_seen = now() - make_interval(mins => $1) WHERE user_id IN (SELECT id FROM users WHERE username = ANY($2))`, [
      t.config.sessionIdleMinutes + 1,
      usernames,
    ]);
  /** As if the last purge ran an interval ago: the next one is due. */
  const due = () => t.db.query(`UPDATE app_state SET changed_at = now() - make_interval(mins => $1) WHERE name = 'sessions_purged'`, [PURGE_EVERY_MINUTES]);
  const purge = () => purgeIdleSessions(t.db, t.config.sessionIdleMinutes, 'test');

  it('deletes a session idle past the limit and keeps a live one, which goes on working', async () => {
    await t.db.query('DELETE FROM sessions');
    await login(t.app, 'N1003');
    const live = await login(t.app, 'N1004');
    await idle('N1003');
    await due();
    expect(await purge()).toBe(1);
    const left = await t.db.query<{ username: string }>('SELECT u.username FROM sessions s JOIN users u ON u.id = s.user_id');
    expect(left.map((r) => r.username)).toEqual(['N1004']);
    expect((await as(t.app, live, { method: 'GET', url: '/api/auth/person' })).statusCode).toBe(200);
  });

  it('runs at most once per interval: a purge soon after the last does nothing', async () => {
    await login(t.app, 'N1001');
    await due();
    await purge();
    await idle('N1001');
    const before = await sessionCount();
    expect(await purge()).toBeNull();
    expect(await sessionCount()).toBe(before);
    await due();
    expect(await purge()).toBe(1);
  });

  it('two purges at once: one deletes, the other does nothing and does not fail', async () => {
    for (const first of [true, false]) {
      await t.db.query('DELETE FROM sessions');
      // The first purge ever (no row yet), then one that is due again.
      if (first) await t.db.query(`DELETE FROM app_state WHERE name = 'sessions_purged'`);
      else await due();
      for (const user of ['N1001', 'N1003', 'N1004']) await login(t.app, user);
      await idle('N1001', 'N1003', 'N1004');
      const runs = await Promise.all([purge(), purge()]);
      expect(runs.filter((n) => n === null)).toHaveLength(1);
      expect(runs.find((n) => n !== null)).toBe(3);
      expect(await sessionCount()).toBe(0);
    }
  });

  it('runs on its schedule beside the mail worker and stops cleanly', async () => {
    await t.db.query('DELETE FROM sessions');
    await login(t.app, 'N1003');
    await idle('N1003');
    await due();
    const scheduled = createSessionPurge(t.db, t.config, quiet, { firstMs: 0 });
    scheduled.start();
    try {
      await vi.waitFor(async () => expect(await sessionCount()).toBe(0), { timeout: 10_000 });
    } finally {
      await scheduled.stop();
    }
    expect(quiet.warn).not.toHaveBeenCalled();
    const [row] = await t.db.query<{ changed_by: string }>(`SELECT changed_by FROM app_state WHERE name = 'sessions_purged'`);
    expect(row!.changed_by).toBe('systeem');
  });
});

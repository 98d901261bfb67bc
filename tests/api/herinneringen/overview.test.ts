import { describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';
import { makeElection } from '../../helpers/elections';

const HOUR = 3_600_000;

/** The reminders' page asks before it mails: how many members a run would remind, and afterwards whom it reminded. */
describe('the reminders overview', () => {
  const t = useTestApp();

  it('says how many members a run would remind, and after the run names them', async () => {
    const sec = await login(t.app, 'secretariaat');
    await makeElection(t.db, { end: 10 * HOUR });
    const overview = async () => (await as(t.app, sec, { method: 'GET', url: '/api/herinneringen' })).json();
    const before = await overview();
    const planned = before.occasions.reduce((n: number, o: { planned: number }) => n + o.planned, 0);
    expect(before.members).toBeGreaterThan(0);
    expect(before.members).toBeLessThanOrEqual(planned);

    const run = await as(t.app, sec, { method: 'POST', url: '/api/herinneringen/run' });
    expect(run.statusCode).toBe(200);
    const after = await overview();
    expect(after.members).toBe(0);
    expect(after.lastRun).toMatchObject({ id: after.runs[0].id, total: planned });
    const reminded = after.lastRun.reminded as { occasion: string; recipient: string; name: string | null }[];
    expect(reminded).toHaveLength(Math.min(planned, 200));
    expect(new Set(reminded.map((r) => r.recipient)).size).toBe(Math.min(before.members, reminded.length));
    expect(reminded.filter((r) => r.recipient === 'N1001')).toContainEqual({ occasion: 'stemmen', recipient: 'N1001', name: expect.stringMatching(/\S/) });

    // A run that finds nobody names nobody.
    await as(t.app, sec, { method: 'POST', url: '/api/herinneringen/run' });
    expect((await overview()).lastRun).toMatchObject({ total: 0, reminded: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { runReminders } from '../../../server/reminders/run';
import { as, login, useTestApp } from '../../helpers/app';
import { makeElection, makeVets } from '../../helpers/elections';

const HOUR = 3_600_000;

/**
 * The reminder to vote reaches each member once per election, whoever sends it: the secretariat's
 * button and the daily run share the reminders' one key, also when they run at the same moment.
 */
describe('one reminder to vote per member and election', () => {
  const t = useTestApp();

  /** Per member who has not voted, how many vote reminders were mailed for the election (either template). */
  const mailsPerMember = async (electionId: number) =>
    t.db.query<{ recipient: string; n: number }>(
      `SELECT m.recipient, count(*)::int AS n FROM mails m
         JOIN mail_templates mt USING (idmailtemplate)
         JOIN mail_params p ON p.idmail = m.idmail AND p.name = 'link' AND p.value LIKE $1
        WHERE mt.name IN ('VERKIEZING_HERINNERING', 'HERINNERING_STEMMEN') GROUP BY 1`,
      [`%/verkiezingen/${electionId}`],
    );

  it('mails each member exactly once when the button is pressed many times while the daily run goes', async () => {
    const sec = await login(t.app, 'secretariaat');
    // Closing within the day, so the daily run reminds of it too.
    const id = await makeElection(t.db, { end: 10 * HOUR });
    await makeVets(t.db, 'RACE', 12);
    const press = () => as(t.app, sec, { method: 'POST', url: `/api/verkiezingen/${id}/unvoted/herinnering` });
    const [first, second, ...rest] = await Promise.all([
      runReminders(t.db, t.config, { scheduled: true, by: 'systeem' }),
      runReminders(t.db, t.config, { scheduled: false, by: 'secretariaat' }),
      ...Array.from({ length: 8 }, press),
    ]);
    const answers = rest.map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as { count: number; already: number };
    });

    const [{ n: unvoted }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM persons p JOIN users u ON u.username = p.ordenummer AND 'DIERENARTS' = ANY (u.roles)
        WHERE NOT EXISTS (SELECT 1 FROM verkiezing_stemmers s WHERE s.verkiezing_id = $1 AND s.username = u.username)`,
      [id],
    )) as [{ n: number }];
    const mails = await mailsPerMember(id);
    expect(mails.length).toBe(unvoted);
    expect(mails.filter((m) => m.n !== 1)).toEqual([]);
    // What the presses and the runs queued together is one mail per member.
    const byRuns = [first, second].reduce((sum, run) => sum + (run?.counts.stemmen ?? 0), 0);
    expect(byRuns + answers.reduce((sum, a) => sum + a.count, 0)).toBe(unvoted);
    // Each press says how many it sent and how many already had one: together, every member who has not voted.
    for (const a of answers) expect(a.count + a.already).toBe(unvoted);

    // One key row per member, and a later press or run sends nothing.
    const [{ rows }] = (await t.db.query<{ rows: number }>("SELECT count(*)::int AS rows FROM herinneringen WHERE occasion = 'stemmen' AND subject_id = $1", [
      id,
    ])) as [{ rows: number }];
    expect(rows).toBe(unvoted);
    expect((await press()).json()).toEqual({ count: 0, already: unvoted });
    expect((await runReminders(t.db, t.config, { scheduled: false, by: 'secretariaat' }))!.counts.stemmen).toBe(0);
  });

  it('skips, in the daily run, whom the button reminded first, and the other way round', async () => {
    const sec = await login(t.app, 'secretariaat');
    const byButton = await makeElection(t.db, { end: 10 * HOUR });
    const pressed = await as(t.app, sec, { method: 'POST', url: `/api/verkiezingen/${byButton}/unvoted/herinnering` });
    expect(pressed.json().count).toBeGreaterThan(0);
    await runReminders(t.db, t.config, { scheduled: false, by: 'secretariaat' });
    expect((await mailsPerMember(byButton)).filter((m) => m.n !== 1)).toEqual([]);

    const byRun = await makeElection(t.db, { end: 10 * HOUR });
    const run = await runReminders(t.db, t.config, { scheduled: false, by: 'secretariaat' });
    expect(run!.counts.stemmen).toBeGreaterThan(0);
    const after = await as(t.app, sec, { method: 'POST', url: `/api/verkiezingen/${byRun}/unvoted/herinnering` });
    expect(after.json()).toEqual({ count: 0, already: run!.counts.stemmen });
    expect((await mailsPerMember(byRun)).filter((m) => m.n !== 1)).toEqual([]);
  });
});

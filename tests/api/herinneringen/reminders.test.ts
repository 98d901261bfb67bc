import { beforeAll, describe, expect, it } from 'vitest';
import { pointsStep } from '../../../domain/rules/reminders';
import { runReminders } from '../../../server/reminders/run';
import { as, login, useTestApp } from '../../helpers/app';

/**
 * The reminders the portal sends by itself: each recipient once per occasion, however many
 * schedulers run at once and however often; each through its mail template.
 */
describe('reminders', () => {
  const t = useTestApp();
  let sec: string;
  let electionId: number;
  let courseId: number;
  const reminded = (occasion: string) =>
    t.db.query<{ recipient: string; subject_id: number; params: Record<string, string> }>(
      `SELECT h.recipient, h.subject_id, (SELECT jsonb_object_agg(p.name, p.value) FROM mail_params p WHERE p.idmail = h.idmail) AS params
         FROM herinneringen h WHERE h.occasion = $1 ORDER BY h.recipient`,
      [occasion],
    );

  beforeAll(async () => {
    sec = await login(t.app, 'secretariaat');
    // The active period ends in 25 days: the 30-day step.
    await t.db.query('UPDATE bijscholing_periodes SET end_date = current_date + 25 WHERE active');
    // An election closing within the day: N1004 voted, N1005 was reminded by hand.
    [{ id: electionId }] = (await t.db.query<{ id: number }>(
      `INSERT INTO verkiezingen (title, starttime, endtime, number_of_elected, votable, state)
       VALUES ('Raad van de Orde 2027', now() - interval '6 days', now() + interval '12 hours', 1, true, 'FINISHED') RETURNING id`,
    )) as [{ id: number }];
    await t.db.query("INSERT INTO verkiezing_stemmers (verkiezing_id, username, votedtime) VALUES ($1, 'N1004', now())", [electionId]);
    await t.db.query("INSERT INTO herinneringen (occasion, subject_id, recipient) VALUES ('stemmen', $1, 'N1005')", [electionId]);
    // N1006's exemption stops counting within 32 days (40 left); N1003's is far from it.
    await t.db.query("UPDATE vrijstellingen SET end_date = current_date + 40 WHERE username = 'N1006' AND statecode = 'APP'");
    // A course of the demo provider ended ten days ago without its evaluation test.
    [{ id: courseId }] = (await t.db.query<{ id: number }>(
      `UPDATE bijscholing_cursussen SET status = 'GOEDGEKEURD', start_date = current_date - 11, end_date = current_date - 10, evaluation_id = NULL, evaluation_status = NULL
        WHERE id = (SELECT c.id FROM bijscholing_cursussen c JOIN users u ON u.legal_entity_id = c.legal_entity_id AND u.username = 'opleider' ORDER BY c.id LIMIT 1)
        RETURNING id`,
    )) as [{ id: number }];
  });

  it('chooses one step of the points reminder at a time: 90 from 90 to 31 days left, 30 from 30 to the end', () => {
    expect([120, 91, 90, 31, 30, 1, 0, -1].map((d) => pointsStep(d, [90, 30]))).toEqual([null, null, 90, 90, 30, 30, 30, null]);
    expect(pointsStep(45, [30, 90])).toBe(90);
  });

  it('sends each reminder once when two schedulers and manual runs race, and a repeated run sends nothing', async () => {
    const runs = await Promise.all([
      runReminders(t.db, t.config, { scheduled: true, by: 'systeem' }),
      runReminders(t.db, t.config, { scheduled: true, by: 'systeem' }),
      ...Array.from({ length: 4 }, () => as(t.app, sec, { method: 'POST', url: '/api/herinneringen/run' })),
    ]);
    // One scheduled run of the day; the other found it done.
    expect(runs.slice(0, 2).filter((r) => r === null)).toHaveLength(1);
    const [{ n: scheduled }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM herinnering_runs WHERE scheduled')) as [{ n: number }];
    expect(scheduled).toBe(1);
    const [{ rows, keys, mails }] = (await t.db.query<{ rows: number; keys: number; mails: number }>(
      `SELECT count(*)::int AS rows, count(DISTINCT (occasion, subject_id, recipient))::int AS keys,
              (SELECT count(*)::int FROM mails m JOIN mail_templates mt USING (idmailtemplate) WHERE mt.name LIKE 'HERINNERING_%') AS mails
         FROM herinneringen`,
    )) as [{ rows: number; keys: number; mails: number }];
    expect(rows).toBe(keys);
    // N1005's reminder by hand (see beforeAll) has no mail of a run's template.
    expect(mails).toBe(rows - 1);

    const again = await as(t.app, sec, { method: 'POST', url: '/api/herinneringen/run' });
    expect(again.statusCode).toBe(200);
    expect(Object.values(again.json().counts).every((n) => n === 0)).toBe(true);
    expect(await runReminders(t.db, t.config, { scheduled: true, by: 'systeem' })).toBeNull();
  });

  it('reminds who is short of points, not who is exempt, with their points and the end date in Dutch', async () => {
    const points = await reminded('punten-30');
    const who = points.map((p) => p.recipient);
    expect(who).toContain('N1001');
    expect(who).not.toContain('N1003');
    const mine = points.find((p) => p.recipient === 'N1001')!;
    expect(mine.params.punten).toMatch(/^\d+(,\d+)? van de \d+(,\d+)? vereiste punten$/);
    expect(mine.params.einddatum).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(mine.params.link).toBe('http://portaal.test/bijscholing/punten');
  });

  it('reminds who has not voted in an election closing within the day, not who voted or was reminded by hand', async () => {
    // The runs' mails: N1005's row is the reminder by hand, under the same key, which no run mailed again.
    const votes = (await reminded('stemmen')).filter((v) => v.params);
    const who = votes.map((v) => v.recipient);
    expect(who).toContain('N1001');
    expect(who).not.toContain('N1004');
    expect(who).not.toContain('N1005');
    expect(votes[0]!.params).toMatchObject({ verkiezing: 'Raad van de Orde 2027', link: `http://portaal.test/verkiezingen/${electionId}` });
  });

  it('reminds the owner of an exemption about to stop counting, and the provider of a course without its evaluation test', async () => {
    expect((await reminded('vrijstelling')).map((v) => v.recipient)).toEqual(['N1006']);
    const evaluation = await reminded('evaluatie');
    expect(evaluation.map((e) => [e.recipient, e.subject_id])).toContainEqual(['opleider', courseId]);
  });

  it('shows the secretariat what is due and what went out per occasion, and the runs; nobody else', async () => {
    const overview = await as(t.app, sec, { method: 'GET', url: '/api/herinneringen' });
    expect(overview.statusCode).toBe(200);
    const body = overview.json();
    expect(body.occasions.map((o: { occasion: string }) => o.occasion)).toEqual(['punten', 'stemmen', 'vrijstelling', 'evaluatie']);
    expect(body.occasions.every((o: { planned: number; sent: number }) => o.planned === 0 && o.sent > 0)).toBe(true);
    expect(body.runs[0]).toMatchObject({ scheduled: false });
    const [audit] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE resource = 'herinneringen'");
    expect(audit!.n).toBeGreaterThan(0);
    const vet = await login(t.app, 'N1001');
    expect((await as(t.app, vet, { method: 'GET', url: '/api/herinneringen' })).statusCode).toBe(403);
    expect((await as(t.app, vet, { method: 'POST', url: '/api/herinneringen/run' })).statusCode).toBe(403);
  });
});

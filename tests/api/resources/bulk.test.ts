import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsDate } from '../../../domain/dates';
import { addDays } from '../../../domain/rules/courses';
import { as, login, useTestApp } from '../../helpers/app';

const PUNTEN = '/api/bijscholing/punten';
const BULK = `${PUNTEN}/actions/goedkeuren`;

/** A queue's bulk move (queue.bulk), on the points records: every record the list's filter reaches, once. */
describe('bulk approval of points records', () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  let periode = 0;
  beforeAll(async () => {
    await t.db.query("UPDATE users SET kennisname = true WHERE username = 'N1002'");
    for (const u of ['secretariaat', 'N1001', 'N1002']) cookies[u] = await login(t.app, u);
    periode = (await t.db.query<{ id: number }>('SELECT id FROM bijscholing_periodes WHERE active'))[0]!.id;
  });
  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) => as(t.app, cookies[who], { method, url, payload });
  const made = async (who: string, title: string) => {
    const res = await call(who, 'POST', PUNTEN, { periodeId: periode, type: 'teachings', title, begindatum: addDays(brusselsDate(), -5), hours: 2 });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  const count = async (query: string) => (await call('secretariaat', 'GET', `${BULK}/count?${query}`)).json().count as number;

  it('counts only what the filter reaches, in a state the move starts from, and only for those who may make it', async () => {
    const mine = await made('N1001', 'Bulk telling uniek');
    expect(await count('q=telling uniek')).toBe(1);
    expect(await count('q=telling uniek&state=DECLINED')).toBe(0);
    await call('secretariaat', 'POST', `${PUNTEN}/${mine.id}/actions/goedkeuren`, {});
    // Already approved: the bulk move does not make it again (the single move may, to change the points).
    expect(await count('q=telling uniek')).toBe(0);
    expect((await call('N1001', 'GET', `${BULK}/count`)).statusCode).toBe(403);
    expect((await call('N1001', 'POST', BULK, {})).statusCode).toBe(403);
    expect((await call('secretariaat', 'GET', `${BULK}/count?type=onbestaand`)).statusCode).toBe(400);
  });

  it('approves every reached record exactly once under many requests at once, one audit row each', async () => {
    for (let i = 0; i < 12; i++) await made('N1002', `Bulk parallel ${i}`);
    const declined = await made('N1002', 'Bulk parallel afgekeurd');
    await call('secretariaat', 'POST', `${PUNTEN}/${declined.id}/actions/afkeuren`, { comment: 'Niet bewezen' });
    const filter = `username=N1002&periode=${periode}&q=bulk parallel`;
    expect(await count(filter)).toBe(12);

    const answers = await Promise.all(Array.from({ length: 10 }, () => call('secretariaat', 'POST', `${BULK}?${filter}`, {})));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(answers.reduce((sum, a) => sum + a.json().count, 0)).toBe(12);

    const rows = await t.db.query<{ id: number; state: string }>("SELECT id, state FROM bijscholing_punten WHERE title LIKE 'Bulk parallel%'");
    expect(rows.filter((r) => r.state === 'APPROVED')).toHaveLength(12);
    expect(rows.find((r) => r.id === declined.id)?.state).toBe('DECLINED');
    const audits = await t.db.query<{ record_id: string; n: number }>(
      `SELECT record_id::text, count(*)::int AS n FROM audit_log WHERE resource = 'punten' AND action = 'goedkeuren' AND record_id::text = ANY($1) GROUP BY 1`,
      [rows.map((r) => String(r.id))],
    );
    expect(audits).toHaveLength(12);
    expect(audits.every((a) => a.n === 1)).toBe(true);
    expect(await count(filter)).toBe(0);
  });

  it("keeps the records' own effective points and notes the comment in the history", async () => {
    const row = await made('N1001', 'Bulk met punten');
    await t.db.query('UPDATE bijscholing_punten SET epunten = 1.5 WHERE id = $1', [row.id]);
    const res = await call('secretariaat', 'POST', `${BULK}?q=bulk met punten`, { comment: 'In bulk' });
    expect(res.json()).toEqual({ count: 1 });
    const after = (await call('secretariaat', 'GET', `${PUNTEN}/${row.id}`)).json();
    expect(after).toMatchObject({ state: 'APPROVED', epunten: 1.5, comment: 'In bulk' });
    const history = (await call('secretariaat', 'GET', `${PUNTEN}/${row.id}/historiek`)).json();
    expect(JSON.stringify(history)).toContain('goedkeuren');
  });
});

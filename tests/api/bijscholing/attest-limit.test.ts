import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';
import { insertPoints } from '../../helpers/attest';

/** A vet's certificates per hour are bounded, also when asked for all at once; the secretariat's are not. */
describe('how many certificates a vet makes', () => {
  const t = useTestApp();
  let period: number;
  const made = async (username: string) =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bijscholing_attesten WHERE username = $1', [username]))[0]!.n;

  beforeAll(async () => {
    const [p] = await t.db.query<{ id: number }>(
      `INSERT INTO bijscholing_periodes (start_date, end_date, required_points) VALUES ('2093-01-01', '2095-12-31', 40) RETURNING id`,
    );
    period = p!.id;
    await insertPoints(t.db, period, 'N1004', [{ type: 'ebpcursussen', title: 'Dierenwelzijn', begindatum: '2093-02-01', cpunten: 40 }]);
  });

  it('makes 30 of 35 asked at once, refuses the rest in Dutch and records only those it made', async () => {
    const vet = await login(t.app, 'N1004');
    const answers = await Promise.all(
      Array.from({ length: 35 }, () => as(t.app, vet, { method: 'POST', url: '/api/bijscholing/attesten', payload: { periode: period } })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(30);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.map((a) => a.statusCode)).toEqual([429, 429, 429, 429, 429]);
    expect(refused[0]!.json()).toMatchObject({ errorcode: 'TOO_MANY_REQUESTS', usererror: expect.stringMatching(/^U hebt te veel aanvragen/) });
    expect(await made('N1004')).toBe(30);

    // The secretariat still makes the member's certificate, from the member's sheet.
    const sec = await login(t.app, 'secretariaat');
    const bySecretariat = await as(t.app, sec, { method: 'POST', url: '/api/bijscholing/attesten', payload: { periode: period, username: 'N1004' } });
    expect(bySecretariat.statusCode).toBe(200);
    expect(await made('N1004')).toBe(31);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsDate } from '../../../domain/dates';
import { addDays } from '../../../domain/rules/courses';
import { as, login, useTestApp } from '../../helpers/app';

/**
 * A vet deleting their own NEW row of a course while its provider credits them: the credit either
 * completes that row or, once the delete is through, makes a new one; never claims them without a row.
 * Only PostgreSQL runs two transactions at once (PGlite has one connection).
 */
describe.skipIf(!process.env.DATABASE_URL)('attendance credit against a vet deleting their row', () => {
  const t = useTestApp();
  let cookie = '';

  beforeAll(async () => {
    cookie = await login(t.app, 'opleider');
  });

  it('gives the vet one approved row when their NEW row of the course is deleted while the credit waits', async () => {
    const day = addDays(brusselsDate(), -3);
    const [c] = await t.db.query<{ id: number }>(
      `INSERT INTO bijscholing_cursussen (title, start_date, end_date, type, ebp_number, status, legal_entity_id)
       SELECT 'Aanwezigheid tegen verwijderen', $1::date, $1::date, 'EBP', 'EBP-0997', 'GOEDGEKEURD', legal_entity_id
         FROM bijscholing_cursussen WHERE title = 'Pijnbestrijding bij hond en kat' RETURNING id`,
      [day],
    );
    const id = c!.id;
    const [own] = await t.db.query<{ id: number }>(
      `INSERT INTO bijscholing_punten (periode_id, username, type, state, idbijcursus, begindatum)
       SELECT p.id, 'N1003', 'ebpcursussen', 'NEW', $1, $2::date FROM bijscholing_periodes p WHERE $2::date BETWEEN p.start_date AND p.end_date LIMIT 1 RETURNING id`,
      [id, day],
    );
    const waiting = async () =>
      (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'"))[0]!
        .n;
    let credit: ReturnType<typeof as> | undefined;
    // The vet's delete as the generated route does it: the row locked first, deleted, committed.
    await t.db.tx(async (q) => {
      await q.query('SELECT id FROM bijscholing_punten WHERE id = $1 FOR UPDATE', [own!.id]);
      credit = as(t.app, cookie, { method: 'POST', url: `/api/bijscholing/cursussen/${id}/aanwezigheden`, payload: { deelnemers: [{ ordenummer: 'N1003' }] } });
      for (let i = 0; i < 200 && (await waiting()) === 0; i++) await new Promise((r) => setTimeout(r, 25));
      await q.query('DELETE FROM bijscholing_punten WHERE id = $1', [own!.id]);
    });
    const res = await credit!;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().credited).toEqual([{ ordenummer: 'N1003', name: expect.any(String) }]);
    const rows = await t.db.query<{ state: string; credited_by: string }>(
      'SELECT state, credited_by FROM bijscholing_punten WHERE idbijcursus = $1 AND username = $2',
      [id, 'N1003'],
    );
    expect(rows).toEqual([{ state: 'APPROVED', credited_by: 'opleider' }]);
  });
});

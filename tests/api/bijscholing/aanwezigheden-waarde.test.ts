import { describe, expect, it } from 'vitest';
import { brusselsDate } from '../../../domain/dates';
import { addDays } from '../../../domain/rules/courses';
import { as, login, useTestApp } from '../../helpers/app';

/** The attendance tab names what a credit is worth: the points the credited row gets, not the items' raw sum. */
describe('attendance credit worth', () => {
  const t = useTestApp();

  it('says the points a credited row gets (the course row rule rounds 4.25 up to 4.5), and credits exactly that', async () => {
    const day = addDays(brusselsDate(), -2);
    const [c] = await t.db.query<{ id: number }>(
      `INSERT INTO bijscholing_cursussen (title, start_date, end_date, type, ebp_number, status, legal_entity_id)
       SELECT 'Aanwezigheid kwartpunten', $1::date, $1::date, 'EBP', 'EBP-0996', 'GOEDGEKEURD', legal_entity_id
         FROM bijscholing_cursussen WHERE title = 'Pijnbestrijding bij hond en kat' RETURNING id`,
      [day],
    );
    const id = c!.id;
    await t.db.query(
      `INSERT INTO bijscholing_cursusitems (cursus_id, datum, start_time, end_time, category_id, dagdeel_id, coefficient_id, points, minutes)
       SELECT $1, $2::date, start_time, end_time, category_id, dagdeel_id, coefficient_id, 4.25, minutes
         FROM bijscholing_cursusitems WHERE cursus_id = (SELECT id FROM bijscholing_cursussen WHERE title = 'Pijnbestrijding bij hond en kat') LIMIT 1`,
      [id, day],
    );
    const cookie = await login(t.app, 'opleider');
    const url = `/api/bijscholing/cursussen/${id}/aanwezigheden`;
    const state = await as(t.app, cookie, { method: 'GET', url });
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json().points).toBe(4.5);
    const credit = await as(t.app, cookie, { method: 'POST', url, payload: { deelnemers: [{ ordenummer: 'N1003' }] } });
    expect(credit.statusCode, credit.body).toBe(200);
    const [row] = await t.db.query<{ cpunten: number }>('SELECT cpunten::float8 AS cpunten FROM bijscholing_punten WHERE idbijcursus = $1', [id]);
    expect(row!.cpunten).toBe(state.json().points);
  });
});

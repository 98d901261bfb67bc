import { beforeAll } from 'vitest';
import { brusselsDate } from '../../domain/dates';
import { addDays } from '../../domain/rules/courses';
import { as, login, type TestContext } from './app';
import { multipart } from './files';

export const COURSES = '/api/bijscholing/cursussen';

/**
 * The calls of a course's attendance tab (docs/features/courses.md, "Attendance") as its tests make
 * them, logged in once for the file: the secretariat, two vets, the demo's provider and another one.
 * Test vets N9001 to N9040, an inactive vet N8001.
 */
export function useAttendance(t: TestContext) {
  const cookies: Record<string, string> = {};
  let demo = 0;

  beforeAll(async () => {
    for (const u of ['secretariaat', 'N1001', 'N1003', 'opleider', 'opleider2']) cookies[u] = await login(t.app, u);
    demo = (await t.db.query<{ id: number }>("SELECT id FROM bijscholing_cursussen WHERE title = 'Pijnbestrijding bij hond en kat'"))[0]!.id;
    await t.db.query(
      `INSERT INTO users (username, firstname, lastname, email, roles, kennisname)
       SELECT 'N9' || lpad(g::text, 3, '0'), 'Test', 'Dierenarts ' || g, 'n9' || g || '@voorbeeld.be', '{DIERENARTS}', true FROM generate_series(1, 40) g`,
    );
    await t.db.query(
      "INSERT INTO users (username, firstname, lastname, email, roles, active) VALUES ('N8001', 'Niet', 'Actief', 'n8001@voorbeeld.be', '{DIERENARTS}', false)",
    );
  });

  /** A course of opleider's like the demo's approved EBP course (5 points), with its items, in the given state and days from today. */
  async function course(extra: { status?: string; days?: number; evaluation?: boolean } = {}) {
    const [c] = await t.db.query<{ id: number }>(
      `INSERT INTO bijscholing_cursussen (title, start_date, end_date, type, ebp_number, status, legal_entity_id, evaluation_status, evaluation_number)
       SELECT 'Aanwezigheid ' || (random() * 1e9)::int, $2::date, $2::date, 'EBP', 'EBP-0999', $3, legal_entity_id, $4, $5 FROM bijscholing_cursussen WHERE id = $1 RETURNING id`,
      [
        demo,
        addDays(brusselsDate(), extra.days ?? -3),
        extra.status ?? 'GOEDGEKEURD',
        extra.evaluation ? 'APPROVED' : null,
        extra.evaluation ? `T-${(Math.random() * 1e6) | 0}` : null,
      ],
    );
    await t.db.query(
      `INSERT INTO bijscholing_cursusitems (cursus_id, datum, start_time, end_time, category_id, dagdeel_id, coefficient_id, points, minutes)
       SELECT $2, $3::date, start_time, end_time, category_id, dagdeel_id, coefficient_id, points, minutes FROM bijscholing_cursusitems WHERE cursus_id = $1`,
      [demo, c!.id, addDays(brusselsDate(), extra.days ?? -3)],
    );
    return c!.id;
  }

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) => as(t.app, cookies[who], { method, url, payload });
  const preview = (who: string, id: number, tekst: string) => call(who, 'POST', `${COURSES}/${id}/aanwezigheden/voorbeeld`, { tekst });
  const confirm = (who: string, id: number, deelnemers: { ordenummer: string; geslaagd?: boolean }[]) =>
    call(who, 'POST', `${COURSES}/${id}/aanwezigheden`, { deelnemers });
  const upload = (who: string, id: number, name: string, bytes: Buffer) =>
    as(t.app, cookies[who], { method: 'POST', url: `${COURSES}/${id}/aanwezigheden/bestand`, ...multipart(name, bytes) });
  const rowsOf = (id: number) =>
    t.db.query<{ username: string; state: string; attendancetype: string; cpunten: string; credited_by: string | null; type: string }>(
      'SELECT username, state, attendancetype, cpunten::text, credited_by, type FROM bijscholing_punten WHERE idbijcursus = $1 ORDER BY username, id',
      [id],
    );

  return { cookies, course, call, preview, confirm, upload, rowsOf };
}

import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsDate } from '../../../domain/dates';
import { addDays } from '../../../domain/rules/courses';
import { as, login, useTestApp } from '../../helpers/app';
import { multipart, SAMPLES } from '../../helpers/files';

const PUNTEN = '/api/bijscholing/punten';

/** Points records (SPEC §3, §4): a vet's own NEW rows; the secretariat decides, never writes their content. */
describe('points records', () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  let periode = 0;
  let approvedCourse = 0;
  let approvedEbp = 0;
  beforeAll(async () => {
    // N1002 has not acknowledged the regulation in the demo; here they have.
    await t.db.query("UPDATE users SET kennisname = true WHERE username = 'N1002'");
    for (const u of ['secretariaat', 'N1001', 'N1002', 'N1003', 'opleider']) cookies[u] = await login(t.app, u);
    periode = (await t.db.query<{ id: number }>('SELECT id FROM bijscholing_periodes WHERE active'))[0]!.id;
    approvedCourse = (await t.db.query<{ id: number }>("SELECT id FROM bijscholing_cursussen WHERE status = 'GOEDGEKEURD' AND type = 'BP' LIMIT 1"))[0]!.id;
    // An approved EBP course of the tests' own, so no demo registration stands in the way.
    const [ebp] = await t.db.query<{ id: number }>(
      `INSERT INTO bijscholing_cursussen (title, start_date, end_date, type, status, legal_entity_id)
       SELECT 'Test EBP', start_date, end_date, 'EBP', 'GOEDGEKEURD', legal_entity_id FROM bijscholing_cursussen WHERE id = $1 RETURNING id`,
      [approvedCourse],
    );
    approvedEbp = ebp!.id;
  });
  const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => as(t.app, cookies[who], { method, url, payload });
  const teaching = (extra: object = {}) => ({
    periodeId: periode,
    type: 'teachings',
    title: 'Gastles',
    begindatum: addDays(brusselsDate(), -10),
    hours: 2.2,
    ...extra,
  });

  it("makes a vet's row theirs, with its points by the rules and their name", async () => {
    const made = await call('N1001', 'POST', PUNTEN, teaching({ username: 'N1002', cpunten: 99, state: 'APPROVED' }));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ username: 'N1001', state: 'NEW', cpunten: 2.5, member: expect.stringMatching(/\S+ \S+/) });
    const peer = await call('N1001', 'POST', PUNTEN, teaching({ type: 'peerreview', hours: null }));
    expect(peer.json().cpunten).toBe(5);
    const others = await call('N1001', 'POST', PUNTEN, teaching({ type: 'others', page: 45 }));
    expect(others.json().cpunten).toBe(1.5);
  });

  it('takes a course row from an approved course of its section, and refuses one without', async () => {
    const without = await call('N1002', 'POST', PUNTEN, teaching({ type: 'bpcursussen', title: undefined }));
    expect(without.statusCode).toBe(400);
    expect(without.json().fields.idbijcursus).toBe('Veld is verplicht, gelieve een selectie te maken.');
    const wrongSection = await call('N1002', 'POST', PUNTEN, teaching({ type: 'ebpcursussen', idbijcursus: approvedCourse }));
    expect(wrongSection.statusCode).toBe(400);
    const made = await call('N1002', 'POST', PUNTEN, teaching({ type: 'bpcursussen', title: 'genegeerd', idbijcursus: approvedCourse }));
    expect(made.statusCode, made.body).toBe(201);
    const [course] = await t.db.query<{ title: string; start_date: string }>('SELECT title, start_date::text FROM bijscholing_cursussen WHERE id = $1', [
      approvedCourse,
    ]);
    expect(made.json()).toMatchObject({ title: course!.title, begindatum: course!.start_date });
  });

  it("rounds another form's points up to halves as it stores and answers them: 1.100 pages are 37, not 36,67", async () => {
    const made = await call('N1001', 'POST', PUNTEN, teaching({ type: 'others', page: 1100 }));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().cpunten).toBe(37);
    expect((await call('N1001', 'GET', `${PUNTEN}/${made.json().id}`)).json().cpunten).toBe(37);
    const changed = await call('N1001', 'POST', `${PUNTEN}/${made.json().id}`, { page: 31 });
    expect(changed.json().cpunten).toBe(1.5);
    // A row stored before the rule rounded it: its migration brings it in line.
    await t.db.query('UPDATE bijscholing_punten SET page = 1100, cpunten = 36.67 WHERE id = $1', [made.json().id]);
    await t.db.query(fs.readFileSync('server/db/migrations/052_punten_andere_vormen_halven.sql', 'utf8'));
    expect((await call('N1001', 'GET', `${PUNTEN}/${made.json().id}`)).json().cpunten).toBe(37);
  });

  it('refuses a course the member registered already, in Dutch on the course field, also when sent several times at once', async () => {
    const course = teaching({ type: 'bpcursussen', title: undefined, idbijcursus: approvedCourse });
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('N1003', 'POST', PUNTEN, course)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const text = 'Deze cursus staat al in uw bijscholingspunten. Een cursus telt maar één keer.';
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({
      errorcode: 'COURSE_ALREADY_REGISTERED',
      usererror: text,
      fields: { idbijcursus: text },
    });
    const rows = await t.db.query("SELECT id FROM bijscholing_punten WHERE username = 'N1003' AND idbijcursus = $1", [approvedCourse]);
    expect(rows).toHaveLength(1);
    // Declined, it still counts as registered (the secretariat restores it); another row cannot be changed into it either.
    const first = answers.find((a) => a.statusCode === 201)!.json();
    await call('secretariaat', 'POST', `${PUNTEN}/${first.id}/actions/afkeuren`, { comment: 'Geen attest' });
    expect((await call('N1003', 'POST', PUNTEN, course)).statusCode).toBe(409);
    const other = (await call('N1003', 'POST', PUNTEN, teaching())).json();
    const renamed = await call('N1003', 'POST', `${PUNTEN}/${other.id}`, { type: 'bpcursussen', idbijcursus: approvedCourse });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().fields.idbijcursus).toBe(text);
    // Saving the registered row again is no second registration.
    await call('secretariaat', 'POST', `${PUNTEN}/${first.id}/actions/herstellen`);
    expect((await call('N1003', 'POST', `${PUNTEN}/${first.id}`, { attendancetype: 'GESLAAGD' })).statusCode).toBe(200);
  });

  it('takes into each slot only the files its kind of row uses: a pass certificate for a course, no attendance for a reading', async () => {
    const upload = (id: number, slot: string, who = 'N1001') =>
      as(t.app, cookies[who], { method: 'POST', url: `${PUNTEN}/${id}/${slot}`, ...multipart('attest.pdf', SAMPLES.pdf) });
    const reading = (await call('N1001', 'POST', PUNTEN, teaching({ type: 'others', page: 30 }))).json();
    const refused = await upload(reading.id, 'geslaagden');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ geslaagden: 'Dit veld is hier niet van toepassing.' });
    expect((await upload(reading.id, 'attend')).statusCode).toBe(400);
    expect((await upload(reading.id, 'bijlage')).statusCode).toBe(201);
    const taught = (await call('N1001', 'POST', PUNTEN, teaching())).json();
    expect((await upload(taught.id, 'attend')).statusCode).toBe(201);
    expect((await upload(taught.id, 'geslaagden')).statusCode).toBe(400);
    const course = (await call('N1002', 'POST', PUNTEN, teaching({ type: 'ebpcursussen', title: undefined, idbijcursus: approvedEbp }))).json();
    expect((await upload(course.id, 'geslaagden', 'N1002')).statusCode).toBe(201);
  });

  it("keeps another vet's rows and the secretariat away from a row's content", async () => {
    const row = (await call('N1001', 'POST', PUNTEN, teaching())).json();
    expect((await call('N1002', 'GET', `${PUNTEN}/${row.id}`)).statusCode).toBe(403);
    expect((await call('N1002', 'POST', `${PUNTEN}/${row.id}`, { title: 'Gekaapt' })).statusCode).toBe(403);
    expect((await call('N1002', 'DELETE', `${PUNTEN}/${row.id}`)).statusCode).toBe(403);
    expect((await call('secretariaat', 'POST', `${PUNTEN}/${row.id}`, { title: 'Door het secretariaat' })).statusCode).toBe(403);
    expect((await call('opleider', 'GET', PUNTEN)).statusCode).toBe(403);
    expect((await call('N1001', 'GET', `${PUNTEN}/${row.id}`)).json().title).toBe('Gastles');
    // A vet lists only their own rows, whatever they ask for.
    const listed = (await call('N1002', 'GET', `${PUNTEN}?username=N1001&limit=100`)).json();
    expect(listed.items.every((r: { username: string }) => r.username === 'N1002')).toBe(true);
  });

  it('approves with effective points, declines with a mailed reason, restores to NEW with both cleared', async () => {
    const row = (await call('N1001', 'POST', PUNTEN, teaching())).json();
    const approved = await call('secretariaat', 'POST', `${PUNTEN}/${row.id}/actions/goedkeuren`, { epunten: 2, comment: 'Aangepast' });
    expect(approved.json()).toMatchObject({ state: 'APPROVED', epunten: 2, comment: 'Aangepast' });
    // An approved row is no longer the vet's to change or delete.
    expect((await call('N1001', 'POST', `${PUNTEN}/${row.id}`, { title: 'Later' })).statusCode).toBe(409);
    expect((await call('N1001', 'DELETE', `${PUNTEN}/${row.id}`)).statusCode).toBe(409);
    expect((await call('secretariaat', 'POST', `${PUNTEN}/${row.id}/actions/afkeuren`, {})).statusCode).toBe(400);
    const declined = await call('secretariaat', 'POST', `${PUNTEN}/${row.id}/actions/afkeuren`, { comment: 'Geen bewijs' });
    expect(declined.json()).toMatchObject({ state: 'DECLINED', comment: 'Geen bewijs' });
    const [mail] = await t.db.query<{ reden: string; punten: string }>(
      `SELECT max(p.value) FILTER (WHERE p.name = 'reden') AS reden, max(p.value) FILTER (WHERE p.name = 'punten') AS punten
         FROM mails m JOIN mail_templates mt USING (idmailtemplate) JOIN mail_params p ON p.idmail = m.idmail
        WHERE mt.name = 'PUNTEN_AFGEKEURD' GROUP BY m.idmail ORDER BY m.idmail DESC LIMIT 1`,
    );
    expect(mail).toEqual({ reden: 'Geen bewijs', punten: 'Gastles' });
    const restored = await call('secretariaat', 'POST', `${PUNTEN}/${row.id}/actions/herstellen`);
    expect(restored.json()).toMatchObject({ state: 'NEW', comment: null, epunten: null });
    expect((await call('N1001', 'DELETE', `${PUNTEN}/${row.id}`)).statusCode).toBe(200);
    expect((await call('N1001', 'GET', `${PUNTEN}/${row.id}`)).statusCode).toBe(404);
  });
});

describe("the members' kept sums of approved points", () => {
  const t = useTestApp();
  const fresh = `SELECT periode_id, username,
                        sum(CASE WHEN type = 'others' THEN 0 ELSE coalesce(epunten, cpunten) END)::float8 AS direct,
                        sum(CASE WHEN type = 'others' THEN coalesce(page, 0) ELSE 0 END)::int AS pages,
                        sum(coalesce(tpunten, tcpunten))::float8 AS theory
                   FROM bijscholing_punten WHERE state = 'APPROVED' GROUP BY 1, 2 ORDER BY 1, 2`;
  const kept = `SELECT periode_id, username, direct::float8 AS direct, pages::int AS pages, theory::float8 AS theory
                  FROM bijscholing_punten_totalen WHERE direct <> 0 OR pages <> 0 OR theory <> 0 ORDER BY 1, 2`;

  it('follow every approval, change, decline and delete, also of many at once in parallel', async () => {
    const secretariat = await login(t.app, 'secretariaat');
    const vet = await login(t.app, 'N1001');
    const [{ id: periode }] = await t.db.query<{ id: number }>('SELECT id FROM bijscholing_periodes WHERE active');
    const make = (i: number) =>
      as(t.app, vet, {
        method: 'POST',
        url: PUNTEN,
        payload: {
          periodeId: periode,
          type: i % 2 ? 'others' : 'teachings',
          title: `Rij ${i}`,
          begindatum: addDays(brusselsDate(), -i),
          hours: i / 4,
          page: i * 7,
        },
      });
    const ids = (await Promise.all(Array.from({ length: 20 }, (_, i) => make(i + 1)))).map((r) => r.json().id as number);
    const decide = (id: number, move: string, payload: object = {}) =>
      as(t.app, secretariat, { method: 'POST', url: `${PUNTEN}/${id}/actions/${move}`, payload });
    await Promise.all(ids.map((id, i) => decide(id, 'goedkeuren', i % 3 ? {} : { epunten: 1.5, tpunten: 0.5 })));
    expect(await t.db.query(kept)).toEqual(await t.db.query(fresh));
    await Promise.all(ids.slice(0, 6).map((id) => decide(id, 'afkeuren', { comment: 'Niet aanvaard' })));
    await Promise.all(ids.slice(0, 3).map((id) => decide(id, 'herstellen')));
    await Promise.all(ids.slice(0, 3).map((id) => as(t.app, vet, { method: 'DELETE', url: `${PUNTEN}/${id}` })));
    await t.db.query('UPDATE bijscholing_punten SET periode_id = (SELECT min(id) FROM bijscholing_periodes) WHERE id = $1', [ids[10]]);
    expect(await t.db.query(kept)).toEqual(await t.db.query(fresh));
  });
});

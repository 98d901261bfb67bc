import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsDate } from '../../../domain/dates';
import { addDays } from '../../../domain/rules/courses';
import punten from '../../../domain/resources/punten';
import { tableMap } from '../../../server/generator/table';
import { POINTS_TABLE_LOCK } from '../../../server/repositories/attendance';
import { as, login, useTestApp } from '../../helpers/app';
import { multipart } from '../../helpers/files';

const COURSES = '/api/bijscholing/cursussen';

/** A provider enters who attended its approved course; each named vet gets one approved points row (docs/features/courses.md, "Attendance"). */
describe('attendance of a course', () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  let demo = 0;

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

  beforeAll(async () => {
    for (const u of ['secretariaat', 'N1001', 'N1003', 'opleider', 'opleider2']) cookies[u] = await login(t.app, u);
    demo = (await t.db.query<{ id: number }>("SELECT id FROM bijscholing_cursussen WHERE title = 'Pijnbestrijding bij hond en kat'"))[0]!.id;
    // Test vets N9001 to N9040, a provider's account that is no vet, and an inactive vet.
    await t.db.query(
      `INSERT INTO users (username, firstname, lastname, email, roles, kennisname)
       SELECT 'N9' || lpad(g::text, 3, '0'), 'Test', 'Dierenarts ' || g, 'n9' || g || '@voorbeeld.be', '{DIERENARTS}', true FROM generate_series(1, 40) g`,
    );
    await t.db.query(
      "INSERT INTO users (username, firstname, lastname, email, roles, active) VALUES ('N8001', 'Niet', 'Actief', 'n8001@voorbeeld.be', '{DIERENARTS}', false)",
    );
  });

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

  it('previews a pasted list line by line, writing nothing', async () => {
    const id = await course();
    await t.db.query(
      `INSERT INTO bijscholing_punten (periode_id, username, type, state, idbijcursus, begindatum) SELECT p.id, 'N9005', 'ebpcursussen', 'DECLINED', $1, $2::date
         FROM bijscholing_periodes p WHERE p.active`,
      [id, addDays(brusselsDate(), -3)],
    );
    const res = await preview('opleider', id, 'N9001, n9002;N9003\n\nN9001 X12 N0000\nopleider N8001 N9005\n');
    expect(res.statusCode, res.body).toBe(200);
    const reasons = res.json().lines.map((l: { ordenummer: string; reason: string | null }) => [l.ordenummer, l.reason]);
    expect(reasons).toEqual([
      ['N9001', null],
      ['N9002', null],
      ['N9003', null],
      ['N9001', 'DUPLICATE'],
      ['X12', 'INVALID'],
      ['N0000', 'UNKNOWN'],
      ['OPLEIDER', 'INVALID'],
      ['N8001', 'NOT_VET'],
      ['N9005', 'DECLINED'],
    ]);
    expect(res.json().lines[0]).toMatchObject({ line: 1, name: 'Test Dierenarts 1' });
    expect(res.json()).toMatchObject({ accepted: 3, skipped: 6 });
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it('credits each vet once with an approved row of the course, its points and the provider, with a mail and an audit row', async () => {
    const id = await course();
    const res = await confirm('opleider', id, [{ ordenummer: 'N9010' }, { ordenummer: 'n9011' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      credited: [
        { ordenummer: 'N9010', name: 'Test Dierenarts 10' },
        { ordenummer: 'N9011', name: 'Test Dierenarts 11' },
      ],
      skipped: [],
    });
    expect(await rowsOf(id)).toEqual([
      { username: 'N9010', state: 'APPROVED', attendancetype: 'DEELNAME', cpunten: '5.00', credited_by: 'opleider', type: 'ebpcursussen' },
      { username: 'N9011', state: 'APPROVED', attendancetype: 'DEELNAME', cpunten: '5.00', credited_by: 'opleider', type: 'ebpcursussen' },
    ]);
    const mails = await t.db.query<{ recipient: string; subject: string }>(
      `SELECT m.recipient, mt.subject FROM mails m JOIN mail_templates mt USING (idmailtemplate) WHERE mt.name = 'PUNTEN_GEREGISTREERD' AND m.recipient_username IN ('N9010', 'N9011')`,
    );
    expect(mails).toHaveLength(2);
    const params = await t.db.query<{ name: string; value: string }>(
      `SELECT p.name, p.value FROM mail_params p JOIN mails m USING (idmail) WHERE m.recipient_username = 'N9010' ORDER BY p.name`,
    );
    expect(Object.fromEntries(params.map((p) => [p.name, p.value]))).toMatchObject({
      voornaam: 'Test',
      punten: '5 punten',
      link: expect.stringMatching(/\/bijscholing\/punten$/),
    });
    const audit = await t.db.query<{ action: string; username: string }>(
      "SELECT action, username FROM audit_log WHERE resource = 'punten' AND record_id IN (SELECT id::text FROM bijscholing_punten WHERE idbijcursus = $1)",
      [id],
    );
    expect(audit).toEqual([
      { action: 'registreren', username: 'opleider' },
      { action: 'registreren', username: 'opleider' },
    ]);
    // The same list again credits nobody, and says why.
    const again = await confirm('opleider', id, [{ ordenummer: 'N9010' }]);
    expect(again.json()).toEqual({ credited: [], skipped: [{ ordenummer: 'N9010', reason: 'ALREADY_CREDITED' }] });
    const state = await call('opleider', 'GET', `${COURSES}/${id}/aanwezigheden`);
    expect(state.json()).toMatchObject({ open: true, refusal: null, points: 5, credited: [{ creditedBy: 'opleider' }, { creditedBy: 'opleider' }] });
  });

  it("completes a vet's own NEW row of the course instead of adding one, and marks who passed where the course has an approved test", async () => {
    const id = await course({ evaluation: true });
    const typed = await call('N1003', 'POST', '/api/bijscholing/punten', {
      periodeId: (await t.db.query<{ id: number }>('SELECT id FROM bijscholing_periodes WHERE active'))[0]!.id,
      type: 'ebpcursussen',
      idbijcursus: id,
      begindatum: addDays(brusselsDate(), -3),
    });
    expect(typed.statusCode, typed.body).toBe(201);
    const res = await confirm('secretariaat', id, [{ ordenummer: 'N1003', geslaagd: true }, { ordenummer: 'N9012' }]);
    expect(res.json().credited).toHaveLength(2);
    const rows = await rowsOf(id);
    expect(rows).toEqual([
      expect.objectContaining({ username: 'N1003', state: 'APPROVED', attendancetype: 'GESLAAGD', credited_by: 'secretariaat' }),
      expect.objectContaining({ username: 'N9012', attendancetype: 'DEELNAME' }),
    ]);
    // The vet reads the row, with who credited it, and can neither change nor delete it.
    const own = await call('N1003', 'GET', `/api/bijscholing/punten/${typed.json().id}`);
    expect(own.json()).toMatchObject({ state: 'APPROVED', creditedBy: 'secretariaat', creditedAt: expect.any(String) });
    expect((await call('N1003', 'POST', `/api/bijscholing/punten/${typed.json().id}`, { hours: 3 })).statusCode).toBe(409);
    expect((await as(t.app, cookies.N1003, { method: 'DELETE', url: `/api/bijscholing/punten/${typed.json().id}` })).statusCode).toBe(409);
    // The secretariat can still decline it; a declined credited row restored to NEW stays the provider's.
    const declined = await call('secretariaat', 'POST', `/api/bijscholing/punten/${typed.json().id}/actions/afkeuren`, { comment: 'Niet aanwezig' });
    expect(declined.statusCode, declined.body).toBe(200);
    await call('secretariaat', 'POST', `/api/bijscholing/punten/${typed.json().id}/actions/herstellen`, {});
    const restored = await as(t.app, cookies.N1003, { method: 'DELETE', url: `/api/bijscholing/punten/${typed.json().id}` });
    expect(restored.statusCode).toBe(409);
    expect(restored.json().errorcode).toBe('CREDITED_BY_PROVIDER');
  });

  it('credits nobody twice when 20 submissions of one list arrive at once', async () => {
    const id = await course();
    const list = Array.from({ length: 10 }, (_, i) => ({ ordenummer: `N90${20 + i}` }));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => confirm(i % 2 ? 'opleider' : 'secretariaat', id, list)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.reduce((n, a) => n + a.json().credited.length, 0)).toBe(10);
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((r) => r.username)).size).toBe(10);
    const [{ n }] = (await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM mails m JOIN mail_templates mt USING (idmailtemplate) WHERE mt.name = 'PUNTEN_GEREGISTREERD' AND m.recipient_username LIKE 'N902%'",
    )) as [{ n: number }];
    expect(n).toBe(10);
  });

  it('keeps one row per vet when the vet types the course while the provider credits it', async () => {
    // The credit waits for the very lock a vet's own write of a points row takes.
    expect(POINTS_TABLE_LOCK).toBe(`declared:${tableMap(punten).table}`);
    const id = await course();
    const periodeId = (await t.db.query<{ id: number }>('SELECT id FROM bijscholing_periodes WHERE active'))[0]!.id;
    const typed = { periodeId, type: 'ebpcursussen', idbijcursus: id, begindatum: addDays(brusselsDate(), -3) };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 ? confirm('opleider', id, [{ ordenummer: 'N1001' }]) : call('N1001', 'POST', '/api/bijscholing/punten', typed),
      ),
    );
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    const rows = await rowsOf(id);
    expect(rows).toEqual([expect.objectContaining({ username: 'N1001', state: 'APPROVED', credited_by: 'opleider' })]);
  });

  it('reads an .xlsx made from the template, with its geslaagd column, and a UTF-8 .csv', async () => {
    const id = await course({ evaluation: true });
    const template = await call('opleider', 'GET', `${COURSES}/${id}/aanwezigheden/sjabloon`);
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toContain(`aanwezigheden-cursus-${id}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'ordenummer', 'naam', 'geslaagd']);
    sheet.getRow(2).values = ['N9030', 'Test Dierenarts 30', 'ja'];
    sheet.getRow(3).values = ['N9031', '', 'nee'];
    sheet.getRow(4).values = ['N9032', '', 'misschien'];
    const res = await upload('opleider', id, 'lijst.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines).toEqual([
      { line: 2, ordenummer: 'N9030', name: 'Test Dierenarts 30', passed: true, reason: null },
      { line: 3, ordenummer: 'N9031', name: 'Test Dierenarts 31', passed: false, reason: null },
      { line: 4, ordenummer: 'N9032', name: 'Test Dierenarts 32', passed: null, reason: 'PASSED_INVALID' },
    ]);
    const csv = await upload('opleider', id, 'lijst.csv', Buffer.from('\uFEFFordenummer;naam;geslaagd\nN9033;Jansen, Élise;ja\n\nN9034;;\n', 'utf8'));
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.json().lines.map((l: { ordenummer: string; passed: boolean | null }) => [l.ordenummer, l.passed])).toEqual([
      ['N9033', true],
      ['N9034', null],
    ]);
  });

  describe('bad input: its own Dutch message, nothing credited', () => {
    const refused = async (res: Awaited<ReturnType<typeof call>>, status: number, code: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().errorcode).toBe(code);
      expect(res.json().usererror).toMatch(/\S/);
    };
    it('refuses a list too long, an empty one, letters and a number twice at confirmation', async () => {
      const id = await course();
      await refused(await preview('opleider', id, Array.from({ length: 10_000 }, (_, i) => `N${i + 1}`).join('\n')), 400, 'ATTENDANCE_TOO_LONG');
      await refused(await preview('opleider', id, ' \n ,; \n'), 400, 'ATTENDANCE_EMPTY');
      const letters = await confirm('opleider', id, [{ ordenummer: 'N9035' }, { ordenummer: 'N90A5' }]);
      await refused(letters, 400, 'ATTENDANCE_INVALID');
      expect(letters.json().fields['deelnemers.1.ordenummer']).toContain('regel 2');
      await refused(await confirm('opleider', id, [{ ordenummer: 'N9035' }, { ordenummer: 'n9035' }]), 400, 'ATTENDANCE_DUPLICATE');
      await refused(
        await confirm(
          'opleider',
          id,
          Array.from({ length: 2001 }, (_, i) => ({ ordenummer: `N${i + 1}` })),
        ),
        400,
        'VALIDATION_ERROR',
      );
      expect(await rowsOf(id)).toEqual([]);
    });

    it('refuses a formula, an .xlsx that is none, another encoding, another kind of file and one too large', async () => {
      const id = await course();
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Aanwezigheden');
      sheet.addRow(['ordenummer', 'naam']);
      sheet.addRow(['N9036', 'x']);
      sheet.addRow([{ formula: 'CONCAT("N","9037")', result: 'N9037' }, 'y']);
      const formula = await upload('opleider', id, 'lijst.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
      await refused(formula, 400, 'ATTENDANCE_FORMULA');
      expect(formula.json().usererror).toContain('regel 3');
      await refused(await upload('opleider', id, 'lijst.xlsx', Buffer.from('ordenummer\nN9036\n')), 400, 'ATTENDANCE_FILE_UNREADABLE');
      await refused(await upload('opleider', id, 'lijst.xlsx', Buffer.from('PK\u0003\u0004 geen werkmap')), 400, 'ATTENDANCE_FILE_UNREADABLE');
      await refused(await upload('opleider', id, 'lijst.csv', Buffer.from('\uFEFFordenummer\nN9036\n', 'utf16le')), 400, 'ATTENDANCE_FILE_ENCODING');
      await refused(await upload('opleider', id, 'lijst.csv', Buffer.from('ordenummer;naam\nN9036;Ren\u00e9\n', 'latin1')), 400, 'ATTENDANCE_FILE_ENCODING');
      await refused(await upload('opleider', id, 'lijst.pdf', Buffer.from('%PDF-1.4')), 400, 'ATTENDANCE_FILE_TYPE');
      await refused(await upload('opleider', id, 'lijst.csv', Buffer.alloc(1024 * 1024 + 10, 0x41)), 413, 'FILE_TOO_LARGE');
      expect(await rowsOf(id)).toEqual([]);
    });

    it('refuses a course not approved, not started, of another provider, and one whose period has closed', async () => {
      const list = [{ ordenummer: 'N9038' }];
      await refused(await confirm('opleider', await course({ status: 'AANGEVRAAGD' }), list), 409, 'ATTENDANCE_NOT_APPROVED');
      const future = await course({ days: 5 });
      await refused(await confirm('opleider', future, list), 409, 'ATTENDANCE_NOT_STARTED');
      await refused(await preview('opleider', future, 'N9038'), 409, 'ATTENDANCE_NOT_STARTED');
      const own = await course();
      await refused(await confirm('opleider2', own, list), 403, 'FORBIDDEN');
      await refused(await call('opleider2', 'GET', `${COURSES}/${own}/aanwezigheden`), 403, 'FORBIDDEN');
      // Long ago: no period holds its first day.
      const old = await course({ days: -4000 });
      await refused(await confirm('opleider', old, list), 409, 'ATTENDANCE_PERIOD_CLOSED');
      expect((await call('opleider', 'GET', `${COURSES}/${old}/aanwezigheden`)).json()).toMatchObject({ open: false, refusal: 'ATTENDANCE_PERIOD_CLOSED' });
      expect(await t.db.query("SELECT 1 FROM bijscholing_punten WHERE username = 'N9038'")).toEqual([]);
    });
  });
});

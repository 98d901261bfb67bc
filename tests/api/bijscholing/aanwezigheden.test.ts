import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { brusselsDate } from '../../../domain/dates';
import punten from '../../../domain/resources/punten';
import { addDays } from '../../../domain/rules/courses';
import { tableMap } from '../../../server/generator/table';
import { POINTS_TABLE_LOCK } from '../../../server/repositories/attendance';
import { as, useTestApp } from '../../helpers/app';
import { COURSES, useAttendance } from '../../helpers/attendance';

/** A provider enters who attended its approved course; each named vet gets one approved points row (docs/features/courses.md, "Attendance"). */
describe('attendance of a course', () => {
  const t = useTestApp();
  const { cookies, course, call, preview, confirm, upload, rowsOf } = useAttendance(t);

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
    // An account that is not an active vet is not named to the provider.
    expect(res.json().lines[7]).toMatchObject({ ordenummer: 'N8001', name: null });
    expect(res.json()).toMatchObject({ accepted: 3, skipped: 6 });
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it('credits each vet once with an approved row of the course, its points and the provider, with a mail and an audit row', async () => {
    const id = await course();
    // Ticked passed on a course without an approved evaluation test: still DEELNAME.
    const res = await confirm('opleider', id, [{ ordenummer: 'N9010' }, { ordenummer: 'n9011', geslaagd: true }]);
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
});

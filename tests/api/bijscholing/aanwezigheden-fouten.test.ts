import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { as, useTestApp } from '../../helpers/app';
import { COURSES, useAttendance } from '../../helpers/attendance';
import { form } from '../../helpers/files';

/** Bad input to a course's attendance tab: each its own Dutch message, and nothing credited (docs/features/courses.md, "Attendance"). */
describe('attendance: bad input, its own Dutch message, nothing credited', () => {
  const t = useTestApp();
  const { cookies, course, call, preview, confirm, upload, rowsOf } = useAttendance(t);

  const refused = async (res: Awaited<ReturnType<typeof call>>, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().errorcode).toBe(code);
    expect(res.json().usererror).toMatch(/\S/);
  };
  it('refuses a list too long, an empty one, letters and a number twice at confirmation', async () => {
    const id = await course();
    await refused(await preview('opleider', id, Array.from({ length: 10_000 }, (_, i) => `N${i + 1}`).join('\n')), 400, 'ATTENDANCE_TOO_LONG');
    // Copied from a spreadsheet with its names: over 100,000 characters, and over the body's 1 MB.
    const copied = Array.from({ length: 10_000 }, (_, i) => `N${i + 1}\tDierenarts ${i + 1}\tja`).join('\n');
    await refused(await preview('opleider', id, copied), 400, 'ATTENDANCE_TOO_LONG');
    await refused(await preview('opleider', id, copied.repeat(5)), 413, 'ATTENDANCE_TOO_LONG');
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
    // In a .csv too: a formula written as text is no value, wherever it stands.
    const csvFormula = await upload('opleider', id, 'lijst.csv', Buffer.from('ordenummer;naam\nN9036;x\nN9037;"=HYPERLINK(""http://x"")"\n'));
    await refused(csvFormula, 400, 'ATTENDANCE_FORMULA');
    expect(csvFormula.json().usererror).toContain('regel 3');
    await refused(await upload('opleider', id, 'lijst.xlsx', Buffer.from('ordenummer\nN9036\n')), 400, 'ATTENDANCE_FILE_UNREADABLE');
    await refused(await upload('opleider', id, 'lijst.xlsx', Buffer.from('PK\u0003\u0004 geen werkmap')), 400, 'ATTENDANCE_FILE_UNREADABLE');
    await refused(await upload('opleider', id, 'lijst.csv', Buffer.from('\uFEFFordenummer\nN9036\n', 'utf16le')), 400, 'ATTENDANCE_FILE_ENCODING');
    await refused(await upload('opleider', id, 'lijst.csv', Buffer.from('ordenummer;naam\nN9036;Ren\u00e9\n', 'latin1')), 400, 'ATTENDANCE_FILE_ENCODING');
    await refused(await upload('opleider', id, 'lijst.pdf', Buffer.from('%PDF-1.4')), 400, 'ATTENDANCE_FILE_TYPE');
    const long = Buffer.from(Array.from({ length: 10_000 }, (_, i) => `N${i + 1}`).join('\n'));
    await refused(await upload('opleider', id, 'lijst.csv', long), 400, 'ATTENDANCE_TOO_LONG');
    await refused(await upload('opleider', id, 'lijst.csv', Buffer.alloc(1024 * 1024 + 10, 0x41)), 413, 'FILE_TOO_LARGE');
    // A form with more fields than any form has, each held in memory until the file arrives.
    const stuffed = form(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`veld${i}`, 'x'.repeat(60_000)])), [
      ['file', 'lijst.csv', Buffer.from('N9036\n')],
    ]);
    const url = `${COURSES}/${id}/aanwezigheden/bestand`;
    await refused(await as(t.app, cookies.opleider, { method: 'POST', url, ...stuffed }), 400, 'ATTENDANCE_FILE_UNREADABLE');
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

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app';
import { useAttendance } from '../../helpers/attendance';

/** A list's cells as a spreadsheet writes them: quoted names in a .csv, a typed WAAR or VRAI in an .xlsx (docs/features/courses.md, "Attendance"). */
describe('attendance file cells', () => {
  const t = useTestApp();
  const { course, upload } = useAttendance(t);
  const outcome = (res: Awaited<ReturnType<typeof upload>>) =>
    res.json().lines.map((l: { ordenummer: string; passed: boolean | null; reason: string | null }) => [l.ordenummer, l.passed, l.reason]);

  it('reads a quoted name that holds the separator as one cell, in a .csv with commas and one with semicolons', async () => {
    const id = await course({ evaluation: true });
    const commas = await upload(
      'opleider',
      id,
      'lijst.csv',
      Buffer.from('ordenummer,naam,geslaagd\nN9001,"Janssens, Jan",ja\nN9002,"Peeters, An ""Annie""",nee\n'),
    );
    expect(commas.statusCode, commas.body).toBe(200);
    expect(outcome(commas)).toEqual([
      ['N9001', true, null],
      ['N9002', false, null],
    ]);
    const semicolons = await upload('opleider', id, 'lijst.csv', Buffer.from('ordenummer;naam;geslaagd\nN9003;"Wouters; Piet";ja\n'));
    expect(semicolons.statusCode, semicolons.body).toBe(200);
    expect(outcome(semicolons)).toEqual([['N9003', true, null]]);
  });

  it('reads a geslaagd cell that the spreadsheet made a boolean (WAAR, ONWAAR) as passed or not', async () => {
    const id = await course({ evaluation: true });
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Aanwezigheden');
    sheet.addRow(['ordenummer', 'naam', 'geslaagd']);
    sheet.addRow(['N9004', 'Jan', true]);
    sheet.addRow(['N9005', 'An', false]);
    const res = await upload('opleider', id, 'lijst.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.statusCode, res.body).toBe(200);
    expect(outcome(res)).toEqual([
      ['N9004', true, null],
      ['N9005', false, null],
    ]);
  });

  it('takes a line whatever its geslaagd column says when the course has no evaluation test, and refuses a wrong one when it has', async () => {
    const list = Buffer.from('N9006;Jansen;Brussel\nN9007;Peeters;ja\n');
    const plain = await upload('opleider', await course(), 'lijst.csv', list);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(outcome(plain)).toEqual([
      ['N9006', null, null],
      ['N9007', null, null],
    ]);
    const tested = await upload('opleider', await course({ evaluation: true }), 'lijst.csv', list);
    expect(outcome(tested)).toEqual([
      ['N9006', null, 'PASSED_INVALID'],
      ['N9007', true, null],
    ]);
  });
});

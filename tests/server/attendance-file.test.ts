import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readPassed } from '../../domain/rules/attendance';
import { attendanceTemplate, readAttendanceFile } from '../../server/services/attendanceFile';

/** The attendance list's file in either language: the template speaks its reader's, a file is read in both (docs/features/courses.md). */
describe('the attendance file in Dutch and French', () => {
  const csv = (text: string) => readAttendanceFile('lijst.csv', Buffer.from(text, 'utf8'));

  it('reads ja/nee and oui/non in any case, whatever the headers’ language', () => {
    for (const yes of ['ja', 'JA', 'Oui', 'OUI', 'j', 'o', 'x', '1', 'vrai']) expect(readPassed(yes), yes).toBe(true);
    for (const no of ['nee', 'Nee', 'non', 'NON', 'n', '0', 'faux']) expect(readPassed(no), no).toBe(false);
    for (const neither of ['peut-être', 'yes', 'no']) expect(readPassed(neither), neither).toBe('invalid');
    expect(readPassed('  ')).toBeUndefined();
  });

  it('finds the columns by their French headers, with or without accents and in any order or case', async () => {
    expect(await csv("Nom;Numéro d'Ordre;Réussi\nJansen;n9001;OUI\nPeeters;N9002;non\nMaes;N9003;ja\n")).toEqual([
      { line: 2, ordenummer: 'N9001', name: 'Jansen', passed: true },
      { line: 3, ordenummer: 'N9002', name: 'Peeters', passed: false },
      { line: 4, ordenummer: 'N9003', name: 'Maes', passed: true },
    ]);
    expect(await csv('numero d’ordre;reussi\nN9004;Nee\nN9005;peut-être\n')).toEqual([
      { line: 2, ordenummer: 'N9004', passed: false },
      { line: 3, ordenummer: 'N9005', skip: 'PASSED_INVALID' },
    ]);
    // The Dutch headers with French answers.
    expect(await csv('ordenummer;naam;geslaagd\nN9006;;Oui\n')).toEqual([{ line: 2, ordenummer: 'N9006', passed: true }]);
  });

  it('writes the French template with numéro d’ordre, nom, réussi and oui/non, and reads it back filled in', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await attendanceTemplate(true, 'fr')) as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Présences');
    expect(sheet.getRow(1).values).toEqual([undefined, "numéro d'ordre", 'nom', 'réussi']);
    expect(sheet.getCell('C2').dataValidation).toMatchObject({ type: 'list', formulae: ['"oui,non"'] });
    expect(String(sheet.getCell('A1').note)).toContain('oui ou non');
    sheet.getCell('A2').value = 'N9007';
    sheet.getCell('C2').value = 'non';
    sheet.getCell('A3').value = 'N9008';
    sheet.getCell('B3').value = 'Élise Dubois';
    sheet.getCell('C3').value = 'Oui';
    const entries = await readAttendanceFile('liste.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(entries).toEqual([
      { line: 2, ordenummer: 'N9007', passed: false },
      { line: 3, ordenummer: 'N9008', name: 'Élise Dubois', passed: true },
    ]);
  });

  it('keeps the Dutch template as it was: ordenummer, naam, geslaagd and ja/nee', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await attendanceTemplate(true, 'nl')) as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Aanwezigheden');
    expect(sheet.getRow(1).values).toEqual([undefined, 'ordenummer', 'naam', 'geslaagd']);
    expect(sheet.getCell('C2').dataValidation).toMatchObject({ formulae: ['"ja,nee"'] });
  });
});

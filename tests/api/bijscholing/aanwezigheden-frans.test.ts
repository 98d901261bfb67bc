import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';
import { multipart } from '../../helpers/files';

/**
 * A French provider's attendance list refused at a line reads that line in French, as a Dutch one
 * reads it in Dutch (aanwezigheden.test.ts): the refusal is made in each language, not worded anew
 * from its code's general text, which names no line.
 */
describe('attendance refusals in French', () => {
  const t = useTestApp();
  let cookie = '';
  let id = 0;

  beforeAll(async () => {
    cookie = await login(t.app, 'formateur');
    id = (await t.db.query<{ id: number }>("SELECT id FROM bijscholing_cursussen WHERE title = 'Urgences chez le chien et le chat'"))[0]!.id;
  });

  const url = () => `/api/bijscholing/cursussen/${id}/aanwezigheden`;
  const upload = (name: string, bytes: Buffer) => as(t.app, cookie, { method: 'POST', url: `${url()}/bestand`, ...multipart(name, bytes) });
  const confirm = (deelnemers: { ordenummer: string }[]) => as(t.app, cookie, { method: 'POST', url: url(), payload: { deelnemers } });

  it('names the line of a formula in French', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Présences');
    sheet.addRow(["numéro d'ordre", 'nom']);
    sheet.addRow(['N1001', 'x']);
    sheet.addRow([{ formula: 'CONCAT("N","1003")', result: 'N1003' }, 'y']);
    const res = await upload('liste.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.statusCode, res.body).toBe(400);
    const text = 'Le fichier contient une formule. Indiquez uniquement des valeurs (pas de formules) et chargez-le à nouveau (ligne 3).';
    expect(res.json()).toEqual({ errorcode: 'ATTENDANCE_FORMULA', usererror: text, fields: { file: text } });
  });

  it('names the line of a number that is none, or given twice, in French', async () => {
    const letters = await confirm([{ ordenummer: 'N1001' }, { ordenummer: 'N10A3' }]);
    expect(letters.statusCode, letters.body).toBe(400);
    expect(letters.json().errorcode).toBe('ATTENDANCE_INVALID');
    expect(letters.json().usererror).toMatch(/^Toutes les lignes ne sont pas un numéro d'Ordre valable .* \(ligne 2\)\.$/);
    expect(letters.json().fields['deelnemers.1.ordenummer']).toBe(letters.json().usererror);
    const twice = await confirm([{ ordenummer: 'N1001' }, { ordenummer: 'N1003' }, { ordenummer: 'n1001' }]);
    expect(twice.json()).toMatchObject({
      errorcode: 'ATTENDANCE_DUPLICATE',
      usererror: "Un numéro d'Ordre figure plus d'une fois dans la liste (ligne 3).",
    });
  });

  it("says a file's limit in French", async () => {
    const res = await upload('liste.csv', Buffer.alloc(1024 * 1024 + 10, 0x41));
    expect(res.statusCode).toBe(413);
    expect(res.json().fields.file).toBe('Le fichier est trop volumineux : une liste de présences fait au maximum 1 MB.');
  });
});

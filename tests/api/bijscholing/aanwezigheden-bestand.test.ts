import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsDate } from '../../../domain/dates';
import { addDays } from '../../../domain/rules/courses';
import { as, login, useTestApp } from '../../helpers/app';
import { multipart } from '../../helpers/files';

/** An uploaded attendance list is read within bounds: the 1 MB limit holds for what the file unpacks to as well. */
describe('attendance file unpacked', () => {
  const t = useTestApp();
  let cookie = '';
  let id = 0;

  beforeAll(async () => {
    cookie = await login(t.app, 'opleider');
    const [c] = await t.db.query<{ id: number }>(
      `INSERT INTO bijscholing_cursussen (title, start_date, end_date, type, ebp_number, status, legal_entity_id)
       SELECT 'Aanwezigheid uitgepakt', $1::date, $1::date, 'EBP', 'EBP-0998', 'GOEDGEKEURD', legal_entity_id
         FROM bijscholing_cursussen WHERE title = 'Pijnbestrijding bij hond en kat' RETURNING id`,
      [addDays(brusselsDate(), -3)],
    );
    id = c!.id;
  });

  const upload = (bytes: Buffer) =>
    as(t.app, cookie, { method: 'POST', url: `/api/bijscholing/cursussen/${id}/aanwezigheden/bestand`, ...multipart('lijst.xlsx', bytes) });

  it('refuses an .xlsx that fits in 1 MB but unpacks to tens of megabytes, in Dutch, before reading it', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Aanwezigheden');
    sheet.addRow(['ordenummer', 'naam']);
    sheet.addRow(['N1001', ' '.repeat(30_000_000)]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer({ zip: { compression: 'DEFLATE', compressionOptions: { level: 9 } } } as never));
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const res = await upload(bytes);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ errorcode: 'FILE_TOO_LARGE', fields: { file: expect.stringContaining('uitgepakt') } });
  });

  it('still reads an .xlsx of the template with many rows', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Aanwezigheden');
    sheet.addRow(['ordenummer', 'naam']);
    for (let n = 0; n < 2000; n++) sheet.addRow([`N${700000 + n}`, `Dierenarts met een lange naam ${n}`]);
    const res = await upload(Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines).toHaveLength(2000);
  });

  it('reads an .xlsx with a value in the last column of every row without building every empty cell between', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Aanwezigheden');
    sheet.addRow(['ordenummer', 'naam']);
    for (let row = 2; row <= 2001; row++) {
      sheet.getCell(row, 1).value = `N${700000 + row}`;
      sheet.getCell(row, 16384).value = 'x';
    }
    const res = await upload(Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines).toHaveLength(2000);
  }, 60_000);
});

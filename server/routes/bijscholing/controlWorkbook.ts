import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ControlLine } from '../../../domain/schemas/control';
import { CONTROL_SHEET, controlColumns, yesNo } from '../../../domain/texts/control.nl';

/** Two decimals; Excel shows the decimal comma from the reader's own locale. */
const POINTS = '0.00';

/**
 * Writes the control list as an .xlsx onto `out` as the batches arrive: exceljs's streaming writer
 * commits each row into the zip at once, so memory holds one batch, not the list (DESIGN §5).
 */
export async function writeControlWorkbook(out: Writable, batches: AsyncIterable<ControlLine[]>) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(CONTROL_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  const points = { numFmt: POINTS };
  sheet.columns = [
    { header: controlColumns.username, key: 'username', width: 14 },
    { header: controlColumns.name, key: 'name', width: 32 },
    { header: controlColumns.total, key: 'total', width: 18, style: points },
    { header: controlColumns.theory, key: 'theory', width: 20, style: points },
    { header: controlColumns.required, key: 'required', width: 16, style: points },
    { header: controlColumns.short, key: 'short', width: 12, style: points },
    { header: controlColumns.exempt, key: 'exempt', width: 14 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  for await (const batch of batches) {
    for (const line of batch) {
      sheet
        .addRow({
          username: line.username,
          name: `${line.lastname} ${line.firstname}`,
          total: line.total,
          theory: line.theory,
          required: line.required,
          short: line.short,
          exempt: yesNo(line.exempt),
        })
        .commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}

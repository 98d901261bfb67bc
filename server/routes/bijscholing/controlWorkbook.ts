import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Language } from '../../../domain/language';
import type { ControlLine } from '../../../domain/schemas/control';
import * as fr from '../../../domain/texts/control.fr';
import { CONTROL_SHEET, controlColumns, yesNo } from '../../../domain/texts/control.nl';

const texts = { nl: { CONTROL_SHEET, controlColumns, yesNo }, fr };

/** Two decimals; Excel shows the decimal comma from the reader's own locale. */
const POINTS = '0.00';

/**
 * Writes the control list as an .xlsx onto `out` as the batches arrive: exceljs's streaming writer
 * commits each row into the zip at once, so memory holds one batch, not the list (DESIGN §5).
 */
export async function writeControlWorkbook(out: Writable, batches: AsyncIterable<ControlLine[]>, language: Language) {
  const { CONTROL_SHEET: sheetName, controlColumns: columns, yesNo: yesOrNo } = texts[language] ?? texts.nl;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const points = { numFmt: POINTS };
  sheet.columns = [
    { header: columns.username, key: 'username', width: 14 },
    { header: columns.name, key: 'name', width: 32 },
    { header: columns.total, key: 'total', width: 18, style: points },
    { header: columns.theory, key: 'theory', width: 20, style: points },
    { header: columns.required, key: 'required', width: 16, style: points },
    { header: columns.short, key: 'short', width: 12, style: points },
    { header: columns.exempt, key: 'exempt', width: 14 },
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
          exempt: yesOrNo(line.exempt),
        })
        .commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}

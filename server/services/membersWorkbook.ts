import ExcelJS from 'exceljs';
import type { Language } from '../../domain/language';
import * as fr from '../../domain/texts/wachtdiensten.fr';
import * as nl from '../../domain/texts/wachtdiensten.nl';
import type { MemberLine } from '../repositories/wachtdiensten';

const texts = { nl, fr };

/** A service's members as an .xlsx with headers and labels (never codes) in the reader's language, named after the service. */
export async function membersWorkbook(service: string, lines: readonly MemberLine[], language: Language) {
  const { MEMBERS_SHEET, memberColumns, memberKindText, membersFileName } = texts[language] ?? nl;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(MEMBERS_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: memberColumns.name, key: 'name', width: 32 },
    { header: memberColumns.ordenummer, key: 'ordenummer', width: 14 },
    { header: memberColumns.activeMember, key: 'activeMember', width: 16 },
    { header: memberColumns.creationdate, key: 'creationdate', width: 14, style: { numFmt: 'dd/mm/yyyy' } },
    { header: memberColumns.email, key: 'email', width: 30 },
    { header: memberColumns.telephone, key: 'telephone', width: 16 },
    { header: memberColumns.mobile, key: 'mobile', width: 16 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  for (const line of lines) sheet.addRow({ ...line, activeMember: memberKindText[line.activeMember] });
  return { name: membersFileName(service), body: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

import ExcelJS from 'exceljs';
import type { ErrorCode } from '../../domain/errors';
import type { Language } from '../../domain/language';
import { type ListEntry, MAX_ATTENDANCE_LINES, MAX_ATTENDANCE_UNPACKED_BYTES, normalOrdenummer, readPassed } from '../../domain/rules/attendance';
import * as fr from '../../domain/texts/attendance.fr';
import * as nl from '../../domain/texts/attendance.nl';
import * as frErrors from '../../domain/texts/errors.fr';
import * as nlErrors from '../../domain/texts/errors.nl';
import { badRequest, refusalInEachLanguage } from '../errors';
import { unpackedZipSize } from '../files/zipUnpacked';

/**
 * The attendance list as a file (docs/features/courses.md, "Attendance"): the template the tab
 * offers, and the reading of an .xlsx or .csv made from it. A file is read as values only: a formula
 * is refused (its value is whatever the last program that saved it computed, or nothing).
 */

const tooLong = () => badRequest('ATTENDANCE_TOO_LONG');
const texts = { nl, fr };

/** A refusal that names the line of the list it is about, in each language (the code's text with "(regel 3)", "(ligne 3)"). */
export const refusalAtLine = (code: ErrorCode, line: number, field: string) =>
  refusalInEachLanguage(400, code, { nl: nl.atLine(nlErrors.errorMessages[code], line), fr: fr.atLine(frErrors.errorMessages[code], line) }, field);

/** The attendance list's own refusals of a file over a size (a limit the code's general text does not name), in each language. */
export const fileTooLarge = () => refusalInEachLanguage(413, 'FILE_TOO_LARGE', { nl: nl.FILE_TOO_LARGE_TEXT, fr: fr.FILE_TOO_LARGE_TEXT }, 'file');
const unpackedTooLarge = () =>
  refusalInEachLanguage(413, 'FILE_TOO_LARGE', { nl: nl.FILE_UNPACKED_TOO_LARGE_TEXT, fr: fr.FILE_UNPACKED_TOO_LARGE_TEXT }, 'file');

/** A header as compared: small letters, no accents, one kind of apostrophe ("Numéro d’Ordre" is "numero d'ordre"). */
const headerKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'");

/** Each column by its header in either language: a provider may fill in a template of the other language, or type the headers. */
const HEADERS = {
  ordenummer: [nl.templateColumns.ordenummer, fr.templateColumns.ordenummer].map(headerKey),
  name: [nl.templateColumns.name, fr.templateColumns.name].map(headerKey),
  passed: [nl.templateColumns.passed, fr.templateColumns.passed].map(headerKey),
};

/**
 * The template in the reader's language: the columns ordenummer, naam and (for a course with an
 * approved evaluation test) geslaagd with ja/nee to choose, or numéro d'ordre, nom, réussi and oui/non.
 */
export async function attendanceTemplate(withPassed: boolean, language: Language): Promise<Buffer> {
  const { TEMPLATE_SHEET, TEMPLATE_HINT, templateColumns, passedChoice } = texts[language] ?? nl;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(TEMPLATE_SHEET);
  sheet.columns = [
    { header: templateColumns.ordenummer, key: 'ordenummer', width: 16, style: { numFmt: '@' } },
    { header: templateColumns.name, key: 'naam', width: 32 },
    ...(withPassed ? [{ header: templateColumns.passed, key: 'geslaagd', width: 12 }] : []),
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getCell('A1').note = TEMPLATE_HINT;
  if (withPassed) {
    for (let row = 2; row <= MAX_ATTENDANCE_LINES + 1; row++) {
      sheet.getCell(row, 3).dataValidation = { type: 'list', allowBlank: true, formulae: [passedChoice] };
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The columns of a table by its first row's headers; a table without them is read as ordenummer, naam, geslaagd from its first row on. */
function columnsOf(first: readonly string[]) {
  const headers = first.map(headerKey);
  const at = (names: string[]) => headers.findIndex((h) => names.includes(h));
  if (at(HEADERS.ordenummer) < 0) return { header: false, ordenummer: 0, name: 1, passed: 2 };
  return { header: true, ordenummer: at(HEADERS.ordenummer), name: at(HEADERS.name), passed: at(HEADERS.passed) };
}

/** The entries of a table's rows (cells as text), each with its row number; empty rows are skipped. */
function entriesOf(rows: readonly { line: number; cells: string[] }[]): ListEntry[] {
  if (rows.length === 0) return [];
  const columns = columnsOf(rows[0]!.cells);
  const entries: ListEntry[] = [];
  for (const { line, cells } of columns.header ? rows.slice(1) : rows) {
    const raw = cells[columns.ordenummer] ?? '';
    if (cells.every((c) => c.trim() === '')) continue;
    if (entries.length === MAX_ATTENDANCE_LINES) throw tooLong();
    const passed = columns.passed < 0 ? undefined : readPassed(cells[columns.passed] ?? '');
    const name = columns.name < 0 ? '' : (cells[columns.name] ?? '').trim();
    entries.push({
      line,
      ordenummer: normalOrdenummer(raw),
      ...(name ? { name: name.slice(0, 200) } : {}),
      ...(passed === 'invalid' ? { skip: 'PASSED_INVALID' as const } : passed === undefined ? {} : { passed }),
    });
  }
  return entries;
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** The columns a sheet is read in (A to Z): the template has three, a header names them anywhere among these. */
const READ_COLUMNS = 26;

/**
 * The parts of a sheet the list has no use for that exceljs spreads over every cell they name: a validation
 * or a format over whole columns is a second and 100 MB each, a merge over the sheet runs out of memory,
 * and a merged empty cell has no text to give (a TypeError).
 */
const UNREAD_PARTS = ['mergeCells', 'dataValidations', 'conditionalFormatting', 'extLst'];

async function readXlsx(bytes: Buffer): Promise<ListEntry[]> {
  if (!bytes.subarray(0, 4).equals(ZIP)) throw badRequest('ATTENDANCE_FILE_UNREADABLE');
  // Unpacked within bounds before exceljs reads it whole into memory (seconds of CPU and a gigabyte for a 1 MB zip bomb).
  const unpacked = unpackedZipSize(bytes, MAX_ATTENDANCE_UNPACKED_BYTES);
  if (unpacked === 'too-large') throw unpackedTooLarge();
  if (unpacked === 'unreadable') throw badRequest('ATTENDANCE_FILE_UNREADABLE');
  const book = new ExcelJS.Workbook();
  // Defined names (a print area, a filter's range) are not read either: exceljs makes an object per cell they span.
  Object.defineProperty(book.definedNames, 'model', { get: () => [], set: () => undefined });
  try {
    await book.xlsx.load(bytes as never, { ignoreNodes: UNREAD_PARTS });
  } catch {
    throw badRequest('ATTENDANCE_FILE_UNREADABLE');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw badRequest('ATTENDANCE_FILE_UNREADABLE');
  const rows: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    if (rows.length > MAX_ATTENDANCE_LINES + 1) throw tooLong();
    const cells: string[] = [];
    // Only the cells that hold something (every empty one up to column XFD would be made an object), and of
    // those only the first columns' text: a value far to the right would make each row 16,384 cells long.
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      if (cell.type === ExcelJS.ValueType.Formula) throw refusalAtLine('ATTENDANCE_FORMULA', line, 'file');
      // A typed WAAR or VRAI is a boolean cell, whose text exceljs gives as "true": read as the 1 or 0 it stands for.
      if (column <= READ_COLUMNS) cells[column - 1] = cell.type === ExcelJS.ValueType.Boolean ? (cell.value ? '1' : '0') : (cell.text ?? '');
    });
    rows.push({ line, cells: Array.from(cells, (c) => c ?? '') });
  });
  return entriesOf(rows);
}

/**
 * A CSV line's cells: separated by semicolons (what Excel writes in Belgium), commas or tabs, the first
 * of these found outside quotes. A quoted cell may hold the separator ("Janssens, Jan" in a file with
 * commas) and writes a quote as two; the quotes around it are taken off.
 */
function csvCells(line: string): string[] {
  const unquoted = line.replace(/"[^"]*"/g, '');
  const separator = unquoted.includes(';') ? ';' : unquoted.includes('\t') ? '\t' : ',';
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (line[i + 1] === '"') cell += line[++i];
      else quoted = false;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

function readCsv(bytes: Buffer): ListEntry[] {
  // UTF-16 (with its byte-order mark, or its zero bytes) or Latin-1 bytes that are no UTF-8: said, never guessed.
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || bytes.includes(0)) throw badRequest('ATTENDANCE_FILE_ENCODING');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw badRequest('ATTENDANCE_FILE_ENCODING');
  }
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > MAX_ATTENDANCE_LINES * 2 + 2) throw tooLong();
  const rows = lines.map((content, i) => ({ line: i + 1, cells: csvCells(content) }));
  // A spreadsheet saves a .csv with the values it computed; a cell that starts with "=" is a formula written as
  // text, whose value nobody computed: refused with its line, as in an .xlsx, never read as an ordenummer or a name.
  const formula = rows.find((r) => r.cells.some((c) => c.startsWith('=')));
  if (formula) throw refusalAtLine('ATTENDANCE_FORMULA', formula.line, 'file');
  return entriesOf(rows.filter((r) => r.cells.some((c) => c !== '')));
}

/** The entries of an uploaded list, by its name's extension; any other kind of file is refused. */
export async function readAttendanceFile(name: string, bytes: Buffer): Promise<ListEntry[]> {
  const extension = name.toLowerCase().split('.').pop();
  if (extension === 'xlsx') return readXlsx(bytes);
  if (extension === 'csv') return readCsv(bytes);
  throw badRequest('ATTENDANCE_FILE_TYPE');
}

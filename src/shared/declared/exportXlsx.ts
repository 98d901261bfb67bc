import type { DataProvider, RaRecord, SortPayload } from 'react-admin';
import type { Declaration } from '../../../domain/declare/declaration';
import { readersText } from '../../../domain/declare/languageTwins';
import { declarationNamed } from '../../../domain/declare/registry';
import type { Language } from '../../../domain/language';
import { describedText } from './describe';
import { labelOf } from './keys';
import { screenKindOf, type Translate } from './kinds';

const PAGE = 500;

/** Every row of the list as filtered, read page by page so progress can be shown. */
async function allRows(dataProvider: DataProvider, d: Declaration, filter: object, sort: SortPayload, progress: (done: number, total: number) => void) {
  const rows: RaRecord[] = [];
  for (let page = 1; ; page++) {
    const { data, total = 0 } = await dataProvider.getList(d.name, { pagination: { page, perPage: PAGE }, sort, filter });
    rows.push(...data);
    progress(rows.length, total);
    if (data.length < PAGE || rows.length >= total) return rows;
  }
}

export interface ExportOptions {
  filter: object;
  sort: SortPayload;
  translate: Translate;
  /** A code's description in the reader's language, from its codelist (the export never writes a bare code). */
  describe: (codelist: string, code: string) => string;
  /** The reader's: a text with a French twin is written in it, as the list shows it (`useReadersRecord`). */
  language: Language;
  progress: (done: number, total: number) => void;
}

/**
 * The list's columns as an .xlsx workbook (exceljs, loaded only when someone exports): headers in the reader's language,
 * dates as real dates shown dd/mm/yyyy, numbers with their decimals, codes, yes/no and choices in
 * words; the header row frozen, with an auto filter, and columns as wide as their content.
 */
export async function exportDeclared(dataProvider: DataProvider, d: Declaration, options: ExportOptions) {
  const rows = await allRows(dataProvider, d, options.filter, options.sort, options.progress);
  const titleOf = await referencedTitles(dataProvider, d, rows, options.translate, options.language);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const title = options.translate(`resources.${d.name}.name`, { smart_count: 2 });
  const sheet = workbook.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = d.list.columns;
  sheet.columns = columns.map((c) => ({ header: options.translate(labelOf(d, c)), key: c }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      Object.fromEntries(
        columns.map((c) => {
          const f = d.fields[c]!;
          const value = readersText(d, row, c, options.language);
          if (value == null) return [c, null];
          if (f.kind === 'code') return [c, options.describe(f.codelist, String(value))];
          if (f.kind === 'codes') return [c, (value as string[]).map((v) => options.describe(f.codelist, v)).join(', ')];
          return [c, screenKindOf(f).cell(value, { d, name: c, f, label: labelOf(d, c), translate: options.translate, record: row, titleOf })];
        }),
      ),
    );
  }
  columns.forEach((c, i) => {
    const f = d.fields[c]!;
    const column = sheet.getColumn(i + 1);
    const format = screenKindOf(f).numFmt?.(f);
    if (format) column.numFmt = format;
    // As wide as the longest text in it (a date as its 10 characters), within reason.
    const widths = [String(sheet.getCell(1, i + 1).value ?? '').length, ...rows.map((_, r) => cellWidth(sheet.getCell(r + 2, i + 1).value))];
    column.width = Math.min(60, Math.max(8, ...widths) + 2);
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const buffer = await workbook.xlsx.writeBuffer();
  const url = URL.createObjectURL(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `${title}.xlsx` });
  link.click();
  URL.revokeObjectURL(url);
}

/** The titles of the declared records the rows refer to, read once per resource, so a cell names them. */
async function referencedTitles(dataProvider: DataProvider, d: Declaration, rows: RaRecord[], translate: Translate, language: Language) {
  const wanted = new Map<string, Set<unknown>>();
  for (const c of d.list.columns) {
    const f = d.fields[c]!;
    if ((f.kind !== 'reference' && f.kind !== 'references') || !declarationNamed(f.resource)) continue;
    const ids = wanted.get(f.resource) ?? new Set();
    for (const row of rows) for (const id of [row[c]].flat()) if (id != null) ids.add(id);
    wanted.set(f.resource, ids);
  }
  const titles = new Map<string, string>();
  for (const [resource, ids] of wanted) {
    const other = declarationNamed(resource)!;
    const all = [...ids];
    // getMany asks one record at a time: a few dozen at once, not the whole export.
    for (let i = 0; i < all.length; i += 50) {
      const { data } = await dataProvider.getMany(resource, { ids: all.slice(i, i + 50) as RaRecord['id'][] });
      for (const r of data) titles.set(`${resource}:${r.id}`, describedText(other, r, translate, false, language));
    }
  }
  return (resource: string, id: unknown) => titles.get(`${resource}:${id}`);
}

const cellWidth = (value: unknown) => (value instanceof Date ? 10 : value == null ? 0 : String(value).length);

import type { DataProvider, RaRecord, SortPayload } from 'react-admin';
import type { Declaration } from '../../../domain/declare/types';

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

/**
 * The list's columns as an .xlsx workbook (exceljs, loaded only when someone exports): Dutch headers,
 * dates as real dates shown dd/mm/yyyy, yes/no and choices in words.
 */
export async function exportDeclared(
  dataProvider: DataProvider,
  d: Declaration,
  options: { filter: object; sort: SortPayload; translate: (key: string, o?: object) => string; progress: (done: number, total: number) => void },
) {
  const rows = await allRows(dataProvider, d, options.filter, options.sort, options.progress);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const title = options.translate(`resources.${d.name}.name`, { smart_count: 2 });
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  sheet.columns = d.list.columns.map((c) => ({ header: options.translate(`resources.${d.name}.fields.${c}`), key: c, width: 22 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      Object.fromEntries(
        d.list.columns.map((c) => {
          const f = d.fields[c]!;
          const v = row[c];
          if (v == null) return [c, null];
          if (f.kind === 'date') return [c, new Date(`${v}T00:00:00Z`)];
          if (f.kind === 'flag') return [c, options.translate(v ? 'app.yes' : 'app.no')];
          if (f.kind === 'choice') return [c, options.translate(`resources.${d.name}.choices.${c}.${v}`, { _: v })];
          return [c, v];
        }),
      ),
    );
  }
  d.list.columns.forEach((c, i) => {
    if (d.fields[c]!.kind === 'date') sheet.getColumn(i + 1).numFmt = 'dd/mm/yyyy';
  });
  const buffer = await workbook.xlsx.writeBuffer();
  const url = URL.createObjectURL(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `${d.name}.xlsx` });
  link.click();
  URL.revokeObjectURL(url);
}

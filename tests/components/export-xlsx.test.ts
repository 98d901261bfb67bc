import ExcelJS from 'exceljs';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rolesFor } from '../../domain/declare/access';
import { registerDeclarations } from '../../domain/declare/registry';
import categories from '../../domain/resources/categories';
import coefficients from '../../domain/resources/coefficients';
import cursusitems from '../../domain/resources/cursusitems';
import cursussprekers from '../../domain/resources/cursussprekers';
import dagdelen from '../../domain/resources/dagdelen';
import { nlMessages } from '../../src/i18n/nl';
import { exportDeclared } from '../../src/shared/declared/exportXlsx';
import { fakeDataProvider, fn } from '../helpers/admin';

registerDeclarations([cursusitems, categories, coefficients, dagdelen, cursussprekers]);
const i18n = polyglotI18nProvider(() => nlMessages, 'nl');

const records: Record<string, Record<number, object>> = {
  categories: { 4: { id: 4, code: 'LEZ', description: 'Lezing', duur: 1.5 } },
  coefficients: { 7: { id: 7, code: 'STANDAARD', description: 'Standaard', coefficient: 1 } },
  dagdelen: { 2: { id: 2, code: 'AV', description: 'Avond' } },
  cursussprekers: { 11: { id: 11, name: 'Jan Claes' }, 12: { id: 12, name: 'An Peeters' } },
};
const items = [
  {
    id: 1,
    cursusId: 9,
    datum: '2027-03-01',
    startTime: '19:00',
    endTime: '21:30',
    minutes: 150,
    category: 4,
    dagdeel: 2,
    coefficient: 7,
    speakers: [11, 12],
    points: 2.5,
  },
  {
    id: 2,
    cursusId: 9,
    datum: '2027-03-02',
    startTime: '09:00',
    endTime: '12:00',
    minutes: 180,
    category: 4,
    dagdeel: null,
    coefficient: 7,
    speakers: [],
    points: 3,
  },
];

afterEach(() => vi.restoreAllMocks());

/** The workbook the browser would download, read back with exceljs. */
async function exported(dataProvider: DataProvider) {
  let blob: Blob | undefined;
  URL.createObjectURL = (b: Blob) => {
    blob = b;
    return 'blob:proef';
  };
  URL.revokeObjectURL = () => {};
  await exportDeclared(dataProvider, cursusitems, {
    filter: { cursusId: 9 },
    sort: { field: 'datum', order: 'ASC' },
    translate: i18n.translate as never,
    describe: (_list, code) => code,
    language: 'nl',
    progress: () => {},
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob!.arrayBuffer());
  return workbook.worksheets[0]!;
}

describe('the Excel export of a declared list', () => {
  it('writes Dutch headers and the names of referenced records, never their numbers, with a frozen, filtered header row', async () => {
    const dataProvider = fakeDataProvider({
      getList: fn(() => Promise.resolve({ data: items, total: items.length })),
      getMany: fn((resource: string, { ids }: { ids: number[] }) => Promise.resolve({ data: ids.map((id) => records[resource]![id]) })),
    });
    const sheet = await exported(dataProvider);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['Datum', 'Beginuur', 'Einduur', 'Duur (minuten)', 'Categorie', 'Dagdeel', 'Coëfficiënt', 'Sprekers', 'Punten']);
    const first = (sheet.getRow(2).values as unknown[]).slice(1);
    // A category and a coefficient by what they mean and weigh, not by their bare code.
    expect(first.slice(4)).toEqual(['LEZ – Lezing · Duur (uren): 1,5', 'Avond', 'STANDAARD – Standaard · Coëfficiënt: 1', 'Jan Claes, An Peeters', 2.5]);
    expect(first[0]).toBeInstanceOf(Date);
    // No day part: an empty cell, not "null" or 0.
    expect((sheet.getRow(3).values as unknown[]).slice(5, 8)).toEqual(['LEZ – Lezing · Duur (uren): 1,5', undefined, 'STANDAARD – Standaard · Coëfficiënt: 1']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    // As wide as the longest text: the speakers' names.
    expect(sheet.getColumn(8).width).toBeGreaterThanOrEqual('Jan Claes, An Peeters'.length);
    // One request per referenced resource's page of ids, not one per row.
    expect(dataProvider.getMany).toHaveBeenCalledTimes(4);
  });

  it('is offered to the secretariat on every list it reads, and to others only where declared', () => {
    expect(rolesFor(dagdelen, 'export')).toEqual(['SECRETARIAAT']);
    expect(rolesFor(coefficients, 'export')).toEqual(['SECRETARIAAT']);
    expect(rolesFor(categories, 'export')).toEqual(categories.access.export);
    expect(rolesFor({ ...dagdelen, access: { list: ['OPLVERSTREKKER'] } }, 'export')).toBeUndefined();
  });
});

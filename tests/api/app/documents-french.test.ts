import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';
import { insertPoints } from '../../helpers/attest';

/**
 * The server's Excel workbooks in their reader's language: a French account gets French headers,
 * sheet names, yes/no and state names; a Dutch one keeps the Dutch (their own tests). The header rows
 * are read back by openpyxl (Python), a program that is not ours; without it (outside CI) that check
 * alone is left out.
 */
const PYTHON = '/usr/bin/python3';
const hasOpenpyxl = spawnSync(PYTHON, ['-c', 'import openpyxl']).status === 0;
const READ = `
import json, sys, openpyxl
book = openpyxl.load_workbook(sys.argv[1])
sheet = book.worksheets[0]
print(json.dumps({"sheet": sheet.title, "headers": [c.value for c in sheet[1]]}))
`;

describe('the workbooks in French for a French reader', () => {
  const t = useTestApp();
  const dir = mkdtempSync(path.join(tmpdir(), 'werkmappen-'));
  const cookies: Record<string, string> = {};
  let period: number;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The first sheet's name and header row, by openpyxl where it is installed, else by exceljs. */
  async function headerRow(bytes: Buffer, name: string) {
    if (hasOpenpyxl || process.env.CI === 'true') {
      const file = path.join(dir, name);
      writeFileSync(file, bytes);
      return JSON.parse(execFileSync(PYTHON, ['-c', READ, file], { encoding: 'utf8' }));
    }
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as never);
    const sheet = book.worksheets[0]!;
    return { sheet: sheet.name, headers: (sheet.getRow(1).values as unknown[]).slice(1) };
  }
  const rowsOf = async (bytes: Buffer) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as never);
    return book.worksheets[0]!.getSheetValues()
      .slice(2)
      .map((r) => (r as unknown[]).slice(1));
  };

  beforeAll(async () => {
    await t.db.query(`UPDATE users SET language = 'fr' WHERE username IN ('secretariaat', 'N1001')`);
    for (const u of ['secretariaat', 'N1001']) cookies[u] = await login(t.app, u);
    const [p] = await t.db.query<{ id: number }>(
      `INSERT INTO bijscholing_periodes (start_date, end_date, required_points) VALUES ('2090-01-01', '2092-12-31', 40) RETURNING id`,
    );
    period = p!.id;
    await insertPoints(t.db, period, 'N1001', [{ type: 'ebpcursussen', title: 'Urgences', begindatum: '2090-03-02', cpunten: 12.5 }]);
  });

  it('writes the control list with French headers, sheet, file name and oui/non', async () => {
    const res = await as(t.app, cookies.secretariaat, { method: 'GET', url: `/api/bijscholing/periodes/${period}/controle/excel?username=N1001` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="liste-de-controle-2090-2092.xlsx"');
    expect(await headerRow(res.rawPayload, 'controle.xlsx')).toEqual({
      sheet: 'Liste de contrôle',
      headers: ["Numéro d'Ordre", 'Nom', 'Points effectifs', 'Points théoriques', 'Points requis', 'Déficit', 'Dispense'],
    });
    const [line] = await rowsOf(res.rawPayload);
    expect(line![0]).toBe('N1001');
    expect(line![6]).toBe('Non');
  });

  it('writes an on-call service’s members with French headers and membership names', async () => {
    const [service] = await t.db.query<{ id: number }>(`SELECT id FROM wachtdiensten WHERE name = 'Wachtdienst Gent-Zuid'`);
    const res = await as(t.app, cookies.N1001, { method: 'GET', url: `/api/wachtdiensten/${service!.id}/members/actions/export` });
    expect(res.statusCode, res.body).toBe(200);
    const read = await headerRow(res.rawPayload, 'membres.xlsx');
    expect(read.sheet).toBe('Membres');
    expect(read.headers).toEqual(['Nom', "Numéro d'Ordre", 'Affiliation', 'Membre depuis', 'E-mail', 'Téléphone', 'GSM']);
    const kinds = (await rowsOf(res.rawPayload)).map((r) => r[2]);
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.every((k) => k === 'Membre actif' || k === 'Membre passif')).toBe(true);
  });

  it('words the logbook’s rows and its workbook in French: kinds, actions, fields, yes and no', async () => {
    // A certificate made leaves a row with a yes/no field (met) and a labelled field list.
    expect((await as(t.app, cookies.N1001, { method: 'POST', url: '/api/bijscholing/attesten', payload: { periode: period } })).statusCode).toBe(200);
    const page = await as(t.app, cookies.secretariaat, { method: 'GET', url: '/api/logboek?soort=attesten' });
    expect(page.statusCode).toBe(200);
    const [row] = page.json().items;
    expect(row).toMatchObject({ subject: 'Attestation de formation continue', label: 'Créé' });
    expect(row.diff).toEqual(expect.arrayContaining([{ label: 'Satisfait', before: null, after: 'Non' }]));
    expect(row.changes).toContain("Numéro d'Ordre");
    const chain = await as(t.app, cookies.secretariaat, { method: 'GET', url: '/api/logboek/keten' });
    expect(chain.json().label).toBe('Tête de la chaîne');

    const file = await as(t.app, cookies.secretariaat, { method: 'GET', url: '/api/logboek/excel?soort=attesten' });
    expect(file.headers['content-disposition']).toMatch(/journal-\d{4}-\d{2}-\d{2}\.xlsx/);
    expect(await headerRow(file.rawPayload, 'journal.xlsx')).toEqual({
      sheet: 'Journal',
      headers: ['Moment', 'Par', 'Type', 'Numéro', 'Action', 'Champs modifiés'],
    });
    const [first] = await rowsOf(file.rawPayload);
    expect(first![2]).toBe('Attestation de formation continue');
    expect(first![4]).toBe('Créé');
    expect(String(first![5])).toContain('Satisfait: — → Non');
  });

  it('keeps a Dutch reader’s logbook in Dutch', async () => {
    await t.db.query(`UPDATE users SET language = 'nl' WHERE username = 'secretariaat'`);
    try {
      const sec = await login(t.app, 'secretariaat');
      const [row] = (await as(t.app, sec, { method: 'GET', url: '/api/logboek?soort=attesten' })).json().items;
      expect(row).toMatchObject({ subject: 'Attest permanente vorming', label: 'Aangemaakt' });
      expect(row.diff).toEqual(expect.arrayContaining([{ label: 'Voldaan', before: null, after: 'Nee' }]));
    } finally {
      await t.db.query(`UPDATE users SET language = 'fr' WHERE username = 'secretariaat'`);
    }
  });
});

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';

/**
 * The attendance template read by a program that is not ours: openpyxl (Python) must find the sheet,
 * its three headers and the ja/nee (French: oui/non) choice of the geslaagd (réussi) column. In CI (CI=true) a missing openpyxl
 * fails the test; elsewhere it is skipped.
 */
const PYTHON = '/usr/bin/python3';
const hasOpenpyxl = spawnSync(PYTHON, ['-c', 'import openpyxl']).status === 0;
const run = process.env.CI === 'true' || hasOpenpyxl ? describe : describe.skip;

const READ = `
import json, sys, openpyxl
book = openpyxl.load_workbook(sys.argv[1])
sheet = book.worksheets[0]
headers = [c.value for c in sheet[1]]
choices = sorted({v.formula1 for v in sheet.data_validations.dataValidation})
print(json.dumps({"sheet": sheet.title, "headers": headers, "choices": choices}))
`;

run('the attendance template read by openpyxl', () => {
  const t = useTestApp();
  const dir = mkdtempSync(path.join(tmpdir(), 'aanwezigheden-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens with its sheet, the columns ordenummer, naam and geslaagd, and ja/nee to choose', async () => {
    expect(hasOpenpyxl, 'openpyxl ontbreekt voor /usr/bin/python3').toBe(true);
    const [course] = await t.db.query<{ id: number }>(
      "UPDATE bijscholing_cursussen SET evaluation_status = 'APPROVED', evaluation_number = 'S-0001' WHERE title = 'Pijnbestrijding bij hond en kat' RETURNING id",
    );
    const res = await as(t.app, await login(t.app, 'opleider'), { method: 'GET', url: `/api/bijscholing/cursussen/${course!.id}/aanwezigheden/sjabloon` });
    expect(res.statusCode).toBe(200);
    const file = path.join(dir, 'sjabloon.xlsx');
    writeFileSync(file, res.rawPayload);
    const read = JSON.parse(execFileSync(PYTHON, ['-c', READ, file], { encoding: 'utf8' }));
    expect(read).toEqual({ sheet: 'Aanwezigheden', headers: ['ordenummer', 'naam', 'geslaagd'], choices: ['"ja,nee"'] });
  });

  it('opens in French for a French provider: numéro d’ordre, nom, réussi and oui/non to choose', async () => {
    const [course] = await t.db.query<{ id: number }>("SELECT id FROM bijscholing_cursussen WHERE title = 'Pijnbestrijding bij hond en kat'");
    await t.db.query("UPDATE users SET language = 'fr' WHERE username = 'opleider'");
    const res = await as(t.app, await login(t.app, 'opleider'), { method: 'GET', url: `/api/bijscholing/cursussen/${course!.id}/aanwezigheden/sjabloon` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="presences-formation-${course!.id}.xlsx"`);
    const file = path.join(dir, 'modele.xlsx');
    writeFileSync(file, res.rawPayload);
    const read = JSON.parse(execFileSync(PYTHON, ['-c', READ, file], { encoding: 'utf8' }));
    expect(read).toEqual({ sheet: 'Présences', headers: ["numéro d'ordre", 'nom', 'réussi'], choices: ['"oui,non"'] });
  });
});

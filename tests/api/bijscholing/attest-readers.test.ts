import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brusselsDate, dutchDay } from '../../../domain/dates';
import { formatAttestCode } from '../../../domain/rules/attestCode';
import { as, login, useTestApp } from '../../helpers/app';
import { insertPoints } from '../../helpers/attest';

/**
 * The certificate read by programs that are not ours: poppler's pdftotext must get its Dutch text
 * back whole, in Dutch and in French (the embedded DejaVu subset maps every glyph to its character), and zbar must read the
 * verification address from the QR code of the page drawn at 150 dpi. In CI (CI=true) a missing tool
 * fails the test; elsewhere it is skipped.
 */
const has = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
const tools = ['pdftotext', 'pdftoppm', 'zbarimg'];
const missing = tools.filter((tool) => !has(tool));
const run = process.env.CI === 'true' || missing.length === 0 ? describe : describe.skip;

run('the certificate read by pdftotext and zbarimg', () => {
  const t = useTestApp({ publicUrl: 'https://portaal.orde-dierenartsen.be' });
  const dir = mkdtempSync(path.join(tmpdir(), 'attest-'));
  let file: string;
  let code: string;
  let frenchFile: string;
  let frenchCode: string;

  beforeAll(async () => {
    expect(missing, `ontbrekende programma's: ${missing.join(', ')}`).toEqual([]);
    const [p] = await t.db.query<{ id: number }>(
      `INSERT INTO bijscholing_periodes (start_date, end_date, required_points) VALUES ('2090-01-01', '2092-12-31', 40) RETURNING id`,
    );
    await t.db.query(`UPDATE persons SET firstname = 'Hélène', lastname = 'Geëlen' WHERE ordenummer = 'N1001'`);
    // An approved exemption that holds on the day the certificate is made: the certificate names it.
    await t.db.query(`INSERT INTO vrijstellingen (username, years, statecode, end_date) VALUES ('N1001', 1, 'APP', '2099-06-30')`);
    await insertPoints(t.db, p!.id, 'N1001', [
      { type: 'ebpcursussen', title: 'Coördinatie van de spoedzorg bij paarden', begindatum: '2090-03-02', cpunten: 12.5 },
      { type: 'bpcursussen', title: 'Reeën en hun ziekten', begindatum: '2090-04-15', cpunten: 6 },
    ]);
    const res = await as(t.app, await login(t.app, 'N1001'), { method: 'POST', url: '/api/bijscholing/attesten', payload: { periode: p!.id } });
    expect(res.statusCode).toBe(200);
    code = String(res.headers['x-attest-code']);
    file = path.join(dir, 'attest.pdf');
    writeFileSync(file, res.rawPayload);
    // The same member's certificate once their account reads French.
    await t.db.query(`UPDATE users SET language = 'fr' WHERE username = 'N1001'`);
    const fr = await as(t.app, await login(t.app, 'N1001'), { method: 'POST', url: '/api/bijscholing/attesten', payload: { periode: p!.id } });
    expect(fr.statusCode).toBe(200);
    frenchCode = String(fr.headers['x-attest-code']);
    frenchFile = path.join(dir, 'attestation.pdf');
    writeFileSync(frenchFile, fr.rawPayload);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives pdftotext the Dutch text whole: name, diacritics, dates dd/MM/yyyy, decimal commas', () => {
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    for (const expected of [
      'Attest permanente vorming',
      'Hélène Geëlen',
      'N1001',
      '01/01/2090 tot en met 31/12/2092',
      'Coördinatie van de spoedzorg bij paarden',
      'Reeën en hun ziekten',
      '02/03/2090',
      '12,5',
      '18,5',
      'Nee, er ontbreken nog 21,5 punten',
      'Vereiste punten',
      '60 % van de vereiste punten (24)',
      'Vrijgesteld tot 30/06/2099',
      // The day it was made (its label stands in the column beside it).
      'Opgemaakt op',
      dutchDay(brusselsDate()),
      formatAttestCode(code),
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('gives pdftotext the French certificate whole: accents, dates dd/MM/yyyy, decimal commas, no Dutch label', () => {
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', frenchFile, '-'], { encoding: 'utf8' });
    for (const expected of [
      'Ordre des Médecins Vétérinaires',
      // The title wraps beside the QR code.
      'Attestation de formation',
      'Formations EBP',
      'a obtenu, au cours de la période indiquée',
      'Hélène Geëlen',
      "Numéro d'Ordre",
      'Du 01/01/2090 au 31/12/2092 inclus',
      'Points approuvés par type',
      'Dont points théoriques',
      'Formations approuvées',
      'Coördinatie van de spoedzorg bij paarden',
      '02/03/2090',
      '12,5',
      '18,5',
      'Non, il manque encore 21,5 points',
      '60 % au plus des points requis (24)',
      "Dispensé(e) jusqu'au 30/06/2099",
      'Établie le',
      // French sets a space before a colon: after each label as in the sentences.
      'Nom :',
      'Établie le :',
      'Code de vérification :',
      formatAttestCode(frenchCode),
    ]) {
      expect(text).toContain(expected);
    }
    for (const dutch of ['Attest permanente vorming', 'tot en met', 'Vereiste punten', 'Goedgekeurde', 'Opgemaakt op', 'Pagina'])
      expect(text).not.toContain(dutch);
  });

  it('has a QR code that zbarimg decodes to the verification address', () => {
    execFileSync('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', file, path.join(dir, 'pagina')]);
    const image = readdirSync(dir).find((f) => f.startsWith('pagina') && f.endsWith('.png'))!;
    const decoded = execFileSync('zbarimg', ['-q', '--raw', '-Sdisable', '-Sqrcode.enable', path.join(dir, image)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    expect(decoded).toBe(`https://portaal.orde-dierenartsen.be/attest/${formatAttestCode(code)}`);
  });
});

import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsDate } from '../../../domain/dates';
import { addDays } from '../../../domain/rules/courses';
import { createMailWorker } from '../../../server/mail/worker';
import { as, login, useTestApp } from '../../helpers/app';
import { multipart } from '../../helpers/files';
import { startSmtp } from '../../helpers/smtp';

/**
 * A French provider's attendance list refused at a line reads that line in French, as a Dutch one
 * reads it in Dutch (aanwezigheden.test.ts): the refusal is made in each language, not worded anew
 * from its code's general text, which names no line.
 */
describe('attendance refusals in French', () => {
  const t = useTestApp();
  let cookie = '';
  let id = 0;

  beforeAll(async () => {
    cookie = await login(t.app, 'formateur');
    id = (await t.db.query<{ id: number }>("SELECT id FROM bijscholing_cursussen WHERE title = 'Urgences chez le chien et le chat'"))[0]!.id;
  });

  const url = () => `/api/bijscholing/cursussen/${id}/aanwezigheden`;
  const upload = (name: string, bytes: Buffer) => as(t.app, cookie, { method: 'POST', url: `${url()}/bestand`, ...multipart(name, bytes) });
  const confirm = (deelnemers: { ordenummer: string }[]) => as(t.app, cookie, { method: 'POST', url: url(), payload: { deelnemers } });

  it('names the line of a formula in French', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Présences');
    sheet.addRow(["numéro d'ordre", 'nom']);
    sheet.addRow(['N1001', 'x']);
    sheet.addRow([{ formula: 'CONCAT("N","1003")', result: 'N1003' }, 'y']);
    const res = await upload('liste.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.statusCode, res.body).toBe(400);
    const text = 'Le fichier contient une formule. Indiquez uniquement des valeurs (pas de formules) et chargez-le à nouveau (ligne 3).';
    expect(res.json()).toEqual({ errorcode: 'ATTENDANCE_FORMULA', usererror: text, fields: { file: text } });
  });

  it('names the line of a number that is none, or given twice, in French', async () => {
    const letters = await confirm([{ ordenummer: 'N1001' }, { ordenummer: 'N10A3' }]);
    expect(letters.statusCode, letters.body).toBe(400);
    expect(letters.json().errorcode).toBe('ATTENDANCE_INVALID');
    expect(letters.json().usererror).toMatch(/^Toutes les lignes ne sont pas un numéro d'Ordre valable .* \(ligne 2\)\.$/);
    expect(letters.json().fields['deelnemers.1.ordenummer']).toBe(letters.json().usererror);
    const twice = await confirm([{ ordenummer: 'N1001' }, { ordenummer: 'N1003' }, { ordenummer: 'n1001' }]);
    expect(twice.json()).toMatchObject({
      errorcode: 'ATTENDANCE_DUPLICATE',
      usererror: "Un numéro d'Ordre figure plus d'une fois dans la liste (ligne 3).",
    });
  });

  it("says a file's limit in French", async () => {
    const res = await upload('liste.csv', Buffer.alloc(1024 * 1024 + 10, 0x41));
    expect(res.statusCode).toBe(413);
    expect(res.json().fields.file).toBe('Le fichier est trop volumineux : une liste de présences fait au maximum 1 MB.');
  });

  it('says in French that the period of a course has ended, for a list and a file, and credits nobody', async () => {
    const day = addDays(brusselsDate(), -4300);
    await t.db.query('INSERT INTO bijscholing_periodes (start_date, end_date, required_points) VALUES ($1::date, $2::date, 40)', [
      addDays(brusselsDate(), -4500),
      addDays(brusselsDate(), -4200),
    ]);
    const [ended] = await t.db.query<{ id: number }>(
      `INSERT INTO bijscholing_cursussen (title, start_date, end_date, type, ebp_number, status, legal_entity_id)
       SELECT 'Formation d''autrefois', $2::date, $2::date, 'BP', NULL, 'GOEDGEKEURD', legal_entity_id FROM bijscholing_cursussen WHERE id = $1 RETURNING id`,
      [id, day],
    );
    const at = `/api/bijscholing/cursussen/${ended!.id}/aanwezigheden`;
    const text = /^La période de formation continue de cette formation est clôturée/;
    const state = await as(t.app, cookie, { method: 'GET', url: at });
    expect(state.json()).toMatchObject({ open: false, refusal: 'ATTENDANCE_PERIOD_CLOSED' });
    const pasted = await as(t.app, cookie, { method: 'POST', url: `${at}/voorbeeld`, payload: { tekst: 'N1007' } });
    expect(pasted.statusCode, pasted.body).toBe(409);
    expect(pasted.json().usererror).toMatch(text);
    const confirmed = await as(t.app, cookie, { method: 'POST', url: at, payload: { deelnemers: [{ ordenummer: 'N1007' }] } });
    expect(confirmed.json()).toMatchObject({ errorcode: 'ATTENDANCE_PERIOD_CLOSED', usererror: expect.stringMatching(text) });
    const file = await as(t.app, cookie, { method: 'POST', url: `${at}/bestand`, ...multipart('liste.csv', Buffer.from('N1007\n')) });
    expect(file.json()).toMatchObject({ errorcode: 'ATTENDANCE_PERIOD_CLOSED', usererror: expect.stringMatching(text) });
    expect(await t.db.query('SELECT 1 FROM bijscholing_punten WHERE idbijcursus = $1', [ended!.id])).toEqual([]);
  });

  it('mails a French vet their credit in French, the points worded in French', async () => {
    await t.db.query(
      "INSERT INTO users (username, firstname, lastname, email, roles, language) VALUES ('N9101', 'Léa', 'Dupont', 'n9101@voorbeeld.be', '{DIERENARTS}', 'fr')",
    );
    const smtp = await startSmtp();
    try {
      const res = await confirm([{ ordenummer: 'N9101' }]);
      expect(res.json()).toEqual({ credited: [{ ordenummer: 'N9101', name: 'Léa Dupont' }], skipped: [] });
      const worker = createMailWorker(t.db, { ...t.config, smtpUrl: smtp.url });
      await worker.drain();
      await worker.stop();
      const sent = smtp.received.filter((m) => m.to.includes('n9101@voorbeeld.be')).at(-1)!;
      // Quoted-printable's soft breaks and bytes undone: the text as the vet reads it.
      const mail = sent.raw.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (b) => Buffer.from(b.replace(/=/g, ''), 'hex').toString('utf8'));
      expect(mail).toContain('a enregistré votre participation à la formation Urgences chez le chien et le chat.');
      expect(mail).toMatch(/approuvée dans vos points de formation continue : \d+(,\d+)? points?\./);
      expect(mail).not.toMatch(/registreerde|bijscholingspunten/);
    } finally {
      await smtp.close();
    }
  });
});

import { createHash } from 'node:crypto';
import { PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';
import { insertPoints, zipEntries } from '../../helpers/attest';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** The PDF's document language (its catalogue's /Lang) and title, read back by pdf-lib. */
async function pdfLanguage(bytes: Buffer) {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const lang = doc.catalog.lookup(PDFName.of('Lang'), PDFString, PDFHexString).decodeText();
  return `${lang} ${doc.getTitle()?.split(' ')[0]}`;
}

describe('the CPD certificate in its reader’s language', () => {
  const t = useTestApp();
  let period: number;
  const make = (cookie: string | undefined, payload: Record<string, unknown>) =>
    as(t.app, cookie, { method: 'POST', url: '/api/bijscholing/attesten', payload });

  beforeAll(async () => {
    const [p] = await t.db.query<{ id: number }>(
      `INSERT INTO bijscholing_periodes (start_date, end_date, required_points) VALUES ('2090-01-01', '2092-12-31', 40) RETURNING id`,
    );
    period = p!.id;
    await insertPoints(t.db, period, 'N1001', [{ type: 'ebpcursussen', title: 'Urgences équines', begindatum: '2090-03-02', cpunten: 12.5 }]);
    await insertPoints(t.db, period, 'N1004', [{ type: 'bpcursussen', title: 'Dierenwelzijn', begindatum: '2090-02-01', cpunten: 40 }]);
    await t.db.query(`UPDATE users SET language = 'fr' WHERE username = 'N1001'`);
  });

  it('is made in French for a French vet, named in French, and verifies as authentic like a Dutch one', async () => {
    const res = await make(await login(t.app, 'N1001'), { periode: period });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="attestation-N1001-2090-2092.pdf"');
    expect(await pdfLanguage(res.rawPayload)).toBe('fr-BE Attestation');
    const code = String(res.headers['x-attest-code']);
    const check = await t.app.inject({ method: 'GET', url: `/api/attesten/${code}` });
    expect(check.statusCode).toBe(200);
    expect(check.json().sha256).toBe(sha256(res.rawPayload));
    // What is recorded states facts, no texts of either language: the page words it for its visitor.
    expect(check.json().stated).toMatchObject({ ordenummer: 'N1001', met: false, points: { total: 12.5 } });
    const [audit] = await t.db.query<{ after: { language: string } }>(`SELECT after FROM audit_log WHERE resource = 'attesten' AND record_id = $1`, [code]);
    expect(audit!.after.language).toBe('fr');
  });

  it('is made in the secretariat’s language when it makes one member’s, in each member’s own in the control list’s ZIP', async () => {
    const sec = await login(t.app, 'secretariaat');
    const one = await make(sec, { periode: period, username: 'N1001' });
    expect(one.headers['content-disposition']).toBe('attachment; filename="attest-N1001-2090-2092.pdf"');
    expect(await pdfLanguage(one.rawPayload)).toBe('nl-BE Attest');
    const zip = await as(t.app, sec, { method: 'POST', url: '/api/bijscholing/attesten/controle', payload: { periode: period } });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-disposition']).toBe('attachment; filename="attesten-2090-2092.zip"');
    const entries = zipEntries(zip.rawPayload);
    const languages = await Promise.all(entries.map(async (e) => [e.name, await pdfLanguage(e.data)]));
    expect(languages.sort()).toEqual([
      ['attest-N1004-2090-2092.pdf', 'nl-BE Attest'],
      ['attestation-N1001-2090-2092.pdf', 'fr-BE Attestation'],
    ]);
  });

  it('names a French secretariat’s ZIP in French, its certificates still in each member’s language', async () => {
    await t.db.query(`UPDATE users SET language = 'fr' WHERE username = 'secretariaat'`);
    try {
      const zip = await as(t.app, await login(t.app, 'secretariaat'), {
        method: 'POST',
        url: '/api/bijscholing/attesten/controle',
        payload: { periode: period },
      });
      expect(zip.headers['content-disposition']).toBe('attachment; filename="attestations-2090-2092.zip"');
      expect(
        zipEntries(zip.rawPayload)
          .map((e) => e.name)
          .sort(),
      ).toEqual(['attest-N1004-2090-2092.pdf', 'attestation-N1001-2090-2092.pdf']);
    } finally {
      await t.db.query(`UPDATE users SET language = 'nl' WHERE username = 'secretariaat'`);
    }
  });

  it('tells a French vet who asks another member’s certificate why, in French, and makes none', async () => {
    const made = () => t.db.query(`SELECT 1 FROM bijscholing_attesten WHERE username = 'N1004'`);
    const before = (await made()).length;
    const res = await make(await login(t.app, 'N1001'), { periode: period, username: 'N1004' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorcode: 'ATTEST_ANDER_LID', usererror: expect.stringContaining('votre propre attestation') });
    expect(await made()).toHaveLength(before);
  });

  it('tells an anonymous visitor a mistyped code in the browser’s language', async () => {
    const check = (language: string) => t.app.inject({ method: 'GET', url: '/api/attesten/kort', headers: { 'accept-language': language } });
    const french = (await check('fr-BE,fr;q=0.9')).json();
    expect(french.errorcode).toBe('ATTEST_CODE_ONGELDIG');
    expect(french.fields.code).toContain('mal tapé');
    const dutch = (await check('nl-BE')).json();
    expect(dutch.fields.code).toContain('verkeerd getypt');
    expect(french.fields.code).not.toBe(dutch.fields.code);
    expect(french.usererror).not.toBe(dutch.usererror);
  });
});

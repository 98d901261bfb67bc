import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_SECTIONS } from '../../../server/repositories/memberData';
import { as, login, PASSWORDS, useTestApp } from '../../helpers/app';
import { makeCandidates, makeElection } from '../../helpers/elections';
import { multipart, SAMPLES } from '../../helpers/files';

/**
 * A member's own data (GDPR art. 15 and 20): one file with a row of every kind the portal holds
 * about them, their uploads byte for byte, never a ballot; and their erasure (art. 17).
 */
describe("a member's own data", () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  let receipt: string;
  let document: Buffer;
  beforeAll(async () => {
    for (const user of ['secretariaat', 'N1001', 'N1003']) cookies[user] = await login(t.app, user);
    const vet = cookies.N1001!;
    // One of every kind the portal can hold about N1001, besides what the demo gives them.
    await as(t.app, vet, { method: 'POST', url: '/api/dierenartsen/N1001/activiteiten', payload: { practpct: 80, species: ['PAARD'] } });
    await as(t.app, vet, {
      method: 'POST',
      url: '/api/dierenartsen/addresschanges',
      payload: { code: 'DOMICILIE', startdate: '2026-11-01', street: 'Coupure Links', number: '653', postcode: '9000', locality: 'Gent' },
    });
    await as(t.app, vet, { method: 'POST', url: '/api/agenda' });
    const [course] = await t.db.query<{ id: number }>("SELECT id FROM bijscholing_cursussen WHERE title = 'Hartgeruis en hartfalen bij de kat'");
    expect((await as(t.app, vet, { method: 'PUT', url: `/api/bijscholing/agenda/${course!.id}/mijn-agenda` })).statusCode).toBe(200);
    // The provider of a course N1001 typed credits their attendance (docs/features/courses.md, "Attendance").
    const [pain] = await t.db.query<{ id: number }>("SELECT id FROM bijscholing_cursussen WHERE title = 'Pijnbestrijding bij hond en kat'");
    const credit = { deelnemers: [{ ordenummer: 'N1001' }] };
    const credited = await as(t.app, await login(t.app, 'opleider'), {
      method: 'POST',
      url: `/api/bijscholing/cursussen/${pain!.id}/aanwezigheden`,
      payload: credit,
    });
    expect(credited.json().credited, credited.body).toHaveLength(1);
    // Their CPD certificate of the active period (docs/features/points.md, "Certificate").
    const [active] = await t.db.query<{ id: number }>('SELECT id FROM bijscholing_periodes WHERE active');
    expect((await as(t.app, vet, { method: 'POST', url: '/api/bijscholing/attesten', payload: { periode: active!.id } })).statusCode).toBe(200);
    document = Buffer.concat([SAMPLES.pdf, Buffer.from('attest van N1001')]);
    const asked = await as(t.app, vet, { method: 'POST', url: '/api/vrijstellingen', ...multipart('attest.pdf', document) });
    expect(asked.statusCode, asked.body).toBe(400);
    const form = multipart('attest.pdf', document);
    const boundary = /boundary=(.*)$/.exec(form.headers['content-type'])![1]!;
    const years = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="years"\r\n\r\n2\r\n`);
    expect(
      (await as(t.app, vet, { method: 'POST', url: '/api/vrijstellingen', headers: form.headers, payload: Buffer.concat([years, form.payload as Buffer]) }))
        .statusCode,
    ).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/crm/user/resetpass/N1001' });
    await t.db.query(
      `INSERT INTO wachtdienst_aanvragen (name, telephone, type, requester, requester_name)
       SELECT 'Wachtdienst Aanvraag N1001', '09 111 22 33', 'ALGEMEEN', 'N1001', 'Pieter Janssens'`,
    );
    await t.db.query(
      `INSERT INTO wachtdienst_wijzigingen (wachtdienst_id, name, type, requester, requester_name)
       SELECT id, name || ' (nieuw nummer)', type, 'N1001', 'Pieter Janssens' FROM wachtdiensten ORDER BY id LIMIT 1`,
    );
    await t.db.query("INSERT INTO herinneringen (occasion, subject_id, recipient) VALUES ('vrijstelling', 1, 'N1001')");
    const election = await makeElection(t.db);
    const [candidate] = await makeCandidates(t.db, election, 2);
    const voted = await as(t.app, vet, { method: 'POST', url: `/api/verkiezingen/${election}/votes`, payload: [candidate] });
    expect(voted.statusCode, voted.body).toBe(200);
    receipt = voted.json().receipt;
  });

  const download = async (cookie: string, who = 'N1001') => {
    const res = await as(t.app, cookie, { method: 'GET', url: `/api/dierenartsen/${who}/gegevens` });
    return { res, zip: res.statusCode === 200 ? await JSZip.loadAsync(res.rawPayload) : null };
  };

  it('holds a row of every kind in one file, readable in Dutch and as JSON, with the uploads byte for byte and no ballot', async () => {
    const { res, zip } = await download(cookies.N1001!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/gegevens-N1001-\d{4}-\d{2}-\d{2}\.zip/);
    const data = JSON.parse(await zip!.file('gegevens.json')!.async('string'));
    const empty = MEMBER_SECTIONS.map(([key]) => key).filter((key) => !(data[key]?.length > 0));
    expect(empty).toEqual([]);
    const html = await zip!.file('overzicht.html')!.async('string');
    expect(html).toContain('Uw gegevens bij de Orde der Dierenartsen');
    expect(html).toContain('<h3>Bijscholingspunten');
    const uploads = Object.keys(zip!.files).filter((name) => name.startsWith('bestanden/') && !name.endsWith('/'));
    const bytes = await Promise.all(uploads.map((name) => zip!.file(name)!.async('nodebuffer')));
    expect(bytes.some((b) => b.equals(document))).toBe(true);
    // Secrets and the ballot stay out: no hash, no token, no storage key, no receipt, nobody voted for.
    const all = JSON.stringify(data) + html;
    for (const secret of ['password_hash', 'token_hash', 'id_hash', 'storage_key', receipt, 'choices']) expect(all).not.toContain(secret);
    expect(data.verkiezingen).toContainEqual({ verkiezing: 'Testverkiezing', gestemd_op: expect.any(String) });
    expect(data.account[0].username).toBe('N1001');
    // The trail's rows about them, without the hash chain's columns (the trail's, not theirs).
    expect(data.logboek.length).toBeGreaterThan(0);
    for (const row of data.logboek) expect(Object.keys(row)).not.toEqual(expect.arrayContaining(['salt']));
  });

  it('gives an overview a member reads: Dutch labels and values, no column, code or raw date, their candidacy, fit for a phone', async () => {
    const { zip } = await download(cookies.N1001!);
    const data = JSON.parse(await zip!.file('gegevens.json')!.async('string'));
    const html = await zip!.file('overzicht.html')!.async('string');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(/overflow-wrap:anywhere/);
    // What a person sees: the text, without the style sheet and the tags (an anchor's id is no text).
    const text = html
      .replace(/<style>[\s\S]*?<\/style>/, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#39;/g, "'");
    const rows = Object.values(data).filter(Array.isArray).flat() as Record<string, unknown>[];
    const columns = new Set(rows.flatMap((row) => Object.keys(row)));
    const codes = new Set<string>();
    const collect = (value: unknown): void => {
      if (typeof value === 'string' && /^([A-Z][A-Z_]+|[WP]|[a-z]+cursussen)$/.test(value)) codes.add(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    rows.forEach(collect);
    expect(codes).toContain('DOMICILIE');
    expect(codes).toContain('DEELNAME');
    const word = (w: string) => new RegExp(`(^|[^\\p{L}\\p{N}_])${w}($|[^\\p{L}\\p{N}_])`, 'u');
    // The file's own Dutch keys are words of the text as well.
    const dutchKeys = ['adres', 'wachtdienst', 'verkiezing'];
    expect([...columns].filter((column) => !dutchKeys.includes(column) && word(column).test(text))).toEqual([]);
    expect([...codes].filter((code) => word(code).test(text))).toEqual([]);
    expect(text).not.toMatch(/\d{4}-\d\d-\d\d/);
    expect(text).not.toMatch(/\b(true|false|null)\b/);
    // Dutch instead: days, moments in Brussels time, Ja/Nee, an address as lines, a code by its name.
    expect(text).toMatch(/\d\d\/\d\d\/\d{4} \d\d:\d\d/);
    expect(html).toContain('<dt>Reglement aanvaard</dt><dd>Ja</dd>');
    expect(html).toContain('<dt>Adres</dt><dd><ul><li>Veldstraat 14</li><li>9000 Gent</li><li>België</li></ul></dd>');
    expect(html).toContain('<dt>Soort</dt><dd>Domicilie</dd>');
    expect(html).toContain('<dt>Lidmaatschap</dt><dd>Actief lid</dd>');
    // The candidacy, and every section with a heading of its own, listed in the contents.
    const candidacy = /<section id="kandidaturen">([\s\S]*?)<\/section>/.exec(html)![1]!;
    expect(candidacy).toContain('<dt>Verkiezing</dt><dd>Testverkiezing</dd>');
    for (const [key] of MEMBER_SECTIONS) {
      expect(html).toContain(`<section id="${key}"><h3>`);
      expect(html).toContain(`<a href="#${key}">`);
    }
  });

  it('is written in the reader’s language: a French member’s own in French, the secretariat’s copy in the secretariat’s', async () => {
    await t.db.query(`UPDATE users SET language = 'fr' WHERE username = 'N1001'`);
    try {
      const { res, zip } = await download(await login(t.app, 'N1001'));
      expect(res.headers['content-disposition']).toMatch(/donnees-N1001-\d{4}-\d{2}-\d{2}\.zip/);
      const html = await zip!.file('overzicht.html')!.async('string');
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain('Vos données auprès de l&#39;Ordre des Médecins Vétérinaires');
      expect(html).toContain('<h2>Table des matières</h2>');
      expect(html).toContain('<dt>Règlement accepté</dt><dd>Oui</dd>');
      expect(html).toContain('<dd>Membre actif</dd>');
      expect(html).toMatch(/<dt>Adresse<\/dt><dd><ul><li>Veldstraat 14<\/li><li>9000 Gent<\/li>/);
      for (const dutch of ['Uw gegevens', 'Inhoud', '<dd>Ja</dd>', '<dd>Nee</dd>', 'Actief lid', 'Reglement aanvaard']) expect(html).not.toContain(dutch);
      // The machine-readable file is the same in either language: the rows as stored.
      expect(JSON.parse(await zip!.file('gegevens.json')!.async('string')).account[0].username).toBe('N1001');

      const copy = await download(cookies.secretariaat!);
      const dutch = await copy.zip!.file('overzicht.html')!.async('string');
      expect(copy.res.headers['content-disposition']).toMatch(/gegevens-N1001-/);
      expect(dutch).toContain('<html lang="nl">');
      expect(dutch).toContain('<dt>Reglement aanvaard</dt><dd>Ja</dd>');
    } finally {
      await t.db.query(`UPDATE users SET language = 'nl' WHERE username = 'N1001'`);
    }
  });

  it('is for the member and the secretariat only, and leaves a row in the trail', async () => {
    expect((await download(cookies.N1003!)).res.statusCode).toBe(403);
    expect((await download(cookies.secretariaat!)).res.statusCode).toBe(200);
    const rows = await t.db.query<{ username: string }>(
      "SELECT username FROM audit_log WHERE resource = 'dierenartsen' AND record_id = 'N1001' AND action = 'gegevens' ORDER BY id",
    );
    // The refused try of N1003 left none.
    expect(new Set(rows.map((r) => r.username))).toEqual(new Set(['N1001', 'secretariaat']));
  });

  it('erases a member on the secretariat word, keeping without a name what the Order must keep', async () => {
    const sec = cookies.secretariaat!;
    const [before] = await t.db.query<{ total: number; voters: number }>(
      `SELECT (SELECT coalesce(sum(direct), 0)::float8 FROM bijscholing_punten_totalen WHERE username = 'N1001') AS total, (SELECT count(*)::int FROM verkiezing_stemmers) AS voters`,
    );
    expect((await as(t.app, cookies.N1001!, { method: 'POST', url: '/api/dierenartsen/N1003/wissen', payload: { bevestiging: 'N1003' } })).statusCode).toBe(
      403,
    );
    const wrong = await as(t.app, sec, { method: 'POST', url: '/api/dierenartsen/N1001/wissen', payload: { bevestiging: 'N1002' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.bevestiging).toBe('Typ het ordenummer van het lid om het wissen te bevestigen.');
    expect((await t.db.query("SELECT 1 FROM persons WHERE ordenummer = 'N1001'")).length).toBe(1);

    const erased = await as(t.app, sec, { method: 'POST', url: '/api/dierenartsen/N1001/wissen', payload: { bevestiging: 'n1001' } });
    expect(erased.statusCode, erased.body).toBe(200);
    const pseudonym = erased.json().pseudonym as string;
    expect(pseudonym).toMatch(/^GEWIST-/);

    // Gone: the name, the contact data, the uploads, the sessions, the login.
    expect((await t.db.query("SELECT 1 FROM persons WHERE ordenummer = 'N1001' OR lastname = 'Janssens' AND firstname = 'Pieter'")).length).toBe(0);
    expect((await t.db.query("SELECT 1 FROM files WHERE created_by = 'N1001'")).length).toBe(0);
    expect((await t.db.query("SELECT 1 FROM audit_log WHERE username = 'N1001' OR record_id = 'N1001'")).length).toBe(0);
    expect((await t.db.query("SELECT 1 FROM mails WHERE recipient = 'n1001@demo.orde-dierenartsen.be'")).length).toBe(0);
    expect((await as(t.app, cookies.N1001!, { method: 'GET', url: '/api/auth/person' })).statusCode).toBe(401);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/person/j_security_check',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ j_username: 'N1001', j_password: PASSWORDS.N1001! }).toString(),
    });
    expect(relogin.statusCode).not.toBe(200);
    // Kept, without the name: the period's approved points and the fact of having voted.
    const [after] = await t.db.query<{ total: number; voters: number }>(
      `SELECT (SELECT coalesce(sum(direct), 0)::float8 FROM bijscholing_punten_totalen WHERE username = $1) AS total, (SELECT count(*)::int FROM verkiezing_stemmers) AS voters`,
      [pseudonym],
    );
    expect(after).toEqual(before);
    const [audit] = await t.db.query<{ username: string; record_id: string }>("SELECT username, record_id FROM audit_log WHERE action = 'wissen'");
    expect(audit).toEqual({ username: 'secretariaat', record_id: pseudonym });
    expect((await as(t.app, sec, { method: 'POST', url: '/api/dierenartsen/N1001/wissen', payload: { bevestiging: 'N1001' } })).statusCode).toBe(404);
  });
});

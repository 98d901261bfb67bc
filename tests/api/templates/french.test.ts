import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_TEMPLATE_PARAMS, placeholdersIn } from '../../../domain/mailTemplates';
import { worded } from '../../../server/mail/words';
import { createMailWorker } from '../../../server/mail/worker';
import { queueMail } from '../../../server/repositories/mails';
import { ensureTemplates } from '../../../server/seed/demo';
import { as, login, useTestApp } from '../../helpers/app';
import { useSmtp } from '../../helpers/smtp';

/** A sent mail's text as its reader sees it: quoted-printable's soft breaks and bytes undone. */
const readable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replace(/=/g, ''), 'hex').toString('utf8'));

const same = (a: string, b: string) => expect(placeholdersIn(a).sort()).toEqual(placeholdersIn(b).sort());

describe('templates in Dutch and French', () => {
  const t = useTestApp();
  const smtp = useSmtp();
  let sec: string;
  beforeAll(async () => {
    sec = await login(t.app, 'secretariaat');
  });

  const mailTemplates = async () => (await as(t.app, sec, { method: 'GET', url: '/api/templates/mails?limit=100' })).json().items;
  const templateNamed = async (name: string) => (await mailTemplates()).find((m: { name: string }) => m.name === name);
  const sendAll = async () => {
    const worker = createMailWorker(t.db, { ...t.config, smtpUrl: smtp.url });
    await worker.drain();
    await worker.stop();
  };
  const lastMailTo = (address: string) => readable(smtp.received.filter((m) => m.to.includes(address)).at(-1)!.raw);
  const setLanguage = (username: string, language: string) => t.db.query('UPDATE users SET language = $2 WHERE username = $1', [username, language]);

  it('gives every mail template a French subject and text with the same parameters as the Dutch', async () => {
    const all = await mailTemplates();
    expect(all.map((m: { name: string }) => m.name).sort()).toEqual(Object.keys(MAIL_TEMPLATE_PARAMS).sort());
    for (const m of all) {
      expect(m.subject_fr, m.name).not.toBe('');
      expect(m.body_fr, m.name).not.toBe(m.body);
      same(m.subject_fr, m.subject);
      same(m.body_fr, m.body);
      expect(m.body_fr, m.name).toContain("Le secrétariat de l'Ordre des Médecins Vétérinaires");
    }
  });

  it('gives every page template a French title and text', async () => {
    const pages = (await as(t.app, sec, { method: 'GET', url: '/api/templates/pages' })).json().items;
    expect(pages.length).toBeGreaterThanOrEqual(4);
    for (const p of pages) {
      expect(p.title_fr, p.name).not.toBe('');
      expect(p.title_fr, p.name).not.toBe(p.title);
      expect(p.content_fr, p.name).not.toBe(p.content);
    }
  });

  it('refuses a parameter in one language only, named under the field that lacks it, in the editor’s language', async () => {
    const template = await templateNamed('EVALUATIE_AFGEKEURD');
    const payload = {
      subject: template.subject,
      subject_fr: template.subject_fr,
      body: 'Beste {{voornaam}}: {{cursus}}',
      body_fr: 'Bonjour {{achternaam}} : {{cursus}}',
    };
    const dutch = await as(t.app, sec, { method: 'POST', url: `/api/templates/mails/${template.id}`, payload });
    expect(dutch.statusCode).toBe(400);
    expect(dutch.json().errorcode).toBe('VALIDATION_ERROR');
    expect(dutch.json().fields).toEqual({
      body: 'De Franse tekst gebruikt ook {{achternaam}}: gebruik in beide talen dezelfde parameters.',
      body_fr: 'De Nederlandse tekst gebruikt ook {{voornaam}}: gebruik in beide talen dezelfde parameters.',
    });
    const frenchSec = await login(t.app, 'secretariaat');
    await as(t.app, frenchSec, { method: 'PUT', url: '/api/auth/person/language', payload: { language: 'fr' } });
    const french = await as(t.app, frenchSec, { method: 'POST', url: `/api/templates/mails/${template.id}`, payload });
    expect(french.statusCode).toBe(400);
    expect(french.json().fields.body_fr).toBe('Le texte néerlandais utilise aussi {{voornaam}} : utilisez les mêmes paramètres dans les deux langues.');
    // Only the French subject sent: held against the Dutch subject as stored.
    const subjectOnly = await as(t.app, frenchSec, { method: 'POST', url: `/api/templates/mails/${template.id}`, payload: { subject_fr: 'Test refusé' } });
    expect(subjectOnly.json().fields).toEqual({
      subject_fr: 'Le texte néerlandais utilise aussi {{cursus}} : utilisez les mêmes paramètres dans les deux langues.',
    });
    await as(t.app, frenchSec, { method: 'PUT', url: '/api/auth/person/language', payload: { language: 'nl' } });
    // Nothing saved (read back in Dutch, as before: a French reader reads what the template is for in French).
    expect(await templateNamed('EVALUATIE_AFGEKEURD')).toEqual(template);
  });

  it("sends a French member's mail in French, even when it was queued while they read Dutch", async () => {
    await setLanguage('N1001', 'nl');
    await t.app.inject({ method: 'POST', url: '/api/crm/user/resetpass/N1001' });
    // The member changes their language before the worker sends it.
    await setLanguage('N1001', 'fr');
    await sendAll();
    const mail = lastMailTo('n1001@demo.orde-dierenartsen.be');
    expect(mail).toContain('Subject: Votre mot de passe pour le portail des membres');
    expect(mail).toContain('Bonjour Pieter Janssens,');
    expect(mail).toContain("Le secrétariat de l'Ordre des Médecins Vétérinaires");
    expect(mail).toContain('<html lang="fr">');
    expect(mail).not.toContain('Beste Pieter');
    await setLanguage('N1001', 'nl');
    await t.app.inject({ method: 'POST', url: '/api/crm/user/resetpass/N1001' });
    await sendAll();
    expect(lastMailTo('n1001@demo.orde-dierenartsen.be')).toContain('Subject: Uw wachtwoord voor het ledenportaal');
  });

  it("fills a product's word into a mail in the recipient's language", async () => {
    await setLanguage('N1002', 'fr');
    const soort = worded((w) => w.addressChangeKinds.DOMICILIE!);
    const params = { voornaam: 'An', achternaam: 'Peeters', gebruikersnaam: 'N1002', link: 'http://portaal.test', soort, adres: 'Markt 1, 9000 Gent' };
    await t.db.tx((q) => queueMail(q, 'ADRESWIJZIGING_GOEDGEKEURD', { email: 'n1002@demo.orde-dierenartsen.be', username: 'N1002' }, params));
    await t.db.tx((q) => queueMail(q, 'ADRESWIJZIGING_GOEDGEKEURD', { email: 'n1001@demo.orde-dierenartsen.be', username: 'N1001' }, params));
    await sendAll();
    expect(lastMailTo('n1002@demo.orde-dierenartsen.be')).toContain('Votre demande (Nouvelle adresse de domicile) a été approuvée');
    expect(lastMailTo('n1001@demo.orde-dierenartsen.be')).toContain('Uw aanvraag (Nieuw domicilieadres) werd goedgekeurd');
    // The secretariat's queue shows the Dutch word; the French one waits beside it.
    const [row] = await t.db.query<{ value: string; value_fr: string }>(
      "SELECT value, value_fr FROM mail_params WHERE name = 'soort' ORDER BY idmail DESC LIMIT 1",
    );
    expect(row).toEqual({ value: 'Nieuw domicilieadres', value_fr: 'Nouvelle adresse de domicile' });
    await setLanguage('N1002', 'nl');
  });

  it('mails an address without an account in the language of the request, and in Dutch where none is known', async () => {
    const params = { voornaam: 'Ruben', achternaam: 'Verbeke', gebruikersnaam: 'x', link: 'http://portaal.test', organisatie: 'Formation Sud' };
    await t.db.tx((q) => queueMail(q, 'REGISTRATIE_ONTVANGEN', { email: 'sud@example.be', username: null, language: 'fr' }, params));
    await t.db.tx((q) => queueMail(q, 'REGISTRATIE_ONTVANGEN', 'west@example.be', params));
    await sendAll();
    expect(lastMailTo('sud@example.be')).toContain('Nous avons bien re');
    expect(lastMailTo('west@example.be')).toContain('Wij ontvingen uw registratie');
  });

  it('sends the Dutch text where the French one is not written yet, never an empty mail', async () => {
    await t.db.query("UPDATE mail_templates SET subject_fr = '', body_fr = '' WHERE name = 'REGISTRATIE_ONTVANGEN'");
    const params = { voornaam: 'Ruben', achternaam: 'Verbeke', gebruikersnaam: 'x', link: 'http://portaal.test', organisatie: 'Formation Sud' };
    await t.db.tx((q) => queueMail(q, 'REGISTRATIE_ONTVANGEN', { email: 'nord@example.be', username: null, language: 'fr' }, params));
    await sendAll();
    const mail = lastMailTo('nord@example.be');
    expect(mail).toContain('Subject: Uw registratie als opleidingsverstrekker werd ontvangen');
    expect(mail).toContain('<html lang="nl">');
  });

  it('fills the French of an untouched template on an existing install, and leaves the French of a changed one to the secretariat', async () => {
    await t.db.query("UPDATE mail_templates SET subject_fr = '', body_fr = '' WHERE name IN ('CURSUS_INGEDIEND', 'EVALUATIE_GOEDGEKEURD')");
    await t.db.query("UPDATE mail_templates SET updated_by = 'secretariaat', updated_at = now() WHERE name = 'EVALUATIE_GOEDGEKEURD'");
    await t.db.query("UPDATE page_templates SET title_fr = '', content_fr = '' WHERE name = 'VERKIEZING_INFO'");
    await ensureTemplates(t.db);
    expect((await templateNamed('CURSUS_INGEDIEND')).subject_fr).toBe('Formation soumise : {{cursus}}');
    expect(await templateNamed('EVALUATIE_GOEDGEKEURD')).toMatchObject({ subject_fr: '', body_fr: '' });
    const page = (await t.app.inject({ method: 'GET', url: '/api/templates/pages/public/VERKIEZING_INFO?language=fr' })).json();
    expect(page.title).toBe('Élections');
  });

  it("reads a public page in the asked language, else the caller's, and refuses a language the portal does not speak", async () => {
    const get = (query: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/templates/pages/public/LOGIN_INTRO${query}`, headers });
    expect((await get('?language=fr')).json().title).toBe('Bienvenue sur le portail des membres');
    expect((await get('?language=nl', { 'accept-language': 'fr-BE' })).json().title).toBe('Welkom op het ledenportaal');
    expect((await get('', { 'accept-language': 'fr-BE,fr;q=0.9' })).json().title).toBe('Bienvenue sur le portail des membres');
    expect((await get('')).json().title).toBe('Welkom op het ledenportaal');
    const french = await login(t.app, 'N1002');
    await as(t.app, french, { method: 'PUT', url: '/api/auth/person/language', payload: { language: 'fr' } });
    const regulation = await as(t.app, french, { method: 'GET', url: '/api/templates/pages/public/REGLEMENT' });
    expect(regulation.json().title).toBe('Règlement du portail des membres');
    await as(t.app, french, { method: 'PUT', url: '/api/auth/person/language', payload: { language: 'nl' } });
    const wrong = await get('?language=de', { 'accept-language': 'fr' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorcode).toBe('VALIDATION_ERROR');
    expect(wrong.json().fields.language).toMatch(/choix/);
  });
});

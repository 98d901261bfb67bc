import { beforeAll, describe, expect, it } from 'vitest';
import { createMailWorker } from '../../../server/mail/worker';
import { as, login, useTestApp } from '../../helpers/app';
import { useSmtp } from '../../helpers/smtp';

/** A sent mail's text as its reader sees it: quoted-printable's soft breaks and bytes undone. */
const readable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replace(/=/g, ''), 'hex').toString('utf8'));

const form = (who: string) => ({
  firstname: 'Élise',
  lastname: 'Renard',
  email: `${who}@formation.example.be`,
  username: who,
  password: 'Formation123',
  repassword: 'Formation123',
  name: `Formation ${who}`,
  street: 'Rue Haute',
  housenumber: '1',
  postcode: '4000',
  locality: 'Liège',
  iddiclegalform: 'VZW',
  contactSame: 1,
  contact: {},
  cursustype: 'BP',
});

/**
 * A provider's registration has no account to take a language from: it keeps the language its form
 * was filled in, and its decision mails and the account an approval makes follow it.
 */
describe("a registration's language", () => {
  const t = useTestApp();
  const smtp = useSmtp();
  let sec: string;
  beforeAll(async () => {
    sec = await login(t.app, 'secretariaat');
  });

  const register = async (who: string, acceptLanguage?: string) => {
    const headers = acceptLanguage ? { 'accept-language': acceptLanguage } : {};
    const res = await t.app.inject({ method: 'POST', url: '/api/registraties', payload: form(who), headers });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const decide = async (id: number, status: 'APPROVED' | 'DECLINED') => {
    const res = await as(t.app, sec, { method: 'POST', url: `/api/registraties/${id}/beslissing`, payload: { status, comment: 'Dossier incomplet' } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const sendAll = async () => {
    const worker = createMailWorker(t.db, { ...t.config, smtpUrl: smtp.url });
    await worker.drain();
    await worker.stop();
  };
  const lastMailTo = (who: string) => readable(smtp.received.filter((m) => m.to.includes(`${who}@formation.example.be`)).at(-1)!.raw);
  const languageOf = async (username: string) =>
    (await t.db.query<{ language: string }>('SELECT language FROM users WHERE username = $1', [username]))[0]?.language;

  it('mails the approval of a French registration in French, and its account reads French', async () => {
    await decide(await register('liegeok', 'fr-BE,fr;q=0.9,nl;q=0.5'), 'APPROVED');
    await sendAll();
    const mail = lastMailTo('liegeok');
    expect(mail).toContain('Votre enregistrement comme prestataire de formation pour Formation liegeok a été approuvé.');
    expect(mail).toContain('<html lang="fr">');
    expect(await languageOf('liegeok')).toBe('fr');
  });

  it('mails the decline of a French registration in French', async () => {
    await decide(await register('liegenon', 'fr'), 'DECLINED');
    await sendAll();
    const mail = lastMailTo('liegenon');
    expect(mail).toContain(
      "Nous regrettons de vous informer que votre enregistrement comme prestataire de formation pour Formation liegenon n'a pas été accepté.",
    );
    expect(mail).toContain('Motif : Dossier incomplet');
    expect(mail).not.toContain('niet aanvaard');
  });

  it('mails the decisions on a Dutch registration in Dutch, and its account reads Dutch', async () => {
    await decide(await register('gentok', 'nl-BE'), 'APPROVED');
    await decide(await register('gentnee'), 'DECLINED');
    await sendAll();
    expect(lastMailTo('gentok')).toContain('Subject: Uw registratie als opleidingsverstrekker werd goedgekeurd');
    expect(lastMailTo('gentnee')).toContain('Subject: Uw registratie als opleidingsverstrekker werd niet aanvaard');
    expect(await languageOf('gentok')).toBe('nl');
  });

  it('refuses a language other than the two in the database', async () => {
    await expect(t.db.query("UPDATE provider_registrations SET language = 'en'")).rejects.toThrow();
  });
});

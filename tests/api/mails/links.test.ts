import { describe, expect, it } from 'vitest';
import type { MailTransport } from '../../../server/mail/transport';
import { createMailWorker } from '../../../server/mail/worker';
import { as, login, useTestApp } from '../../helpers/app';

/** What a mail client links by itself in plain text: a scheme, "www." or a bare domain. */
const AUTO_LINKABLE = /https?:\/\/|www\.[a-z0-9]|evil\.(?:example|be)/i;

describe('mails to a stranger who typed a web address in their name', () => {
  const t = useTestApp();

  it('link only to the portal: the typed addresses are neither links nor auto-linkable, the activation link is', async () => {
    const registration = {
      firstname: 'Klik http://evil.example/login',
      lastname: 'www.evil.be',
      email: 'vreemde@voorbeeld.be',
      username: 'linkjesregistratie',
      password: 'Opleiding123',
      repassword: 'Opleiding123',
      name: 'Bezoek https://evil.example',
      street: 'Markt',
      housenumber: '1',
      postcode: '8000',
      locality: 'Brugge',
      iddiclegalform: 'VZW',
      contactSame: 1,
      cursustype: 'BP',
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/registraties', payload: registration });
    expect(res.statusCode, res.body).toBe(201);
    const sec = await login(t.app, 'secretariaat');
    const decided = await as(t.app, sec, { method: 'POST', url: `/api/registraties/${res.json().id}/beslissing`, payload: { status: 'APPROVED' } });
    expect(decided.statusCode, decided.body).toBe(200);

    const sent: { subject: string; text: string; html: string }[] = [];
    const transport: MailTransport = {
      send: async (mail) => {
        if (mail.to === 'vreemde@voorbeeld.be') sent.push({ subject: mail.subject, text: mail.text, html: mail.html });
        return 'ok';
      },
      close: () => {},
    };
    const worker = createMailWorker(t.db, t.config, {}, transport);
    await worker.drain();
    await worker.stop();

    expect(sent).toHaveLength(2);
    for (const mail of sent) {
      expect(mail.html).not.toMatch(/<a [^>]*href="[^"]*evil/i);
      const links = [...mail.html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]!);
      expect(links.every((href) => href.startsWith('http://portaal.test'))).toBe(true);
      expect(mail.html.replace(/<a href="[^"]*">[^<]*<\/a>/g, '')).not.toMatch(AUTO_LINKABLE);
      expect(mail.text.replace(/http:\/\/portaal\.test\S*/g, '')).not.toMatch(AUTO_LINKABLE);
      expect(mail.subject).not.toMatch(AUTO_LINKABLE);
      // The reader still sees the name as typed, only invisibly broken up.
      expect(mail.text.replace(/\u200B/g, '')).toContain('Klik http://evil.example/login www.evil.be');
    }
    const approved = sent.find((m) => m.html.includes('/activate/'))!;
    expect(approved.html).toMatch(/<a href="http:\/\/portaal\.test\/activate\/[\w-]{20,}">/);
    expect(approved.text).toMatch(/\nhttp:\/\/portaal\.test\/activate\/[\w-]{20,}/);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { MAIL_TEMPLATE_PARAMS } from '../../../domain/mailTemplates';
import { mailLogText } from '../../../server/mail/logText';
import { createMailWorker } from '../../../server/mail/worker';
import { queueMail } from '../../../server/repositories/mails';
import { mailTemplates } from '../../../server/seed/mailTemplates';
import { as, login, useTestApp } from '../../helpers/app';
import { closedPort, readMail, startSmtp, useSmtp } from '../../helpers/smtp';

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const fill = (text: string, params: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name]!);

/** Values that show whether they were filled in, and escaped in the HTML part: markup, quotes, accents. */
function paramsFor(template: string) {
  const params: Record<string, string> = {};
  for (const name of MAIL_TEMPLATE_PARAMS[template]!) {
    params[name] = name === 'link' ? `http://portaal.test/${template.toLowerCase()}?a=1&b=2` : `${name}-Élise <b>"d'Haese" & co</b>`;
  }
  return params;
}

describe('every product mail at a real SMTP server', () => {
  const t = useTestApp();
  const smtp = useSmtp();

  it('has a Dutch template for every mail the product sends', () => {
    expect(mailTemplates.map((m) => m.name).sort()).toEqual(Object.keys(MAIL_TEMPLATE_PARAMS).sort());
  });

  it('delivers each template with its subject, recipient and Dutch body, values filled in and escaped in HTML', async () => {
    const queued = new Map<string, number>();
    for (const template of Object.keys(MAIL_TEMPLATE_PARAMS)) {
      queued.set(template, await queueMail(t.db, template, `${template.toLowerCase()}@voorbeeld.be`, paramsFor(template)));
    }
    const worker = createMailWorker(t.db, { ...t.config, smtpUrl: smtp.url });
    await worker.drain();
    await worker.stop();

    for (const seed of mailTemplates) {
      const recipient = `${seed.name.toLowerCase()}@voorbeeld.be`;
      const params = paramsFor(seed.name);
      const received = smtp.received.filter((m) => m.to.includes(recipient));
      expect(received, seed.name).toHaveLength(1);
      expect(received[0]!.to).toEqual([recipient]);
      const mail = readMail(received[0]!.raw);
      expect(mail.to).toContain(recipient);
      expect(mail.messageId).toBe(`<mail-${queued.get(seed.name)}@portaal.test>`);
      expect(mail.subject, seed.name).toBe(fill(seed.subject, params));
      expect(mail.text, seed.name).toBe(fill(seed.body, params));
      expect(mail.text).toMatch(/^Beste voornaam-Élise .*,\n[\s\S]*\nMet vriendelijke groeten,\nHet secretariaat van de Orde der Dierenartsen$/);
      expect(mail.text).not.toContain('{{');
      expect(mail.html).toContain('<html lang="nl">');
      for (const name of new Set([...seed.body.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!))) {
        expect(mail.html, `${seed.name} ${name}`).toContain(escapeHtml(params[name]!));
      }
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).not.toContain('{{');
    }
    const statuses = await t.db.query<{ status: string }>('SELECT DISTINCT status FROM mails WHERE idmail = ANY($1)', [[...queued.values()]]);
    expect(statuses.map((s) => s.status)).toEqual(['PROCESSED']);
  });
});

describe('a mail while the mail server is down', () => {
  const t = useTestApp();

  const mailRow = async (idmail: number) =>
    (
      await t.db.query<{ status: string; attempts: number; wait: number }>(
        'SELECT status, attempts, extract(epoch FROM next_attempt_at - now())::float AS wait FROM mails WHERE idmail = $1',
        [idmail],
      )
    )[0]!;

  it('is tried five times with back-off, ends in ERROR with a Dutch log per try, and is delivered once put back to NEW', async () => {
    const port = await closedPort();
    const id = await queueMail(t.db, 'ACTIVATIE', 'onbereikbaar@voorbeeld.be', { voornaam: 'O', achternaam: 'B', gebruikersnaam: 'o', link: 'http://x.be' });
    const logger = { warn: vi.fn(), error: vi.fn() };
    const worker = createMailWorker(t.db, { ...t.config, smtpUrl: `smtp://127.0.0.1:${port}?starttls=off` }, { logger });

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      await worker.drain();
      const row = await mailRow(id);
      expect(row.attempts).toBe(attempt);
      if (attempt === 5) break;
      expect(row.status).toBe('NEW');
      waits.push(Math.round(row.wait));
      // Not due yet: another pass leaves it alone.
      await worker.drain();
      expect((await mailRow(id)).attempts).toBe(attempt);
      // The back-off clock moves on: the next try is due now.
      await t.db.query('UPDATE mails SET next_attempt_at = now() WHERE idmail = $1', [id]);
    }
    expect(waits).toEqual([30, 120, 600, 1800]);
    expect((await mailRow(id)).status).toBe('ERROR');

    const logs = await t.db.query<{ status: string; message: string }>('SELECT status, message FROM mail_logs WHERE idmail = $1 ORDER BY id', [id]);
    expect(logs.map((l) => ({ ...l, message: mailLogText('nl', l.message) }))).toEqual(
      [1, 2, 3, 4, 5].map((n) => ({ status: n < 5 ? 'RETRY' : 'ERROR', message: `Poging ${n} mislukt: de mailserver is niet bereikbaar.` })),
    );
    // The library's own (English) error goes to the server log only.
    expect(logger.warn).toHaveBeenCalledTimes(5);
    expect(logger.warn.mock.calls[0]![0]).toMatchObject({ idmail: id, attempt: 1, err: expect.objectContaining({ originalCode: 'ECONNREFUSED' }) });

    const smtp = await startSmtp(port);
    try {
      const sec = await login(t.app, 'secretariaat');
      const res = await as(t.app, sec, { method: 'POST', url: `/api/mails/${id}`, payload: { status: 'NEW' } });
      expect(res.json()).toMatchObject({ status: 'NEW', attempts: 0 });
      await worker.drain();
      await worker.stop();
      expect(await mailRow(id)).toMatchObject({ status: 'PROCESSED', attempts: 1 });
      expect(smtp.received.filter((m) => m.to.includes('onbereikbaar@voorbeeld.be'))).toHaveLength(1);
      const last = (await as(t.app, sec, { method: 'GET', url: `/api/mails/${id}/logs` })).json().items.at(-1);
      expect(last).toMatchObject({ status: 'PROCESSED', message: 'Poging 1: verstuurd. Aanvaard door de mailserver (250).' });
    } finally {
      await smtp.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../../server/repositories/mails';
import { createMailWorker } from '../../server/mail/worker';
import { useTestApp } from '../helpers/app';
import { startSmtp } from '../helpers/smtp';

describe('mail queue delivery', () => {
  const t = useTestApp();
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => smtp.close());

  const statusOf = async (idmail: number) =>
    (await t.db.query<{ status: string }>('SELECT status FROM mails WHERE idmail = $1', [idmail]))[0]!.status;

  it('delivers a password-reset mail with its Dutch text, link and a unique Message-ID', async () => {
    await t.app.inject({ method: 'POST', url: '/api/crm/user/resetpass/N1003' });
    const worker = createMailWorker(t.db, { ...t.config, smtpUrl: smtp.url });
    await worker.drain();
    await worker.stop();
    const mail = smtp.received.find((m) => m.to.includes('n1003@demo.orde-dierenartsen.be'));
    expect(mail).toBeDefined();
    expect(mail!.raw).toContain('Subject: Uw wachtwoord voor het ledenportaal');
    expect(mail!.raw).toMatch(/http:\/\/portaal\.test\/token\/[\w-]{20,}/);
    expect(mail!.raw).toMatch(/Message-ID: <mail-\d+@portaal\.test>/i);
    const rows = await t.db.query<{ status: string }>(
      `SELECT m.status FROM mails m JOIN mail_params p ON p.idmail = m.idmail AND p.name = 'gebruikersnaam' WHERE p.value = 'N1003'`,
    );
    expect(rows.map((r) => r.status)).toEqual(['PROCESSED']);
  });

  it('escapes parameters in the HTML part', async () => {
    const id = await queueMail(t.db, 'WACHTWOORD_RESET', 'html@voorbeeld.be', { voornaam: '<script>x</script>', achternaam: 'A', gebruikersnaam: 'g', link: 'http://x.be' });
    const worker = createMailWorker(t.db, { ...t.config, smtpUrl: smtp.url });
    await worker.drain();
    await worker.stop();
    expect(await statusOf(id)).toBe('PROCESSED');
    const raw = smtp.received.find((m) => m.to.includes('html@voorbeeld.be'))!.raw;
    const html = raw.slice(raw.indexOf('text/html'));
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('never sends a STOP mail', async () => {
    const id = await queueMail(t.db, 'WACHTWOORD_RESET', 'stop@voorbeeld.be', { voornaam: 'S', achternaam: 'T', gebruikersnaam: 's', link: 'http://x.be' });
    await t.db.query(`UPDATE mails SET status = 'STOP' WHERE idmail = $1`, [id]);
    const worker = createMailWorker(t.db, { ...t.config, smtpUrl: smtp.url });
    await worker.drain();
    await worker.stop();
    expect(smtp.received.some((m) => m.to.includes('stop@voorbeeld.be'))).toBe(false);
    expect(await statusOf(id)).toBe('STOP');
  });

  it('retries a refused mail, logs every try, ends in ERROR and is delivered once put back to NEW', async () => {
    const id = await queueMail(t.db, 'ACTIVATIE', 'weigering@voorbeeld.be', { voornaam: 'W', achternaam: 'E', gebruikersnaam: 'w', link: 'http://x.be' });
    smtp.state.refuse = true;
    const worker = createMailWorker(t.db, { ...t.config, smtpUrl: smtp.url }, { maxAttempts: 3, backoff: [0] });
    for (let i = 0; i < 3; i++) await worker.drain();
    expect(await statusOf(id)).toBe('ERROR');
    const logs = await t.db.query<{ status: string }>('SELECT status FROM mail_logs WHERE idmail = $1 ORDER BY id', [id]);
    expect(logs.map((l) => l.status)).toEqual(['RETRY', 'RETRY', 'ERROR']);
    smtp.state.refuse = false;
    await t.db.query(`UPDATE mails SET status = 'NEW', attempts = 0, next_attempt_at = now() WHERE idmail = $1`, [id]);
    await worker.drain();
    await worker.stop();
    expect(await statusOf(id)).toBe('PROCESSED');
    expect(smtp.received.filter((m) => m.to.includes('weigering@voorbeeld.be'))).toHaveLength(1);
  });
});

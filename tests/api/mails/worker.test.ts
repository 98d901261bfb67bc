import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../server/db';
import { mailLogText } from '../../../server/mail/logText';
import { createMailWorker } from '../../../server/mail/worker';
import { queueMail } from '../../../server/repositories/mails';
import { as, login, useTestApp } from '../../helpers/app';
import { useSmtp } from '../../helpers/smtp';

describe('mail queue delivery', () => {
  const t = useTestApp();
  const smtp = useSmtp();

  const statusOf = async (idmail: number) => (await t.db.query<{ status: string }>('SELECT status FROM mails WHERE idmail = $1', [idmail]))[0]!.status;

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
    // Sent, the link's token is no longer kept in the database, only in the recipient's mailbox.
    const [link] = await t.db.query<{ value: string }>(
      `SELECT p.value FROM mail_params p JOIN mail_params u ON u.idmail = p.idmail AND u.name = 'gebruikersnaam' WHERE u.value = 'N1003' AND p.name = 'link'`,
    );
    expect(link!.value).toBe('http://portaal.test/token/••••••');
  });

  it('gives a reset mail sent again a fresh link, and the first link stops working', async () => {
    await t.app.inject({ method: 'POST', url: '/api/crm/user/resetpass/N1004' });
    const worker = createMailWorker(t.db, { ...t.config, smtpUrl: smtp.url });
    await worker.drain();
    const linkOf = (raw: string) => raw.replace(/=\r?\n/g, '').match(/\/token\/([\w-]{20,})/)![1]!;
    const first = linkOf(smtp.received.filter((m) => m.to.includes('n1004@demo.orde-dierenartsen.be')).at(-1)!.raw);
    const [mail] = await t.db.query<{ idmail: number }>(
      `SELECT p.idmail FROM mail_params p WHERE p.name = 'gebruikersnaam' AND p.value = 'N1004' ORDER BY p.idmail DESC LIMIT 1`,
    );
    const sec = await login(t.app, 'secretariaat');
    expect((await as(t.app, sec, { method: 'POST', url: `/api/mails/${mail!.idmail}`, payload: { status: 'NEW' } })).statusCode).toBe(200);
    await worker.drain();
    await worker.stop();
    const again = linkOf(smtp.received.filter((m) => m.to.includes('n1004@demo.orde-dierenartsen.be')).at(-1)!.raw);
    expect(again).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: `/api/crm/user/token/${first}` })).json().errorcode).toBe('TOKEN_NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: `/api/crm/user/token/${again}` })).json()).toEqual({ username: 'N1004' });
  });

  it('escapes parameters in the HTML part', async () => {
    const id = await queueMail(t.db, 'WACHTWOORD_RESET', 'html@voorbeeld.be', {
      voornaam: '<script>x</script>',
      achternaam: 'A',
      gebruikersnaam: 'g',
      link: 'http://x.be',
    });
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

  it('retries a refused mail, logs every try (read here in Dutch), ends in ERROR and is delivered once put back to NEW', async () => {
    const id = await queueMail(t.db, 'ACTIVATIE', 'weigering@voorbeeld.be', { voornaam: 'W', achternaam: 'E', gebruikersnaam: 'w', link: 'http://x.be' });
    smtp.state.refuse = true;
    const logger = { warn: vi.fn(), error: vi.fn() };
    const worker = createMailWorker(t.db, { ...t.config, smtpUrl: smtp.url }, { maxAttempts: 3, backoff: [0], logger });
    for (let i = 0; i < 3; i++) await worker.drain();
    expect(await statusOf(id)).toBe('ERROR');
    const logs = await t.db.query<{ status: string; message: string }>('SELECT status, message FROM mail_logs WHERE idmail = $1 ORDER BY id', [id]);
    expect(logs.map((l) => ({ ...l, message: mailLogText('nl', l.message) }))).toEqual([
      { status: 'RETRY', message: 'Poging 1 mislukt: de mailserver weigerde de mail (451).' },
      { status: 'RETRY', message: 'Poging 2 mislukt: de mailserver weigerde de mail (451).' },
      { status: 'ERROR', message: 'Poging 3 mislukt: de mailserver weigerde de mail (451).' },
    ]);
    // The server's own words stay in the server log.
    expect(logger.warn.mock.calls.map(([details]) => (details as { err: Error }).err.message)).toEqual(
      Array(3).fill(expect.stringContaining('451 tijdelijk niet beschikbaar')),
    );
    smtp.state.refuse = false;
    await t.db.query(`UPDATE mails SET status = 'NEW', attempts = 0, next_attempt_at = now() WHERE idmail = $1`, [id]);
    await worker.drain();
    await worker.stop();
    expect(await statusOf(id)).toBe('PROCESSED');
    expect(smtp.received.filter((m) => m.to.includes('weigering@voorbeeld.be'))).toHaveLength(1);
  });

  it('keeps its claims while a slow mail server takes longer than the lease, so a second worker sends none again', async () => {
    const recipients = [1, 2, 3, 4, 5, 6].map((i) => `traag${i}@voorbeeld.be`);
    for (const to of recipients) await queueMail(t.db, 'ACTIVATIE', to, { voornaam: 'T', achternaam: 'R', gebruikersnaam: 't', link: 'http://x.be' });
    smtp.state.delayMs = 2000;
    const config = { ...t.config, smtpUrl: smtp.url };
    const slow = createMailWorker(t.db, config, { leaseSeconds: 1.5, concurrency: 2 });
    const other = createMailWorker(t.db, config, { leaseSeconds: 1.5, concurrency: 2 });
    try {
      let busy = true;
      const first = slow.drain().finally(() => {
        busy = false;
      });
      // The second worker keeps looking for due mails the whole time the first one is sending.
      while (busy) {
        await other.drain();
        await new Promise((r) => setTimeout(r, 100));
      }
      await first;
    } finally {
      smtp.state.delayMs = 0;
      await slow.stop();
      await other.stop();
    }
    for (const to of recipients)
      expect(
        smtp.received.filter((m) => m.to.includes(to)),
        to,
      ).toHaveLength(1);
    const rows = await t.db.query<{ status: string; attempts: number }>(`SELECT status, attempts FROM mails WHERE recipient LIKE 'traag%@voorbeeld.be'`);
    expect(rows).toEqual(recipients.map(() => ({ status: 'PROCESSED', attempts: 1 })));
  });

  it('does not send a mail the secretariat stops after the worker claimed it', async () => {
    const id = await queueMail(t.db, 'ACTIVATIE', 'laat-gestopt@voorbeeld.be', { voornaam: 'L', achternaam: 'G', gebruikersnaam: 'l', link: 'http://x.be' });
    const sec = await login(t.app, 'secretariaat');
    let stoppedAfterClaim = false;
    // The secretariat's click lands between the worker's claim and its send.
    const db: Db = {
      ...t.db,
      async tx(fn) {
        const claimed = await t.db.tx(fn);
        if ((claimed as { idmail: number }[]).some((m) => m.idmail === id)) {
          const res = await as(t.app, sec, { method: 'POST', url: `/api/mails/${id}`, payload: { status: 'STOP' } });
          stoppedAfterClaim = res.statusCode === 200;
        }
        return claimed;
      },
    };
    const worker = createMailWorker(db, { ...t.config, smtpUrl: smtp.url });
    await worker.drain();
    await worker.stop();
    expect(stoppedAfterClaim).toBe(true);
    expect(smtp.received.some((m) => m.to.includes('laat-gestopt@voorbeeld.be'))).toBe(false);
    // The claim was no try: the mail shows none, and its log holds only the secretariat's change.
    expect((await t.db.query('SELECT status, attempts FROM mails WHERE idmail = $1', [id]))[0]).toEqual({ status: 'STOP', attempts: 0 });
    const logs = await t.db.query<{ status: string; message: string }>('SELECT status, message FROM mail_logs WHERE idmail = $1', [id]);
    expect(logs.map((l) => ({ ...l, message: mailLogText('nl', l.message) }))).toEqual([
      { status: 'STOP', message: 'Status gewijzigd naar Gestopt door secretariaat.' },
    ]);
  });
});

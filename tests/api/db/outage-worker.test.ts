import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../../../server/db';
import { createMailWorker } from '../../../server/mail/worker';
import { queueMail } from '../../../server/repositories/mails';
import { createTestApp } from '../../helpers/app';
import { startSmtp } from '../../helpers/smtp';
import { startTcpProxy } from '../../helpers/tcpProxy';

const url = process.env.DATABASE_URL;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
    await wait(100);
  }
}

// The worker reaches the database through a proxy the test takes away; PGlite has no connections to lose.
describe.skipIf(!url)('the mail worker while PostgreSQL is away', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let workerDb: Db;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  beforeAll(async () => {
    process.on('uncaughtException', onUncaught);
    t = await createTestApp();
    smtp = await startSmtp();
    const target = new URL(url!);
    proxy = await startTcpProxy(Number(target.port || 5432), target.hostname);
    workerDb = await openDb({ databaseUrl: proxy.url(target.pathname.slice(1)), schema: t.schema, connectionTimeoutMillis: 1000, onConnectionLost: () => {} });
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await proxy?.up();
    await workerDb?.close();
    await proxy?.close();
    await smtp?.close();
    await t?.close();
  });

  const queue = (recipient: string) =>
    queueMail(t.db, 'WACHTWOORD_RESET', recipient, { voornaam: 'A', achternaam: 'B', gebruikersnaam: recipient, link: 'http://portaal.test' });
  const sentTo = (recipient: string) => smtp.received.some((m) => m.to.includes(recipient));

  it('keeps running through the outage, backs off, and sends what was queued meanwhile once the database is back', async () => {
    const logged: { level: string; message: string }[] = [];
    const logger = {
      warn: (_: object, message: string) => logged.push({ level: 'warn', message }),
      error: (_: object, message: string) => logged.push({ level: 'error', message }),
    };
    const worker = createMailWorker(workerDb, { ...t.config, smtpUrl: smtp.url }, { pollMs: 50, leaseSeconds: 2, logger });
    worker.start();
    try {
      await queue('voor@voorbeeld.be');
      await until(() => sentTo('voor@voorbeeld.be'), 10_000);

      await proxy.down();
      const during = ['tijdens1@voorbeeld.be', 'tijdens2@voorbeeld.be', 'tijdens3@voorbeeld.be'];
      for (const recipient of during) await queue(recipient);
      await wait(2500);
      expect(during.some(sentTo)).toBe(false);
      const failures = logged.filter((l) => l.message === 'Mailwachtrij niet gelezen').length;
      expect(failures).toBeGreaterThan(0);
      // Polling every 50 ms would fail some 50 times in 2.5 s; backing off, it fails a handful.
      expect(failures).toBeLessThanOrEqual(8);

      await proxy.up();
      await until(() => during.every(sentTo), 10_000);
      // A mail is marked once the SMTP server has taken it, a moment after it arrived there.
      const statuses = () => t.db.query<{ status: string }>(`SELECT status FROM mails WHERE recipient = ANY($1::text[])`, [during]);
      await until(async () => (await statuses()).every((s) => s.status === 'PROCESSED'), 10_000);
      expect((await statuses()).map((s) => s.status)).toEqual(['PROCESSED', 'PROCESSED', 'PROCESSED']);
      // Each sent once, for all the failed passes before.
      for (const recipient of during) expect(smtp.received.filter((m) => m.to.includes(recipient))).toHaveLength(1);
      // The pass that sent them logs the recovery when it ends, after one more look at the queue.
      await until(() => logged.some((l) => l.message === 'Mailwachtrij weer bereikbaar'), 10_000);
      expect(uncaught.map(String)).toEqual([]);
    } finally {
      await worker.stop();
    }
  });
});

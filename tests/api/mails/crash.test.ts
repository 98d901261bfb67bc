import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/app';
import { startSmtp } from '../../helpers/smtp';

const url = process.env.DATABASE_URL;
const MAILS = 2000;
const CONCURRENCY = 8;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timeout');
    await wait(100);
  }
}

// Two processes share the queue, which takes a server database: PGlite belongs to one process.
describe.skipIf(!url)('mail worker killed mid-batch (PostgreSQL)', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let schema: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    smtp = await startSmtp();
    [{ schema }] = await ctx.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    await ctx.db.query(
      `INSERT INTO mails (idmailtemplate, recipient)
       SELECT (SELECT idmailtemplate FROM mail_templates WHERE name = 'ACTIVATIE'), 'lid' || g || '@voorbeeld.be'
         FROM generate_series(1, ${MAILS}) g`,
    );
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await smtp.close();
    await ctx.close();
  });

  const startWorker = () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/mail/worker-cli.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: `${url}${url!.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'http://portaal.test',
        MAIL_LEASE_SECONDS: '2',
        MAIL_POLL_MS: '100',
        MAIL_CONCURRENCY: String(CONCURRENCY),
        // Only the queue's own mails: the reminders' scheduler would add its own to the count.
        REMINDERS: '0',
      },
      stdio: 'ignore',
    });
    children.push(child);
    return child;
  };

  it('delivers every mail after a restart, each repeat carrying the same Message-ID', async () => {
    const first = startWorker();
    await until(() => smtp.received.length >= MAILS / 4, 60_000);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const beforeRestart = smtp.received.length;
    expect(beforeRestart).toBeLessThan(MAILS);

    startWorker();
    const processed = async () => (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mails WHERE status = 'PROCESSED'`))[0]!.n === MAILS;
    await until(processed, 90_000);

    const ids = smtp.received.map((m) => /Message-ID: (<[^>]+>)/i.exec(m.raw)![1]);
    const unique = new Set(ids);
    expect(unique.size).toBe(MAILS);
    // At least once: only the mails in flight at the kill may arrive twice.
    expect(ids.length - unique.size).toBeLessThanOrEqual(CONCURRENCY);
  });
});

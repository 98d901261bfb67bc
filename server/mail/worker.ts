import type { Config } from '../config';
import type { Db } from '../db';
import { claimMails, logAttempt, markFailed, markProcessed } from '../repositories/mailQueue';
import { renderHtml, renderText } from './render';
import { createTransport, type MailTransport } from './transport';

export interface WorkerOptions {
  batchSize?: number;
  maxAttempts?: number;
  /** Seconds before a retry, by attempt number: 1st retry after backoff[0] seconds, ... */
  backoff?: number[];
  leaseSeconds?: number;
  pollMs?: number;
  concurrency?: number;
}

const DEFAULTS: Required<WorkerOptions> = {
  batchSize: 100,
  maxAttempts: 5,
  backoff: [30, 120, 600, 1800],
  leaseSeconds: 120,
  pollMs: 1000,
  concurrency: 8,
};

export const messageIdFor = (idmail: number, config: Config) => `<mail-${idmail}@${new URL(config.publicUrl).hostname}>`;

/**
 * Delivers the queue at least once: a mail is marked PROCESSED only after the SMTP server took it,
 * and every mail keeps one Message-ID over all its tries, so a receiver can drop a repeat.
 */
export function createMailWorker(db: Db, config: Config, options: WorkerOptions = {}, transport?: MailTransport) {
  const o = { ...DEFAULTS, ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) } as Required<WorkerOptions>;
  const mailer = transport ?? createTransport(config.smtpUrl, `${config.dataDir}/outbox`);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function deliver(mail: Awaited<ReturnType<typeof claimMails>>[number]) {
    const messageId = messageIdFor(mail.idmail, config);
    try {
      const result = await mailer.send({
        from: config.mailFrom,
        to: mail.recipient,
        subject: renderText(mail.subject, mail.params),
        text: renderText(mail.body, mail.params),
        html: renderHtml(mail.body, mail.params),
        messageId,
      });
      await markProcessed(db, mail.idmail, messageId);
      await logAttempt(db, mail.idmail, 'PROCESSED', `Poging ${mail.attempts}: verstuurd. ${result}`);
    } catch (error) {
      const final = mail.attempts >= o.maxAttempts;
      const wait = o.backoff[Math.min(mail.attempts - 1, o.backoff.length - 1)] ?? 60;
      await markFailed(db, mail.idmail, final, wait);
      const reason = (error as Error).message ?? String(error);
      await logAttempt(db, mail.idmail, final ? 'ERROR' : 'RETRY', `Poging ${mail.attempts} mislukt: ${reason}`);
    }
  }

  /** One pass: claim and send until nothing is due. Returns how many mails were tried. */
  async function drain(): Promise<number> {
    let total = 0;
    while (!stopped) {
      const batch = await db.tx((q) => claimMails(q, o.batchSize, o.leaseSeconds));
      if (batch.length === 0) break;
      for (let i = 0; i < batch.length; i += o.concurrency) {
        await Promise.all(batch.slice(i, i + o.concurrency).map(deliver));
      }
      total += batch.length;
    }
    return total;
  }

  const tick = async () => {
    if (!running) {
      running = drain().finally(() => {
        running = undefined;
      });
    }
    return running;
  };

  return {
    drain: tick,
    start() {
      stopped = false;
      timer = setInterval(() => {
        tick().catch(() => {});
      }, o.pollMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => {});
      mailer.close();
    },
  };
}

import type { Config } from '../config';
import type { Db } from '../db';
import { describe, isDbUnavailable, summary } from '../db/unavailable';
import { type ClaimedMail, claimMails, recordDelivery, recordFailure, releaseClaims, renewLeases, stillClaimed } from '../repositories/mailQueue';
import { settlesWithin } from '../shutdown';
import { failureReason } from './errors';
import { logLine } from './logText';
import { renderHtml, renderText, withoutEmptyLines } from './render';
import { createTransport, type MailTransport } from './transport';

/** The part of the server logger (pino, server/log.ts) the worker uses; console when it runs without one. */
export interface MailLogger {
  info?(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface WorkerOptions {
  maxAttempts?: number;
  /** Seconds before a retry, by attempt number: 1st retry after backoff[0] seconds, ... */
  backoff?: number[];
  /** How long a claim lasts; renewed every third of it while the mail is being sent. */
  leaseSeconds?: number;
  pollMs?: number;
  /** Mails sent at once; the worker never holds more claims than this. */
  concurrency?: number;
  logger?: MailLogger;
}

/** One line per event, an error as its code and message: a lost connection's error object drags its client along. */
const oneLine = (details: object) => JSON.stringify(details, (_key, value) => (value instanceof Error ? summary(value) : value));
const consoleLogger: MailLogger = {
  warn: (details, message) => console.warn(`${message} ${oneLine(details)}`),
  error: (details, message) => console.error(`${message} ${oneLine(details)}`),
};

/** A database that is away is logged by code and message, once per failure; anything else with its stack, to be fixed. */
const dbFailure = (error: unknown) => (isDbUnavailable(error) ? describe(error) : { err: error });

const DEFAULTS: Required<WorkerOptions> = {
  maxAttempts: 5,
  backoff: [30, 120, 600, 1800],
  leaseSeconds: 120,
  pollMs: 1000,
  concurrency: 8,
  logger: consoleLogger,
};

/** The longest wait between passes while they fail: the worker resumes within seconds of the database's return. */
const MAX_BACKOFF_MS = 5000;
/** How long stop() waits for the mails on their way before it cuts them off and hands them back. */
export const STOP_TIMEOUT_MS = 10_000;
/** After a cut-off, how long the aborted sends get to come back before their claims are handed back anyway. */
const ABORT_GRACE_MS = 1000;

export const messageIdFor = (idmail: number, config: Config) => `<mail-${idmail}@${new URL(config.publicUrl).hostname}>`;

/**
 * Delivers the queue at least once: a mail is marked PROCESSED only after the SMTP server took it,
 * and every mail keeps one Message-ID over all its tries, so a receiver can drop a repeat.
 */
export function createMailWorker(db: Db, config: Config, options: WorkerOptions = {}, transport?: MailTransport) {
  const o = { ...DEFAULTS, ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) } as Required<WorkerOptions>;
  const log = o.logger;
  const mailer = transport ?? createTransport(config.smtpUrl, `${config.dataDir}/outbox`, o.concurrency);
  /** The claims this worker holds: idmail -> the try it claimed. */
  const claims = new Map<number, number>();
  /** Claims a stop leaves unsent (not started, or cut off): handed back to the queue. */
  const handBack = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let keeper: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;
  /** The stop's bound has passed: a send that fails now was cut off, not refused. */
  let cutOff = false;

  async function send(mail: ClaimedMail) {
    const attempt = mail.attempts;
    const messageId = messageIdFor(mail.idmail, config);
    let result: string;
    try {
      result = await mailer.send({
        from: config.mailFrom,
        to: mail.recipient,
        subject: renderText(mail.subject, mail.params),
        text: renderText(withoutEmptyLines(mail.body, mail.params), mail.params),
        html: renderHtml(withoutEmptyLines(mail.body, mail.params), mail.params, mail.language),
        messageId,
      });
    } catch (error) {
      if (cutOff) {
        handBack.set(mail.idmail, attempt);
        return;
      }
      // No longer renewed from here on, so a renewal cannot push the back-off written next out to a whole lease.
      claims.delete(mail.idmail);
      log.warn({ err: error, idmail: mail.idmail, attempt, reqId: mail.requestId }, 'Mail niet verstuurd');
      const final = attempt >= o.maxAttempts;
      const wait = o.backoff[Math.min(attempt - 1, o.backoff.length - 1)] ?? 60;
      await recordFailure(db, mail, final, wait, logLine('failed', { attempt, reason: failureReason(error) }));
      return;
    }
    claims.delete(mail.idmail);
    await recordDelivery(db, mail.idmail, messageId, logLine('sent', { attempt, result }));
    log.info?.({ idmail: mail.idmail, attempt, reqId: mail.requestId }, 'Mail verstuurd');
  }

  /**
   * Whether a claimed mail may still be sent, asked right before the send. The checks of the mails
   * that start together share one query, so the check costs one query per claim, not per mail.
   */
  let checks: { mail: ClaimedMail; resolve: (ok: boolean) => void; reject: (error: unknown) => void }[] = [];
  const mayStillSend = (mail: ClaimedMail) =>
    new Promise<boolean>((resolve, reject) => {
      if (checks.push({ mail, resolve, reject }) > 1) return;
      queueMicrotask(() => {
        const asked = checks;
        checks = [];
        stillClaimed(
          db,
          asked.map((c) => c.mail),
        ).then(
          (ok) => {
            for (const c of asked) c.resolve(ok.has(c.mail.idmail));
          },
          (error) => {
            for (const c of asked) c.reject(error);
          },
        );
      });
    });

  /** One claimed mail; never throws, so one bad mail or a database hiccup does not stop the others. */
  async function deliver(mail: ClaimedMail) {
    try {
      // The secretariat may have stopped the mail since the claim; a stopping worker starts no send.
      if (!stopped && (await mayStillSend(mail)) && !stopped) await send(mail);
      else if (stopped) handBack.set(mail.idmail, mail.attempts);
    } catch (error) {
      // The database failed around the try: the lease runs out and the mail is tried again (at least once).
      log.error({ ...dbFailure(error), idmail: mail.idmail, reqId: mail.requestId }, 'Mailwachtrij niet bijgewerkt');
    } finally {
      claims.delete(mail.idmail);
    }
  }

  async function renew() {
    if (claims.size === 0) return;
    try {
      await renewLeases(db, claims, o.leaseSeconds);
    } catch (error) {
      log.error(dbFailure(error), 'Lease van mails niet verlengd');
    }
  }

  /**
   * One pass: claim and send until nothing is due. A claim covers only what is sent at once (at most
   * `concurrency` mails), and leases are renewed while they are sent, so a slow but healthy worker
   * never loses a mail to another worker. Returns how many mails were tried.
   */
  async function drain(): Promise<number> {
    let total = 0;
    const sending = new Set<Promise<void>>();
    keeper = setInterval(() => void renew(), (o.leaseSeconds * 1000) / 3);
    try {
      while (!stopped) {
        const mails = await db.tx((q) => claimMails(q, o.concurrency - sending.size, o.leaseSeconds));
        for (const mail of mails) {
          claims.set(mail.idmail, mail.attempts);
          const done: Promise<void> = deliver(mail).finally(() => sending.delete(done));
          sending.add(done);
        }
        total += mails.length;
        if (sending.size === 0) break;
        // Claim again once half the slots are free, so one claim query serves several sends; when
        // nothing was due, look again as soon as one send ends (a failed try may be due at once).
        const refillAt = mails.length > 0 ? Math.floor(o.concurrency / 2) : sending.size - 1;
        while (sending.size > refillAt) await Promise.race(sending);
      }
    } finally {
      await Promise.all(sending);
      clearInterval(keeper);
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

  /**
   * Polls for as long as the worker runs, whatever fails: while the database is away each failed
   * pass doubles the wait (up to MAX_BACKOFF_MS), so the log is not flooded, and the first pass
   * that succeeds again brings the normal pace back.
   */
  let failures = 0;
  const poll = async () => {
    try {
      await tick();
      if (failures > 0) log.warn({ failures }, 'Mailwachtrij weer bereikbaar');
      failures = 0;
    } catch (error) {
      failures += 1;
      log.error({ ...dbFailure(error), failures }, 'Mailwachtrij niet gelezen');
    }
    if (stopped) return;
    const wait = failures === 0 ? o.pollMs : Math.min(o.pollMs * 2 ** failures, Math.max(o.pollMs, MAX_BACKOFF_MS));
    timer = setTimeout(poll, wait);
  };

  return {
    drain: tick,
    start() {
      stopped = false;
      cutOff = false;
      failures = 0;
      timer = setTimeout(poll, o.pollMs);
    },
    /**
     * Stops claiming, waits up to `timeoutMs` for the mails on their way, then cuts off those still
     * going and hands every claim it did not use back to the queue (releaseClaims), so another
     * worker sends them at once instead of after the lease. A cut-off mail the SMTP server had
     * already taken may arrive twice: delivery stays at least once, with one Message-ID.
     */
    async stop(timeoutMs = STOP_TIMEOUT_MS) {
      stopped = true;
      if (timer) clearTimeout(timer);
      const pass = running;
      if (pass && !(await settlesWithin(pass, timeoutMs))) {
        cutOff = true;
        mailer.close(true);
        await settlesWithin(pass, ABORT_GRACE_MS);
      }
      clearInterval(keeper);
      // A claim whose send never came back (the database hung) is handed back as well.
      const unused = new Map([...claims, ...handBack]);
      claims.clear();
      handBack.clear();
      if (unused.size > 0) {
        try {
          const count = await releaseClaims(db, unused);
          log.info?.({ mails: [...unused.keys()], count }, 'Mails teruggegeven aan de wachtrij');
        } catch (error) {
          log.error({ ...dbFailure(error), mails: [...unused.keys()] }, 'Mails niet teruggegeven; ze worden verstuurd na de lease');
        }
      }
      mailer.close();
    },
  };
}

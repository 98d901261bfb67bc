import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { logLine } from './logText';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

export interface MailTransport {
  /** What the server or the outbox said, for the delivery log: a log line (./logText.ts) or a text as it is. */
  send(mail: OutgoingMail): Promise<string>;
  /** `force` also cuts off the mails on their way (they fail), for a worker whose stop ran out of time. */
  close(force?: boolean): void;
}

/**
 * SMTP through pooled nodemailer connections, or, without SMTP_URL, one .eml file per mail. The
 * worker passes how many mails it sends at once as the number of connections, so a mail handed over
 * goes on the wire at once instead of waiting in the pool after the worker's last status check.
 */
export function createTransport(smtpUrl: string | undefined, outboxDir: string, maxConnections = 4): MailTransport {
  if (smtpUrl) {
    const url = new URL(smtpUrl);
    const transporter = nodemailer.createTransport({
      pool: true,
      maxConnections,
      host: url.hostname,
      port: Number(url.port || 25),
      secure: url.protocol === 'smtps:',
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      tls: { rejectUnauthorized: url.searchParams.get('tls') !== 'insecure' },
      ignoreTLS: url.searchParams.get('starttls') === 'off',
      // A stalled server must fail the try within a minute (and be retried), not hold the mail's
      // lease for nodemailer's default ten minutes.
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      async send(mail) {
        const info = await transporter.sendMail(mail);
        // The server's own reply is English and technical; its code says enough for the log.
        const code = /^\d{3}/.exec(info.response ?? '')?.[0];
        return logLine('accepted', { code: code ? ` (${code})` : '' });
      },
      close: (force = false) => transporter.close({ force }),
    };
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await writer.sendMail(mail);
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${mail.messageId.replace(/[<>@]/g, '_')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      return logLine('file', { file: path.basename(file) });
    },
    close: () => {},
  };
}

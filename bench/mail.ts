import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../server/config';
import type { Db } from '../server/db';
import { createMailWorker } from '../server/mail/worker';

export const MAIL_COUNT = 10_000;

/**
 * DESIGN §5: 10,000 election invitations through the queue to an SMTP server on loopback. The
 * mails are queued as NEW rows with their parameters; the clock runs from the worker's first claim
 * until the SMTP server has accepted the last one and every row is PROCESSED.
 */
export async function measureMailQueue(db: Db) {
  let accepted = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        accepted++;
        callback();
      });
    },
  });
  smtp.on('error', () => {});
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  try {
    const [{ id } = { id: 0 }] = await db.query<{ id: number }>(
      `WITH added AS (
         INSERT INTO mails (idmailtemplate, recipient)
         SELECT (SELECT idmailtemplate FROM mail_templates WHERE name = 'VERKIEZING_UITNODIGING'), 'lid' || g || '@bench.orde-dierenartsen.be'
           FROM generate_series(1, ${MAIL_COUNT}) g RETURNING idmail)
       SELECT min(idmail)::int AS id FROM added`,
    );
    await db.query(
      `INSERT INTO mail_params (idmail, name, value)
       SELECT m.idmail, p.name, p.value FROM mails m
        CROSS JOIN (VALUES ('voornaam', 'Jan'), ('achternaam', 'Peeters'), ('verkiezing', 'Raad van de Orde 2027'),
                           ('begin', '01/02/2027 09:00'), ('einde', '15/02/2027 18:00'), ('link', 'http://localhost/verkiezingen/1')) AS p(name, value)
        WHERE m.idmail >= $1 AND m.status = 'NEW'`,
      [id],
    );
    const config = { ...loadConfig({ PUBLIC_URL: 'http://localhost:8080' }), smtpUrl: `smtp://127.0.0.1:${port}?starttls=off` };
    const worker = createMailWorker(db, config, { concurrency: 32 });
    const started = performance.now();
    await worker.drain();
    const seconds = (performance.now() - started) / 1000;
    await worker.stop();
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mails WHERE idmail >= $1 AND status = 'PROCESSED'`, [id]);
    return { seconds, processed: n, accepted, perSecond: n / seconds };
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
}

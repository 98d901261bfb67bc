import type { Queryable } from '../db';

export interface ClaimedMail {
  idmail: number;
  recipient: string;
  attempts: number;
  subject: string;
  body: string;
  params: Record<string, string>;
}

/**
 * Claims due NEW mails for this worker. Pushing next_attempt_at forward is the lease: a worker that
 * dies mid-send leaves the mail NEW, and another picks it up once the lease has run out.
 */
export const claimMails = (q: Queryable, batch: number, leaseSeconds: number) =>
  q.query<ClaimedMail>(
    `WITH due AS (
       SELECT idmail FROM mails WHERE status = 'NEW' AND next_attempt_at <= now()
        ORDER BY next_attempt_at, idmail LIMIT $1 FOR UPDATE SKIP LOCKED
     )
     UPDATE mails m SET attempts = m.attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
       FROM due, mail_templates t
      WHERE m.idmail = due.idmail AND t.idmailtemplate = m.idmailtemplate
     RETURNING m.idmail, m.recipient, m.attempts, t.subject, t.body,
       coalesce((SELECT json_object_agg(p.name, p.value) FROM mail_params p WHERE p.idmail = m.idmail), '{}'::json) AS params`,
    [batch, leaseSeconds],
  );

export const markProcessed = (q: Queryable, idmail: number, messageId: string) =>
  q.query(
    `UPDATE mails SET status = 'PROCESSED', message_id = $2, processed_at = now() WHERE idmail = $1 AND status = 'NEW'`,
    [idmail, messageId],
  );

/** A failed try: back to the queue after the back-off, or ERROR after the last try. */
export const markFailed = (q: Queryable, idmail: number, final: boolean, retryInSeconds: number) =>
  q.query(
    `UPDATE mails SET status = CASE WHEN $2 THEN 'ERROR' ELSE status END, next_attempt_at = now() + make_interval(secs => $3)
      WHERE idmail = $1 AND status = 'NEW'`,
    [idmail, final, retryInSeconds],
  );

export const logAttempt = (q: Queryable, idmail: number, status: string, message: string) =>
  q.query('INSERT INTO mail_logs (idmail, status, message) VALUES ($1, $2, $3)', [idmail, status, message]);

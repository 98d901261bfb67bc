import type { Language } from '../../domain/language';
import { MASK, SECRET_LINK } from '../../domain/mailTemplates';
import type { Queryable } from '../db';

export interface ClaimedMail {
  idmail: number;
  recipient: string;
  /** The try this claim is for; it also tells this claim apart from a later one of another worker. */
  attempts: number;
  subject: string;
  body: string;
  params: Record<string, string>;
  /** The request that queued the mail, for the worker's log lines about it. */
  requestId: string | null;
  /** The language the subject, body and parameters are in (the HTML part's `lang`). */
  language: Language;
}

/**
 * Claims due NEW mails for this worker. Pushing next_attempt_at forward is the lease: a worker that
 * dies mid-send leaves the mail NEW, and another picks it up once the lease has run out.
 *
 * Each comes in its recipient's language as it is now: the account's, whatever it was when the mail
 * was queued; for an address without an account, the language of the request that queued it
 * (Dutch where none was known). A French template not yet written (migration 077) is sent in Dutch,
 * as a whole; a parameter that is a word of the product comes in the same language.
 */
export const claimMails = (q: Queryable, limit: number, leaseSeconds: number) =>
  q.query<ClaimedMail>(
    `WITH due AS (
       SELECT idmail FROM mails WHERE status = 'NEW' AND next_attempt_at <= now() AND NOT EXISTS (SELECT 1 FROM app_state WHERE name = 'mail_paused')
        ORDER BY next_attempt_at, idmail LIMIT $1 FOR UPDATE SKIP LOCKED
     ), claimed AS (
       UPDATE mails m SET attempts = m.attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
         FROM due WHERE m.idmail = due.idmail
       RETURNING m.idmail, m.recipient, m.attempts, m.idmailtemplate, m.request_id, m.recipient_username, m.language
     ), worded AS (
       SELECT c.*, coalesce(u.language, c.language, 'nl') AS lang, (t.subject_fr <> '' AND t.body_fr <> '') AS has_french,
              t.subject, t.body, t.subject_fr, t.body_fr
         FROM claimed c JOIN mail_templates t ON t.idmailtemplate = c.idmailtemplate
         LEFT JOIN users u ON u.username = c.recipient_username
     )
     SELECT r.idmail, r.recipient, r.attempts, r.request_id AS "requestId",
            CASE WHEN r.lang = 'fr' AND r.has_french THEN r.subject_fr ELSE r.subject END AS subject,
            CASE WHEN r.lang = 'fr' AND r.has_french THEN r.body_fr ELSE r.body END AS body,
            CASE WHEN r.lang = 'fr' AND r.has_french THEN 'fr' ELSE 'nl' END AS language,
            coalesce((SELECT json_object_agg(p.name, CASE WHEN r.lang = 'fr' AND r.has_french THEN coalesce(p.value_fr, p.value) ELSE p.value END)
                        FROM mail_params p WHERE p.idmail = r.idmail), '{}'::json) AS params
       FROM worded r`,
    [limit, leaseSeconds],
  );

/** Extends the leases of the mails this worker is still sending, so a slow server does not cost them. */
export const renewLeases = (q: Queryable, claims: ReadonlyMap<number, number>, leaseSeconds: number) =>
  q.query(
    `UPDATE mails m SET next_attempt_at = now() + make_interval(secs => $3)
       FROM unnest($1::bigint[], $2::int[]) AS c(idmail, attempts)
      WHERE m.idmail = c.idmail AND m.attempts = c.attempts AND m.status = 'NEW'`,
    [[...claims.keys()], [...claims.values()], leaseSeconds],
  );

/**
 * Gives back claims a stopping worker will not use (never started, or cut off by its bound): due at
 * once, with the claim's try given back, so another worker sends them now instead of after the
 * lease. Only a claim still this worker's own (same try, still NEW) is touched. Answers how many.
 */
export async function releaseClaims(q: Queryable, claims: ReadonlyMap<number, number>) {
  const rows = await q.query<{ idmail: number }>(
    `UPDATE mails m SET next_attempt_at = now(), attempts = m.attempts - 1
       FROM unnest($1::bigint[], $2::int[]) AS c(idmail, attempts)
      WHERE m.idmail = c.idmail AND m.attempts = c.attempts AND m.status = 'NEW'
     RETURNING m.idmail`,
    [[...claims.keys()], [...claims.values()]],
  );
  return rows.length;
}

/**
 * Of these claims, the mails that may still be sent: still NEW (the secretariat may have stopped one
 * since), not claimed again by another worker, and with the lease not run out. A mail stopped before
 * its try gets the claim's try back, so its count of tries stays true.
 */
export async function stillClaimed(q: Queryable, claims: readonly { idmail: number; attempts: number }[]) {
  const rows = await q.query<{ idmail: number }>(
    `WITH c AS (SELECT * FROM unnest($1::bigint[], $2::int[]) AS c(idmail, attempts)),
     released AS (
       UPDATE mails m SET attempts = m.attempts - 1 FROM c WHERE m.idmail = c.idmail AND m.attempts = c.attempts AND m.status = 'STOP'
     )
     SELECT m.idmail FROM mails m JOIN c ON c.idmail = m.idmail AND c.attempts = m.attempts
      WHERE m.status = 'NEW' AND m.next_attempt_at > now()`,
    [claims.map((c) => c.idmail), claims.map((c) => c.attempts)],
  );
  return new Set(rows.map((r) => Number(r.idmail)));
}

/**
 * The SMTP server took the mail. PROCESSED tells what happened, so it also replaces a STOP or ERROR
 * set while the mail was on its way; a mail another worker already delivered keeps its first time.
 * A reset or activation link in its parameters has done its work once sent, so its token is masked
 * in the database too: no live token stays behind there.
 */
export const recordDelivery = (q: Queryable, idmail: number, messageId: string, message: string) =>
  q.query(
    `WITH done AS (
       UPDATE mails SET status = 'PROCESSED', message_id = $2, processed_at = now() WHERE idmail = $1 AND status <> 'PROCESSED'
     ), masked AS (
       UPDATE mail_params SET value = regexp_replace(value, $4, '\\1' || $5, 'g') WHERE idmail = $1 AND value ~ $4
     )
     INSERT INTO mail_logs (idmail, status, message) VALUES ($1, 'PROCESSED', $3)`,
    // The same pattern as the screens' masking; PostgreSQL's regular expressions read it alike.
    [idmail, messageId, message, SECRET_LINK.source, MASK],
  );

/**
 * A failed try: back to the queue after the back-off, or ERROR after the last try. Only this claim's
 * own try moves the mail; the log keeps every try.
 */
export const recordFailure = (q: Queryable, mail: { idmail: number; attempts: number }, final: boolean, retryInSeconds: number, message: string) =>
  q.query(
    `WITH failed AS (
       UPDATE mails SET status = CASE WHEN $3 THEN 'ERROR' ELSE status END, next_attempt_at = now() + make_interval(secs => $4)
        WHERE idmail = $1 AND attempts = $2 AND status = 'NEW'
     )
     INSERT INTO mail_logs (idmail, status, message) VALUES ($1, $5, $6)`,
    [mail.idmail, mail.attempts, final, retryInSeconds, final ? 'ERROR' : 'RETRY', message],
  );

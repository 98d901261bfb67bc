import { one, type Queryable } from '../db';
import { currentRequestId } from '../requestContext';

/** Whom a mail goes to: an address alone, or an account's username with the address to use. */
type MailRecipient = string | { email: string; username: string | null };

/**
 * Puts one mail in the queue (status NEW) with its parameters; the worker renders and sends it. The
 * mail remembers the request that queued it, for the worker's log lines about it, and the account it
 * is for: it belongs to that account, whoever else has the same address (a member's data, erasure).
 */
export async function queueMail(q: Queryable, template: string, to: MailRecipient, params: Record<string, string>) {
  const { email, username } = typeof to === 'string' ? { email: to, username: null } : to;
  const row = await one<{ idmail: number }>(
    q,
    `INSERT INTO mails (idmailtemplate, recipient, recipient_username, request_id)
     SELECT idmailtemplate, $2, $4, $3 FROM mail_templates WHERE name = $1 RETURNING idmail`,
    [template, email, currentRequestId(), username],
  );
  if (!row) throw new Error(`Mail template ${template} ontbreekt`);
  for (const [name, value] of Object.entries(params)) {
    await q.query('INSERT INTO mail_params (idmail, name, value) VALUES ($1, $2, $3)', [row.idmail, name, value]);
  }
  return row.idmail;
}

export const setMailParam = (q: Queryable, idmail: number, name: string, value: string) =>
  q.query('UPDATE mail_params SET value = $3 WHERE idmail = $1 AND name = $2', [idmail, name, value]);

export const mailParams = (q: Queryable, id: number) =>
  q.query<{ name: string; value: string }>('SELECT name, value FROM mail_params WHERE idmail = $1 ORDER BY name', [id]);

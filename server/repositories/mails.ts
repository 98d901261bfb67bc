import type { Language } from '../../domain/language';
import { one, type Queryable } from '../db';
import { currentRequestId } from '../requestContext';

/**
 * Whom a mail goes to: an address alone, or an account's username with the address to use. An
 * account's mail goes out in the account's language; an address alone in `language`, the language
 * of the request that made it, where known (Dutch otherwise).
 */
type MailRecipient = string | { email: string; username: string | null; language?: Language };

/** A parameter that is a word of the product (a new status), in both languages: the recipient's is sent. */
export interface Worded {
  nl: string;
  fr: string;
}

/**
 * Puts one mail in the queue (status NEW) with its parameters; the worker renders and sends it. The
 * mail remembers the request that queued it, for the worker's log lines about it, and the account it
 * is for: it belongs to that account, whoever else has the same address (a member's data, erasure).
 */
export async function queueMail(q: Queryable, template: string, to: MailRecipient, params: Record<string, string | Worded>) {
  const { email, username, language } = typeof to === 'string' ? { email: to, username: null, language: undefined } : to;
  const row = await one<{ idmail: number }>(
    q,
    `INSERT INTO mails (idmailtemplate, recipient, recipient_username, request_id, language)
     SELECT idmailtemplate, $2, $4, $3, $5 FROM mail_templates WHERE name = $1 RETURNING idmail`,
    [template, email, currentRequestId(), username, language ?? null],
  );
  if (!row) throw new Error(`Mail template ${template} ontbreekt`);
  for (const [name, value] of Object.entries(params)) {
    // The Dutch word is the value the secretariat's queue shows; the French one only where it differs.
    const [nl, fr] = typeof value === 'string' ? [value, null] : [value.nl, value.fr === value.nl ? null : value.fr];
    await q.query('INSERT INTO mail_params (idmail, name, value, value_fr) VALUES ($1, $2, $3, $4)', [row.idmail, name, nl, fr]);
  }
  return row.idmail;
}

export const setMailParam = (q: Queryable, idmail: number, name: string, value: string) =>
  q.query('UPDATE mail_params SET value = $3 WHERE idmail = $1 AND name = $2', [idmail, name, value]);

export const mailParams = (q: Queryable, id: number) =>
  q.query<{ name: string; value: string }>('SELECT name, value FROM mail_params WHERE idmail = $1 ORDER BY name', [id]);

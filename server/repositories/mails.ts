import { one, type Queryable } from '../db';
import { currentRequestId } from '../requestContext';

/**
 * Puts one mail in the queue (status NEW) with its parameters; the worker renders and sends it. The
 * mail remembers the request that queued it, for the worker's log lines about it.
 */
export async function queueMail(q: Queryable, template: string, recipient: string, params: Record<string, string>) {
  const row = await one<{ idmail: number }>(
    q,
    `INSERT INTO mails (idmailtemplate, recipient, request_id)
     SELECT idmailtemplate, $2, $3 FROM mail_templates WHERE name = $1 RETURNING idmail`,
    [template, recipient, currentRequestId()],
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

import type { z } from 'zod';
import type { MailStatus } from '../../domain/mailTemplates';
import type { mailLogSchema, mailRowSchema } from '../../domain/schemas/responses/templates';
import { one, type Queryable } from '../db';
import { type Paging, page, where } from './paging';

type MailRow = z.output<typeof mailRowSchema>;

const COLUMNS = `m.idmail AS id, m.idmail, m.recipient, m.status, m.creationdate, m.attempts, m.processed_at, m.message_id,
  t.name AS template, t.description`;
const FROM = 'mails m JOIN mail_templates t ON t.idmailtemplate = m.idmailtemplate';

export function listMails(q: Queryable, filter: Paging & { status?: string; q?: string | null }) {
  const w = where([
    ...(filter.status ? [['m.status = ?', filter.status] as [string, unknown]] : []),
    ...(filter.q ? [['m.recipient ILIKE ?', `%${filter.q}%`] as [string, unknown]] : []),
  ]);
  return page<MailRow>(q, {
    ...filter,
    columns: COLUMNS,
    from: `${FROM} ${w.sql}`,
    countFrom: `mails m ${w.sql}`,
    params: w.params,
    orderBy: 'm.creationdate DESC, m.idmail DESC',
  });
}

export const findMail = (q: Queryable, id: number) =>
  one<MailRow>(q, `SELECT ${COLUMNS} FROM ${FROM} WHERE m.idmail = $1`, [id]);

export const mailStats = (q: Queryable) =>
  q.query<{ status: MailStatus; n: number }>('SELECT status, count(*)::int AS n FROM mails GROUP BY status');

export const mailLogs = (q: Queryable, id: number) =>
  q.query<z.output<typeof mailLogSchema>>('SELECT id, at, status, message FROM mail_logs WHERE idmail = $1 ORDER BY at, id', [id]);

export const mailParams = (q: Queryable, id: number) =>
  q.query<{ name: string; value: string }>('SELECT name, value FROM mail_params WHERE idmail = $1 ORDER BY name', [id]);

/**
 * A status set by the secretariat, written to the mail's log with who set it; back to NEW puts the
 * mail at the front of the queue with fresh tries. Only a mail not already in that status changes:
 * false when it was (another secretary, or a double click, was first), and nothing is logged then.
 */
export const setMailStatus = async (q: Queryable, id: number, status: string, message: string) =>
  (
    await q.query(
      `WITH changed AS (
         UPDATE mails SET status = $2,
                attempts = CASE WHEN $2 = 'NEW' THEN 0 ELSE attempts END,
                next_attempt_at = CASE WHEN $2 = 'NEW' THEN now() ELSE next_attempt_at END
          WHERE idmail = $1 AND status <> $2
         RETURNING idmail
       )
       INSERT INTO mail_logs (idmail, status, message) SELECT idmail, $2, $3 FROM changed RETURNING id`,
      [id, status, message],
    )
  ).length === 1;

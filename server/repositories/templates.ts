import type { z } from 'zod';
import type { mailTemplateRowSchema, pageTemplateRowSchema } from '../../domain/schemas/responses/templates';
import { one, type Queryable } from '../db';
import { type Paging, page, where } from './paging';

/** updated_at as ISO text in UTC, as the generated routes of the pages declaration give it (repositories/declared). */
const PAGE_COLUMNS = `idpagetemplate AS id, idpagetemplate, name, title, content,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at, updated_by`;

export function listPages(q: Queryable, filter: Paging & { name?: string | null }) {
  const w = where(filter.name ? [['(name ILIKE ? OR title ILIKE ?)', `%${filter.name}%`]] : []);
  return page(q, { ...filter, columns: PAGE_COLUMNS, from: `page_templates ${w.sql}`, params: w.params, orderBy: 'name' });
}

export const findPage = (q: Queryable, id: number) => one(q, `SELECT ${PAGE_COLUMNS} FROM page_templates WHERE idpagetemplate = $1`, [id]);

export const updatePage = (q: Queryable, id: number, data: { title: string; content: string }, by: string) =>
  one<z.output<typeof pageTemplateRowSchema>>(
    q,
    `UPDATE page_templates SET title = $2, content = $3, updated_at = now(), updated_by = $4 WHERE idpagetemplate = $1 RETURNING ${PAGE_COLUMNS}`,
    [id, data.title, data.content, by],
  );

const MAIL_COLUMNS = 'idmailtemplate AS id, idmailtemplate, name, description, subject, body, params, updated_at, updated_by';

export function listMailTemplates(q: Queryable, filter: Paging & { q?: string | null }) {
  const w = where(filter.q ? [['(name ILIKE ? OR description ILIKE ? OR subject ILIKE ?)', `%${filter.q}%`]] : []);
  return page<MailTemplateRow>(q, { ...filter, columns: MAIL_COLUMNS, from: `mail_templates ${w.sql}`, params: w.params, orderBy: 'description' });
}

export type MailTemplateRow = z.output<typeof mailTemplateRowSchema>;

export const findMailTemplate = (q: Queryable, id: number) =>
  one<MailTemplateRow>(q, `SELECT ${MAIL_COLUMNS} FROM mail_templates WHERE idmailtemplate = $1`, [id]);

export const updateMailTemplate = (q: Queryable, id: number, data: { subject: string; body: string }, by: string) =>
  one<MailTemplateRow>(
    q,
    `UPDATE mail_templates SET subject = $2, body = $3, updated_at = now(), updated_by = $4 WHERE idmailtemplate = $1 RETURNING ${MAIL_COLUMNS}`,
    [id, data.subject, data.body, by],
  );

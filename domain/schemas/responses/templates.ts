import { z } from 'zod';
import { MAIL_STATUSES } from '../../mailTemplates';
import { page, timestamp } from '../common';

/** One mail template (repositories/templates MAIL_COLUMNS): subject and body with {{parameter}} placeholders. */
export const mailTemplateRowSchema = z.object({
  id: z.number(),
  idmailtemplate: z.number(),
  name: z.string(),
  description: z.string(),
  subject: z.string(),
  /** Plain text with {{parameter}} placeholders. */
  body: z.string(),
  params: z.array(z.string()),
  updated_at: timestamp.nullable(),
  updated_by: z.string().nullable(),
});
export const mailTemplatePageSchema = page(mailTemplateRowSchema);

/** GET /templates/mails/{id}/info: the template with the parameters it may use, described. */
export const mailTemplateInfoSchema = mailTemplateRowSchema.extend({ params: z.array(z.object({ name: z.string(), description: z.string() })) });

/**
 * One page template as the routes of domain/declarations/pages give it (its record schema, spelled
 * out so the browser gets its type; tests/domain/response-schemas.test.ts keeps the two equal).
 * updated_at is ISO text here, as the declared repository selects it.
 */
export const pageTemplateRowSchema = z.object({
  id: z.number(),
  idpagetemplate: z.number(),
  name: z.string(),
  title: z.string(),
  /** HTML, sanitised by the server when saved. */
  content: z.string(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});

/** GET /templates/pages/public/{name}: a page template shown to everyone (HTML sanitised on save). */
export const publicPageSchema = z.object({ idpagetemplate: z.number(), name: z.string(), title: z.string(), content: z.string() });

/** One mail in the queue (repositories/mailAdmin COLUMNS): its template's code (name) and description. */
export const mailRowSchema = z.object({
  id: z.number(),
  idmail: z.number(),
  recipient: z.string(),
  status: z.enum(MAIL_STATUSES),
  creationdate: timestamp,
  attempts: z.number(),
  processed_at: timestamp.nullable(),
  message_id: z.string().nullable(),
  /** The template's code (name), e.g. WACHTWOORD_RESET. */
  template: z.string(),
  /** The template's description, what the secretariat recognises. */
  description: z.string(),
});
export const mailPageSchema = page(mailRowSchema);

/** GET /mails/stats: how many mails each status holds. */
export const mailStatsSchema = z.record(z.enum(MAIL_STATUSES), z.number());

/** GET /mails/{id}/logs: one delivery attempt or status change, oldest first. */
export const mailLogSchema = z.object({ id: z.number(), at: timestamp, status: z.string(), message: z.string() });
export const mailLogPageSchema = page(mailLogSchema);

/** GET /mails/{id}/params: the values the template was filled with (secret links masked). */
export const mailParamSchema = z.object({ name: z.string(), value: z.string().nullable() });
export const mailParamPageSchema = page(mailParamSchema);

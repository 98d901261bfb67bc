import type { z } from 'zod';
import type { mailTemplateInfoSchema, mailTemplateRowSchema } from '../../../domain/schemas/responses/templates';

// Wire types: z.input of the domain's response schemas, i.e. the JSON form (timestamps as ISO text).
/** One row of GET /api/templates/mails (SPEC §3 Mail template: idmailtemplate). */
export type MailTemplate = z.input<typeof mailTemplateRowSchema>;

/** GET /api/templates/mails/{id}/info: the template with the parameters it may use, described. */
export type MailTemplateInfo = z.input<typeof mailTemplateInfoSchema>;

export const TEMPLATES_RESOURCE = 'templates';

import { z } from 'zod';
import { MAIL_STATUSES } from '../mailTemplates';
import { optionalString, requiredString, V } from '../validation';

export const pageTemplateSchema = z.object({
  title: requiredString(200),
  content: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(200_000, { error: V.maxLength }),
});

export const mailTemplateSchema = z.object({
  subject: requiredString(250),
  body: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(50_000, { error: V.maxLength }),
});

export const mailStatusSchema = z.object({ status: z.enum(MAIL_STATUSES, { error: V.pattern }) });

export const mailListQuery = {
  status: z.enum(MAIL_STATUSES, { error: V.pattern }).optional(),
  q: optionalString(200),
};

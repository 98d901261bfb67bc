import type { z } from 'zod';
import type { mailLogSchema, mailParamSchema, mailRowSchema, mailStatsSchema } from '../../../domain/schemas/responses/templates';

// Wire types: z.input of the domain's response schemas, i.e. the JSON form (timestamps as ISO text).
/** One row of GET /api/mails, and GET /api/mails/{id} (SPEC §3 Mail). */
export type Mail = z.input<typeof mailRowSchema>;

/** GET /api/mails/{id}/logs: one delivery attempt or status change, oldest first. */
export type MailLog = z.input<typeof mailLogSchema>;

/** GET /api/mails/{id}/params: the values the template was filled with. */
export type MailParam = z.input<typeof mailParamSchema>;

/** GET /api/mails/stats: how many mails each status holds. */
export type MailStats = z.input<typeof mailStatsSchema>;

export const MAILS_RESOURCE = 'mails';

/** The list, the counters and an open dialog all refresh this often while the page is open. */
export const REFRESH_MS = 5000;

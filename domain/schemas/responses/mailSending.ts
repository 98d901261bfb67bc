import { z } from 'zod';
import { timestamp } from '../common';

/**
 * GET and PUT /mails/versturen: whether the mail worker sends, and while it does not, since when,
 * why (`restore`: a restored back-up, `manual`: paused on /mails) and by whom (a name or the command).
 */
export const mailSendingSchema = z.object({
  paused: z.boolean(),
  since: timestamp.nullable(),
  reason: z.enum(['restore', 'manual']).nullable(),
  by: z.string().nullable(),
});

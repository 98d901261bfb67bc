import { z } from 'zod';
import { V } from '../validation';

/** PUT /mails/versturen: pause (true) or resume (false) the sending of the mail queue. */
export const mailSendingBody = z.object({ paused: z.boolean({ error: V.select }) });

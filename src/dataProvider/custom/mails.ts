import type { z } from 'zod';
import type { mailSendingSchema } from '../../../domain/schemas/responses/mailSending';
import { http } from '../http';

/** Whether the mail worker sends, and while paused since when, why and by whom (GET/PUT /mails/versturen). */
export type MailSending = z.input<typeof mailSendingSchema>;

/** The mail queue's switch: a restored back-up starts paused; the secretariat resumes (or pauses) sending. */
export const mailMethods = {
  getMailSending: () => http<MailSending>('/mails/versturen'),
  setMailSending: (paused: boolean) => http<MailSending>('/mails/versturen', { method: 'PUT', json: { paused } }),
};

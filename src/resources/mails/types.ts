import type { Identifier } from 'react-admin';
import type { MailStatus } from '../../../domain/mailTemplates';

/** One row of GET /api/mails, and GET /api/mails/{id} (SPEC §3 Mail). */
export interface Mail {
  id: Identifier;
  idmail: number;
  recipient: string;
  status: MailStatus;
  creationdate: string;
  /** The template's code (name), e.g. WACHTWOORD_RESET. */
  template: string;
  /** The template's description, what the secretariat recognises. */
  description: string | null;
  attempts: number;
  processed_at: string | null;
  message_id: string | null;
}

/** GET /api/mails/{id}/logs: one delivery attempt or status change, oldest first. */
export interface MailLog {
  id: number;
  at: string;
  status: MailStatus | string;
  message: string | null;
}

/** GET /api/mails/{id}/params: the values the template was filled with. */
export interface MailParam {
  name: string;
  value: string | null;
}

/** GET /api/mails/stats: how many mails each status holds. */
export type MailStats = Record<MailStatus, number>;

export const MAILS_RESOURCE = 'mails';

/** The list, the counters and an open dialog all refresh this often while the page is open. */
export const REFRESH_MS = 5000;

import type { MailLog, MailParam, MailStats } from '../../resources/mails/types';
import type { MailTemplateInfo } from '../../resources/templates/types';
import { http } from '../http';

/** The mail queue's reads beyond its list (SPEC §7 Mails), and a template's parameters. */
export const mailMethods = {
  getMailStats: () => http<MailStats>('/mails/stats'),
  getMailParams: (id: string | number) => http<{ items: MailParam[] }>(`/mails/${id}/params`),
  getMailLogs: (id: string | number) => http<{ items: MailLog[] }>(`/mails/${id}/logs`),
  getMailTemplateInfo: (id: string | number) => http<MailTemplateInfo>(`/templates/mails/${id}/info`),
};

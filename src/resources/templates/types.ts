import type { Identifier } from 'react-admin';

/** One row of GET /api/templates/mails (SPEC §3 Mail template: idmailtemplate). */
export interface MailTemplate {
  id: Identifier;
  idmailtemplate: number;
  name: string;
  description: string | null;
  subject: string;
  /** Plain text with {{parameter}} placeholders. */
  body: string;
  params: string[];
  updated_at: string | null;
  updated_by?: string | null;
}

/** GET /api/templates/mails/{id}/info: the template with the parameters it may use, described. */
export interface MailTemplateInfo extends Omit<MailTemplate, 'params' | 'updated_at' | 'updated_by'> {
  params: { name: string; description: string }[];
}

export const TEMPLATES_RESOURCE = 'templates';

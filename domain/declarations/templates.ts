import { SEC } from '../declare/roles';
import { declare } from '../declare/types';
import { PAGE_SIZES } from '../schemas/common';
import { mailTemplateSchema } from '../schemas/templates';

/**
 * Mail templates (SPEC §2 /templates, §7 /templates/mails). Hand-written calls: one template is read
 * with the descriptions of its parameters (/info), and a save checks that it names only those.
 */
export default declare({
  name: 'templates',
  path: '/templates/mails',
  screen: '/templates',
  paths: { one: '/templates/mails/:id/info', update: '/templates/mails/:id' },
  fields: {
    name: { kind: 'text', max: 100, readOnly: true, required: true },
    description: { kind: 'text', max: 255, readOnly: true },
    subject: { kind: 'text', max: 250, required: true },
    body: { kind: 'text', max: 50_000, long: true, required: true },
    updated_at: { kind: 'datetime', readOnly: true },
  },
  schemas: { create: mailTemplateSchema, update: mailTemplateSchema },
  title: 'description',
  list: { columns: ['description', 'subject', 'updated_at'], search: ['name', 'description', 'subject'], sort: { field: 'description', order: 'ASC' }, pageSize: PAGE_SIZES.templates },
  access: { list: SEC, show: SEC, edit: SEC },
  custom: {
    'GET /templates/mails': 'list',
    'GET /templates/mails/:id/info': 'show',
    'POST /templates/mails/:id': 'edit',
  },
  icon: 'MailOutline',
  menu: 71,
});

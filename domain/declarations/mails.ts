import { SEC } from '../declare/roles';
import { declare } from '../declare/types';
import { MAIL_STATUSES } from '../mailTemplates';
import { PAGE_SIZES } from '../schemas/common';
import { mailStatusSchema } from '../schemas/templates';

/**
 * The mail queue (SPEC §2 /mails): newest first, filtered by status; the secretariat sets a mail's
 * status. Hand-written calls: a status change is logged and may renew a secret link.
 */
export default declare({
  name: 'mails',
  path: '/mails',
  fields: {
    idmail: { kind: 'number', min: 1, max: 2_147_483_647, decimals: 0, readOnly: true, required: true },
    creationdate: { kind: 'datetime', readOnly: true, required: true },
    recipient: { kind: 'text', max: 320, readOnly: true, required: true },
    description: { kind: 'text', max: 255, readOnly: true },
    status: { kind: 'choice', options: MAIL_STATUSES, required: true },
  },
  schemas: { update: mailStatusSchema },
  title: 'recipient',
  list: {
    columns: ['idmail', 'creationdate', 'recipient', 'description', 'status'],
    filters: [{ name: 'status', field: 'status', op: 'eq', alwaysOn: true }],
    search: ['recipient'],
    sort: { field: 'creationdate', order: 'DESC' },
    pageSize: PAGE_SIZES.templates,
  },
  access: { list: SEC, show: SEC, edit: SEC },
  custom: {
    'GET /mails': 'list',
    'GET /mails/stats': 'list',
    'GET /mails/:id': 'show',
    'GET /mails/:id/logs': 'show',
    'GET /mails/:id/params': 'show',
    'POST /mails/:id': 'edit',
  },
  icon: 'Outbox',
  menu: 72,
});

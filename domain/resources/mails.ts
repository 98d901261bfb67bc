import { declare } from '../declare/declaration';
import { MAIL_STATUSES } from '../mailTemplates';
import { SEC } from '../roles';
import { PAGE_SIZES } from '../schemas/common';

const ALL = MAIL_STATUSES;
const others = (status: (typeof ALL)[number]) => ALL.filter((s) => s !== status);

/**
 * The mail queue (SPEC §2 /mails, §4): newest first, filtered by status; the secretariat sets a
 * mail's status (SPEC §7 POST /mails/{id} with status), and sees its parameters and delivery log.
 * Every change is logged with who made it; a mail put back to NEW is sent again at once.
 */
export default declare({
  name: 'mails',
  path: '/mails',
  fields: {
    idmail: { kind: 'number', min: 1, max: Number.MAX_SAFE_INTEGER, decimals: 0, readOnly: true, required: true, hidden: true },
    creationdate: { kind: 'datetime', readOnly: true, required: true },
    recipient: { kind: 'text', max: 320, readOnly: true, required: true },
    idmailtemplate: { kind: 'reference', resource: 'templates', readOnly: true, required: true, hidden: true },
    template: { kind: 'text', max: 100, from: { via: 'idmailtemplate', field: 'name' } },
    description: { kind: 'text', max: 255, from: { titleOf: 'idmailtemplate' } },
    status: { kind: 'choice', options: MAIL_STATUSES, readOnly: true, required: true },
    attempts: { kind: 'number', min: 0, max: 1000, decimals: 0, readOnly: true, required: true },
    nextAttemptAt: { kind: 'datetime', readOnly: true, hidden: true },
    processed_at: { kind: 'datetime', readOnly: true },
    message_id: { kind: 'text', max: 300, readOnly: true },
  },
  title: 'recipient',
  list: {
    columns: ['creationdate', 'recipient', 'description', 'status', 'attempts'],
    filters: [{ name: 'status', field: 'status', op: 'eq', alwaysOn: true }],
    search: ['recipient'],
    sort: { field: 'creationdate', order: 'DESC' },
    pageSize: PAGE_SIZES.templates,
    // The queue follows its worker while the page is open.
    refresh: 5,
  },
  access: { list: SEC, show: SEC },
  queue: {
    state: 'status',
    initial: 'NEW',
    defaultFilter: 'ERROR',
    transitions: {
      opnieuw: { from: others('NEW'), to: 'NEW', roles: SEC, comment: 'none' },
      stoppen: { from: others('STOP'), to: 'STOP', roles: SEC, comment: 'none' },
      verwerkt: { from: others('PROCESSED'), to: 'PROCESSED', roles: SEC, comment: 'none' },
      fout: { from: others('ERROR'), to: 'ERROR', roles: SEC, comment: 'none' },
    },
  },
  paths: { decide: '/mails/:id' },
  tabs: [
    { name: 'params', list: 'mailparams' },
    { name: 'logs', list: 'maillogs' },
  ],
  detail: 'dialog',
  icon: 'Outbox',
  menu: 72,
});

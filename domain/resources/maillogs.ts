import { declare } from '../declare/declaration';
import { MAIL_STATUSES } from '../mailTemplates';
import { SEC } from '../roles';

/** A mail's delivery log (SPEC §7 GET /mails/{id}/logs), oldest first: every try and every change of status. */
export default declare({
  name: 'maillogs',
  path: '/mails/logs',
  screen: false,
  paths: { list: '/mails/:idmail/logs' },
  fields: {
    idmail: { kind: 'reference', resource: 'mails', readOnly: true, required: true, hidden: true },
    at: { kind: 'datetime', readOnly: true, required: true },
    // The worker's tries are logged as RETRY until the last one.
    status: { kind: 'choice', options: [...MAIL_STATUSES, 'RETRY'], readOnly: true, required: true },
    message: { kind: 'text', max: 2000, readOnly: true, required: true },
  },
  title: 'message',
  list: { columns: ['at', 'status', 'message'], sort: { field: 'at', order: 'ASC' }, pageSize: 100 },
  access: { list: SEC, show: undefined },
  belongsTo: { resource: 'mails', field: 'idmail' },
});

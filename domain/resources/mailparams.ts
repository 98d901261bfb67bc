import { declare } from '../declare/declaration';
import { SEC } from '../roles';

/** The parameters a mail was queued with (SPEC §7 GET /mails/{id}/params); a secret link's token is masked. */
export default declare({
  name: 'mailparams',
  path: '/mails/params',
  screen: false,
  paths: { list: '/mails/:idmail/params' },
  fields: {
    idmail: { kind: 'reference', resource: 'mails', readOnly: true, required: true, hidden: true },
    // The name the template uses ({{achternaam}}), the same in both languages.
    name: { kind: 'text', max: 100, format: 'code', readOnly: true, required: true },
    value: { kind: 'text', max: 10_000, readOnly: true, required: true },
  },
  title: 'name',
  list: { columns: ['name', 'value'], sort: { field: 'name', order: 'ASC' }, pageSize: 100 },
  access: { list: SEC, show: undefined },
  belongsTo: { resource: 'mails', field: 'idmail' },
});

import { declare } from '../declare/declaration';
import { MAIL_PARAM_NAMES } from '../mailTemplates';
import { SEC } from '../roles';
import { PAGE_SIZES } from '../schemas/common';

/**
 * Mail templates (SPEC §2 /templates, §7 /templates/mails): the secretariat changes a template's
 * subject and text, in Dutch and in French, which may use only the {{parameters}} the template
 * offers (the server refuses the others), the same ones in both languages. One template is read at /info (SPEC §7), with the parameters it offers.
 */
export default declare({
  name: 'templates',
  path: '/templates/mails',
  screen: '/templates',
  paths: { one: '/templates/mails/:id/info', update: '/templates/mails/:id' },
  fields: {
    idmailtemplate: { kind: 'number', min: 1, max: 2_147_483_647, decimals: 0, readOnly: true, required: true, hidden: true },
    name: { kind: 'text', max: 100, readOnly: true, required: true },
    description: { kind: 'text', max: 255, readOnly: true },
    // What the template is for, in French: the product's text, which a French reader reads, searches and sorts by.
    description_fr: { kind: 'text', max: 255, readOnly: true, hidden: true, frenchOf: 'description' },
    subject: { kind: 'text', max: 250, required: true, placeholders: 'params' },
    body: { kind: 'text', max: 50_000, long: true, required: true, placeholders: 'params' },
    subject_fr: { kind: 'text', max: 250, required: true, placeholders: 'params', frenchOf: 'subject' },
    body_fr: { kind: 'text', max: 50_000, long: true, required: true, placeholders: 'params', frenchOf: 'body' },
    params: { kind: 'choices', options: MAIL_PARAM_NAMES, readOnly: true },
    updated_at: { kind: 'datetime', readOnly: true },
    updated_by: { kind: 'text', max: 100, readOnly: true },
  },
  title: 'description',
  list: {
    columns: ['name', 'description', 'subject', 'updated_at'],
    search: ['name', 'description', 'subject'],
    sort: { field: 'description', order: 'ASC' },
    pageSize: PAGE_SIZES.templates,
  },
  access: { list: SEC, show: SEC, edit: SEC },
  detail: 'dialog',
  icon: 'MailOutline',
  menu: 71,
});

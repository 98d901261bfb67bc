import { declare } from '../declare/declaration';
import { SEC } from '../roles';
import { PAGE_SIZES } from '../schemas/common';

/**
 * Page templates (SPEC §2 /templates/pages): the texts of the portal's own pages (the login page's
 * introduction, the regulation), in Dutch and in French, as HTML that the server makes safe before it stores it.
 */
export default declare({
  name: 'pages',
  path: '/templates/pages',
  fields: {
    idpagetemplate: { kind: 'number', min: 1, max: 2_147_483_647, decimals: 0, readOnly: true, required: true, hidden: true },
    name: { kind: 'text', max: 100, readOnly: true, required: true },
    title: { kind: 'text', max: 200, required: true },
    content: { kind: 'text', max: 200_000, long: true, format: 'html', required: true },
    title_fr: { kind: 'text', max: 200, required: true, frenchOf: 'title' },
    content_fr: { kind: 'text', max: 200_000, long: true, format: 'html', required: true, frenchOf: 'content' },
    updated_at: { kind: 'datetime', readOnly: true },
    updated_by: { kind: 'text', max: 100, readOnly: true },
  },
  title: 'name',
  list: {
    columns: ['name', 'title', 'updated_at'],
    search: ['name', 'title'],
    searchParam: 'name',
    sort: { field: 'name', order: 'ASC' },
    pageSize: PAGE_SIZES.templates,
  },
  access: { list: SEC, show: SEC, edit: SEC },
  tabs: ['detail'],
  icon: 'Article',
  menu: 70,
});

import { SEC } from '../declare/roles';
import { declare } from '../declare/types';
import { PAGE_SIZES } from '../schemas/common';
import { pageTemplateSchema } from '../schemas/templates';

/**
 * Page templates (SPEC §2 /templates/pages): the texts of the portal's own pages. Listing and reading
 * are generated; saving is written by hand, because the HTML is sanitised and the change recorded.
 */
export default declare({
  name: 'pages',
  path: '/templates/pages',
  table: 'page_templates',
  idColumn: 'idpagetemplate',
  fields: {
    idpagetemplate: { kind: 'number', min: 1, max: 2_147_483_647, decimals: 0, readOnly: true, required: true },
    name: { kind: 'text', max: 100, readOnly: true, required: true },
    title: { kind: 'text', max: 200, required: true },
    content: { kind: 'text', max: 200_000, long: true, required: true },
    updated_at: { kind: 'datetime', readOnly: true },
    updated_by: { kind: 'text', max: 100, readOnly: true },
  },
  schemas: { create: pageTemplateSchema, update: pageTemplateSchema },
  title: 'name',
  list: {
    columns: ['name', 'title', 'updated_at'],
    search: ['name', 'title'],
    searchParam: 'name',
    sort: { field: 'name', order: 'ASC' },
    pageSize: PAGE_SIZES.templates,
  },
  access: { list: SEC, show: SEC, edit: SEC },
  custom: { 'POST /templates/pages/:id': 'edit' },
  icon: 'Article',
  menu: 70,
});

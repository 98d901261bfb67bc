import { declare } from '../declare/declaration';
import { SEC, SEC_OPL } from '../roles';
import { PAGE_SIZES } from '../schemas/common';

/**
 * The values of one codelist (SPEC §7 .../{id}/items), its items tab: listed under the list's path,
 * changed at their own; a code is unique within its list whatever its case. Translations per
 * language are hand-written calls (the translations tab reads every language at once).
 */
export default declare({
  name: 'codelijst-items',
  path: '/lists/codelists/items',
  screen: false,
  paths: { list: '/lists/codelists/:iddiccode/items', one: '/lists/codelists/items/:id' },
  fields: {
    iddiccode: { kind: 'reference', resource: 'codelijsten', readOnly: true, required: true, hidden: true },
    iddiccodedetail: { kind: 'number', min: 1, max: 2_147_483_647, decimals: 0, readOnly: true, required: true, hidden: true },
    codedetail: { kind: 'text', max: 50, required: true, pattern: { regex: /^[\p{L}\d_.-]+$/u, example: 'CODE_1' } },
    description: { kind: 'text', max: 255, required: true },
    active: { kind: 'flag', wire: 'number' },
    sortorder: { kind: 'number', min: 0, max: 2_147_483_647, decimals: 0, readOnly: true, hidden: true },
  },
  title: 'description',
  list: {
    columns: ['codedetail', 'description', 'active'],
    filters: [{ name: 'active', field: 'active', op: 'eq' }],
    search: ['codedetail', 'description'],
    sort: { field: 'sortorder', order: 'ASC' },
    pageSize: PAGE_SIZES.codelists,
  },
  access: { list: SEC_OPL, show: undefined, create: SEC, edit: SEC, delete: SEC },
  belongsTo: { resource: 'codelijsten', field: 'iddiccode' },
  rules: [{ kind: 'unique', field: 'codedetail', within: 'iddiccode', code: 'CODE_ALREADY_EXISTS' }],
  custom: {
    'GET /lists/codelists/items/:itemId/translations/:lang': 'list',
    'POST /lists/codelists/items/:itemId/translations/:lang': 'edit',
  },
});

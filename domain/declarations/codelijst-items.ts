import { SEC, SEC_OPL } from '../declare/roles';
import { declare } from '../declare/types';
import { codeItemSchema } from '../schemas/codelists';
import { PAGE_SIZES } from '../schemas/common';

/**
 * The values of one codelist (SPEC §7 .../{id}/items), shown on the codelist's items tab; with their
 * translations per language. Hand-written calls: a value lives under its list, and its code must be
 * unique within that list whatever its case.
 */
export default declare({
  name: 'codelijst-items',
  path: '/lists/codelists/items',
  screen: false,
  paths: { list: '/lists/codelists/:id/items', one: '/lists/codelists/items/:itemId' },
  parent: { param: 'id', field: 'iddiccode' },
  fields: {
    iddiccode: { kind: 'number', min: 1, max: 2_147_483_647, decimals: 0, readOnly: true, required: true },
    codedetail: { kind: 'text', max: 50, required: true },
    description: { kind: 'text', max: 255, required: true },
    active: { kind: 'number', min: 0, max: 1, decimals: 0, required: true },
  },
  schemas: { create: codeItemSchema, update: codeItemSchema },
  title: 'description',
  list: { columns: ['codedetail', 'description', 'active'], search: ['codedetail', 'description'], sort: { field: 'codedetail', order: 'ASC' }, pageSize: PAGE_SIZES.codelists },
  access: { list: SEC_OPL, show: undefined, create: SEC, edit: SEC, delete: SEC },
  custom: {
    'GET /lists/codelists/:id/items': 'list',
    'POST /lists/codelists/:id/items': 'create',
    'POST /lists/codelists/items/:itemId': 'edit',
    'DELETE /lists/codelists/items/:itemId': 'delete',
    'GET /lists/codelists/items/:itemId/translations/:lang': 'list',
    'POST /lists/codelists/items/:itemId/translations/:lang': 'edit',
  },
});

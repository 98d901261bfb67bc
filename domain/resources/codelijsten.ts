import { declare } from '../declare/declaration';
import { SEC_OPL } from '../roles';
import { PAGE_SIZES } from '../schemas/common';

/**
 * Codelists (SPEC §2 /codelijsten, §7 /lists/codelists): read by the secretariat and providers, each
 * with its values (the resource `codelijst-items`) and their translations. The lists themselves are
 * the product's: nobody makes, renames or removes one here, and each is named in both languages. The
 * translations tab reads every language at once.
 */
export default declare({
  name: 'codelijsten',
  path: '/lists/codelists',
  screen: '/codelijsten',
  fields: {
    iddiccode: { kind: 'number', min: 1, max: 2_147_483_647, decimals: 0, readOnly: true, required: true, hidden: true },
    code: { kind: 'text', max: 50, readOnly: true, required: true },
    description: { kind: 'text', max: 255, readOnly: true, required: true },
    // The product's name of the list in French: a French reader reads, searches and sorts by it.
    description_fr: { kind: 'text', max: 255, readOnly: true, hidden: true, frenchOf: 'description' },
    itemcount: { kind: 'number', min: 0, max: 100_000, decimals: 0, from: { count: 'codelijst-items' } },
  },
  title: 'description',
  list: {
    columns: ['code', 'description', 'itemcount'],
    search: ['code', 'description'],
    sort: { field: 'code', order: 'ASC' },
    pageSize: PAGE_SIZES.codelists,
  },
  access: { list: SEC_OPL, show: SEC_OPL },
  custom: { 'GET /lists/codelists/:id/translations': 'show' },
  tabs: [{ name: 'items', list: 'codelijst-items' }, 'translations'],
  icon: 'ListAlt',
  menu: 60,
});

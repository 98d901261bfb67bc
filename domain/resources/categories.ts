import { declare } from '../declare/declaration';
import { SEC, SEC_OPL } from '../roles';
import { PAGE_SIZES } from '../schemas/common';

/**
 * Categories of course items (SPEC §3: code, type, duur). Providers read them to classify their
 * items; only the secretariat changes them, as they weigh in every member's points.
 */
export default declare({
  name: 'categories',
  path: '/bijscholing/categories',
  fields: {
    code: { kind: 'text', max: 20, required: true },
    description: { kind: 'text', max: 200, required: true },
    // Its description in French, which the secretariat writes beside the Dutch: a French reader reads it (empty: the Dutch).
    description_fr: { kind: 'text', max: 200, frenchOf: 'description' },
    type: { kind: 'code', codelist: 'CATTYPE', required: true },
    duur: { kind: 'number', min: 0, max: 999, decimals: 2, required: true },
  },
  title: 'code',
  // An item's form offers them by what they mean and weigh, not by their bare code.
  describedBy: ['description', 'duur'],
  list: {
    columns: ['code', 'description', 'type', 'duur'],
    filters: [{ name: 'type', field: 'type', op: 'eq', alwaysOn: true }],
    search: ['code', 'description'],
    sort: { field: 'code', order: 'ASC' },
    pageSize: PAGE_SIZES.referenceLists,
  },
  access: { list: SEC_OPL, create: SEC, edit: SEC, delete: SEC, export: SEC_OPL },
  rules: [{ kind: 'unique', field: 'code' }],
  icon: 'Category',
  menu: 50,
});

import { declare } from '../declare/declaration';
import { SEC, SEC_OPL } from '../roles';
import { PAGE_SIZES } from '../schemas/common';

/**
 * Day parts of course items (SPEC §3: id, meerdags flag). A code and a description are added so a
 * provider can tell them apart when it plans an item.
 */
export default declare({
  name: 'dagdelen',
  path: '/bijscholing/dagdelen',
  fields: {
    code: { kind: 'text', max: 20, required: true },
    description: { kind: 'text', max: 200, required: true },
    // Its name in French, which the secretariat writes beside the Dutch: a French reader reads it (empty: the Dutch).
    description_fr: { kind: 'text', max: 200, frenchOf: 'description' },
    meerdags: { kind: 'flag' },
  },
  title: 'description',
  list: {
    columns: ['code', 'description', 'meerdags'],
    filters: [{ name: 'meerdags', field: 'meerdags', op: 'eq', alwaysOn: true }],
    search: ['code', 'description'],
    sort: { field: 'code', order: 'ASC' },
    pageSize: PAGE_SIZES.referenceLists,
  },
  access: { list: SEC_OPL, create: SEC, edit: SEC, delete: SEC },
  rules: [{ kind: 'unique', field: 'code' }],
  icon: 'Schedule',
  menu: 52,
});

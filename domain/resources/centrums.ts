import { declare } from '../declare/declaration';
import { SEC, SEC_OPL } from '../roles';
import { PAGE_SIZES } from '../schemas/common';

/**
 * Training centres (SPEC §3: they exist, with a status filter; fields not shown): where courses
 * take place. Providers read them; the secretariat keeps them.
 */
export default declare({
  name: 'centrums',
  path: '/bijscholing/centrums',
  fields: {
    name: { kind: 'text', max: 150, required: true },
    locality: { kind: 'text', max: 100 },
    website: { kind: 'text', max: 200, format: 'url' },
    status: { kind: 'choice', options: ['ACTIEF', 'INACTIEF'], required: true },
  },
  title: 'name',
  list: {
    columns: ['name', 'locality', 'website', 'status'],
    filters: [{ name: 'status', field: 'status', op: 'eq', alwaysOn: true }],
    search: ['name', 'locality'],
    sort: { field: 'name', order: 'ASC' },
    pageSize: PAGE_SIZES.referenceLists,
  },
  access: { list: SEC_OPL, create: SEC, edit: SEC, delete: SEC },
  rules: [{ kind: 'unique', field: 'name' }],
  icon: 'Business',
  menu: 54,
});

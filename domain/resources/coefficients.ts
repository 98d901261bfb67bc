import { declare } from '../declare/declaration';
import { SEC, SEC_OPL } from '../roles';
import { PAGE_SIZES } from '../schemas/common';

/** Weights of course items (SPEC §3: code, coefficient); SPEC §5: no decimals, no numbers above 99. */
export default declare({
  name: 'coefficients',
  path: '/bijscholing/coefficients',
  fields: {
    code: { kind: 'text', max: 20, required: true },
    description: { kind: 'text', max: 200 },
    coefficient: { kind: 'number', min: 1, max: 99, decimals: 0, required: true },
  },
  title: 'code',
  // An item's form offers them by what they mean and weigh, not by their bare code.
  describedBy: ['description', 'coefficient'],
  list: {
    columns: ['code', 'description', 'coefficient'],
    search: ['code', 'description'],
    sort: { field: 'code', order: 'ASC' },
    pageSize: PAGE_SIZES.referenceLists,
  },
  access: { list: SEC_OPL, create: SEC, edit: SEC, delete: SEC },
  rules: [{ kind: 'unique', field: 'code' }],
  icon: 'Functions',
  menu: 51,
});

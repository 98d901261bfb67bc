import { SEC } from '../declare/roles';
import { declare } from '../declare/types';
import { PAGE_SIZES } from '../schemas/common';

/**
 * CPD periods (SPEC §3: start, end, active, requiredPoints), for the secretariat only. Periods do
 * not overlap, and at most one is active: the one whose points the members are collecting.
 */
export default declare({
  name: 'periodes',
  path: '/bijscholing/periodes',
  table: 'bijscholing_periodes',
  fields: {
    startDate: { kind: 'date', required: true },
    endDate: { kind: 'date', required: true },
    active: { kind: 'flag' },
    requiredPoints: { kind: 'number', min: 0, max: 999, decimals: 0, required: true },
  },
  title: 'startDate',
  list: {
    columns: ['startDate', 'endDate', 'active', 'requiredPoints'],
    filters: [{ name: 'active', field: 'active', op: 'eq', alwaysOn: true }],
    sort: { field: 'startDate', order: 'DESC' },
    pageSize: PAGE_SIZES.referenceLists,
  },
  access: { list: SEC, create: SEC, edit: SEC, delete: SEC },
  rules: [
    { kind: 'order', start: 'startDate', end: 'endDate' },
    { kind: 'noOverlap', start: 'startDate', end: 'endDate' },
    { kind: 'atMostOne', field: 'active' },
  ],
  icon: 'DateRange',
  menu: 53,
  volume: 30,
  // Three-year periods around today, the middle one active, so the demo is current in any year.
  demo: () => {
    const y = new Date().getFullYear();
    return [
      { startDate: `${y - 5}-01-01`, endDate: `${y - 3}-12-31`, active: false, requiredPoints: 40 },
      { startDate: `${y - 2}-01-01`, endDate: `${y}-12-31`, active: true, requiredPoints: 60 },
      { startDate: `${y + 1}-01-01`, endDate: `${y + 3}-12-31`, active: false, requiredPoints: 60 },
    ];
  },
});

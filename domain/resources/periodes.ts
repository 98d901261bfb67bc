import { declare } from '../declare/declaration';
import { SEC, SEC_VET } from '../roles';
import { PAGE_SIZES } from '../schemas/common';

/**
 * CPD periods (SPEC §3: start, end, active, requiredPoints), kept by the secretariat. Vets read them
 * too, for the period picker of their points table; the screen stays the secretariat's. Periods do
 * not overlap, and at most one is active: the one whose points the members are collecting.
 */
export default declare({
  name: 'periodes',
  path: '/bijscholing/periodes',
  fields: {
    startDate: { kind: 'date', required: true },
    endDate: { kind: 'date', required: true },
    active: { kind: 'flag' },
    requiredPoints: { kind: 'number', min: 0, max: 999, decimals: 0, required: true },
  },
  title: 'startDate',
  // A period is chosen by both its days (a filter of the points' review, the points table).
  describedBy: ['endDate'],
  list: {
    columns: ['startDate', 'endDate', 'active', 'requiredPoints'],
    filters: [{ name: 'active', field: 'active', op: 'eq', alwaysOn: true }],
    sort: { field: 'startDate', order: 'DESC' },
    pageSize: PAGE_SIZES.referenceLists,
  },
  // The control list of a period (server/routes/bijscholing/controle.ts) is the secretariat's too.
  access: { list: SEC_VET, screen: SEC, create: SEC, edit: SEC, delete: SEC, control: SEC },
  custom: {
    'GET /bijscholing/periodes/:id/controle': 'control',
    'GET /bijscholing/periodes/:id/controle/arts': 'control',
    'GET /bijscholing/periodes/:id/controle/excel': 'control',
  },
  rules: [
    { kind: 'order', start: 'startDate', end: 'endDate' },
    { kind: 'noOverlap', start: 'startDate', end: 'endDate' },
    { kind: 'atMostOne', field: 'active' },
  ],
  icon: 'DateRange',
  menu: 53,
});

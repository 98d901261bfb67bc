import { declare } from '../declare/declaration';
import { SEC_OPL } from '../roles';
import { PAGE_SIZES } from '../schemas/common';

/**
 * The items of a course (SPEC §2 tab /items, §3 Course item): a date, a start and end time, its
 * speakers (of the same course), its category, day part and coefficient. Its duration and points are
 * worked out by the server (domain/rules/points) and the course's points are the sum of its items. Like the
 * speakers, they belong to the course: its owner changes them while the course may change.
 */
export default declare({
  name: 'cursusitems',
  path: '/bijscholing/cursusitems',
  screen: false,
  fields: {
    cursusId: { kind: 'reference', resource: 'cursussen', required: true },
    datum: { kind: 'date', required: true },
    startTime: { kind: 'time', required: true },
    endTime: { kind: 'time', required: true },
    category: { kind: 'reference', resource: 'categories', required: true },
    dagdeel: { kind: 'reference', resource: 'dagdelen' },
    coefficient: { kind: 'reference', resource: 'coefficients', required: true },
    speakers: { kind: 'references', resource: 'cursussprekers' },
    minutes: { kind: 'number', min: 0, max: 1440, decimals: 0, readOnly: true },
    points: { kind: 'number', min: 0, max: 9999, decimals: 2, readOnly: true },
  },
  title: 'datum',
  list: {
    columns: ['datum', 'startTime', 'endTime', 'minutes', 'category', 'dagdeel', 'coefficient', 'speakers', 'points'],
    sort: { field: 'datum', order: 'ASC', next: 'startTime' },
    pageSize: PAGE_SIZES.items,
  },
  access: { list: SEC_OPL, create: SEC_OPL, edit: SEC_OPL, delete: SEC_OPL },
  belongsTo: { resource: 'cursussen', field: 'cursusId' },
  rules: [
    { kind: 'order', start: 'startTime', end: 'endTime' },
    { kind: 'withinParent', field: 'datum', start: 'startDate', end: 'endDate' },
  ],
});

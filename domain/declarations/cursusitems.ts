import { brusselsDate } from '../dates';
import { SEC_OPL } from '../declare/roles';
import { declare } from '../declare/types';
import { addDays } from '../rules/courses';
import { itemPoints } from '../rules/points';
import { PAGE_SIZES } from '../schemas/common';

/**
 * The items of a course (SPEC §2 tab /items, §3 Course item): a date, a start and end time, its
 * speakers (of the same course), its category, day part and coefficient. Its points are worked out
 * by the server (domain/rules/points) and the course's points are the sum of its items. Like the
 * speakers, they belong to the course: its owner changes them while the course may change.
 */
export default declare({
  name: 'cursusitems',
  path: '/bijscholing/cursusitems',
  screen: false,
  table: 'bijscholing_cursusitems',
  fields: {
    cursusId: { kind: 'reference', resource: 'cursussen', required: true },
    datum: { kind: 'date', required: true },
    startTime: { kind: 'time', required: true },
    endTime: { kind: 'time', required: true },
    category: { kind: 'reference', resource: 'categories', column: 'category_id', required: true },
    dagdeel: { kind: 'reference', resource: 'dagdelen', column: 'dagdeel_id' },
    coefficient: { kind: 'reference', resource: 'coefficients', column: 'coefficient_id', required: true },
    speakers: { kind: 'references', resource: 'cursussprekers' },
    points: { kind: 'number', min: 0, max: 9999, decimals: 2, readOnly: true },
  },
  title: 'datum',
  list: {
    columns: ['datum', 'startTime', 'endTime', 'category', 'dagdeel', 'coefficient', 'speakers', 'points'],
    sort: { field: 'datum', order: 'ASC' },
    pageSize: PAGE_SIZES.items,
  },
  access: { list: SEC_OPL, create: SEC_OPL, edit: SEC_OPL, delete: SEC_OPL },
  belongsTo: { resource: 'cursussen', field: 'cursusId' },
  rules: [{ kind: 'order', start: 'startTime', end: 'endTime' }],
  compute: async (item, lookup) => {
    const coefficient = await lookup('coefficients', item.coefficient);
    return { points: itemPoints(item.startTime as string, item.endTime as string, coefficient?.coefficient as number | undefined) };
  },
  // A coefficient's new value counts for the courses still to be decided; a decided course keeps the points it was decided on.
  recompute: { on: ['coefficients'], where: "cursus_id IN (SELECT c.id FROM bijscholing_cursussen c WHERE c.status NOT IN ('GOEDGEKEURD', 'AFGEKEURD'))" },
  // Dates are the demo courses' own (around today); each names its course, category and coefficient by title.
  demo: () => [
    { cursusId: 'Echografie van het abdomen bij hond en kat', datum: addDays(brusselsDate(), 60), startTime: '19:00', endTime: '21:30', category: 'LEZ', dagdeel: 'Avond', coefficient: 'STANDAARD', speakers: ['Sofie Peeters'] },
    { cursusId: 'Echografie van het abdomen bij hond en kat', datum: addDays(brusselsDate(), 60), startTime: '21:30', endTime: '22:00', category: 'WS', dagdeel: 'Avond', coefficient: 'PRAKTIJK', speakers: ['Sofie Peeters', 'Tom Maes'] },
    { cursusId: 'Kreupelheid bij het paard', datum: addDays(brusselsDate(), 40), startTime: '09:00', endTime: '17:00', category: 'PRACT', dagdeel: 'Volledige dag', coefficient: 'PRAKTIJK', speakers: ['An Wouters'] },
  ],
  volume: 10000,
});

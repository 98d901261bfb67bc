import { SEC_OPL } from '../declare/roles';
import { declare } from '../declare/types';
import { PAGE_SIZES } from '../schemas/common';

/**
 * The speakers of a course (SPEC §2 tab /sprekers, §3 Speaker), on the course's page only. A speaker
 * is a known person (`personId`, one of the persons, found by name) or a new one (only the name). They belong to
 * the course: a provider sees and changes those of its own courses, and only while the course may
 * change (NIEUW, ONVOLLEDIG); the secretariat always. The CV and the attest are uploaded apart.
 */
export default declare({
  name: 'cursussprekers',
  path: '/bijscholing/cursussprekers',
  screen: false,
  table: 'bijscholing_cursussprekers',
  fields: {
    cursusId: { kind: 'reference', resource: 'cursussen', required: true },
    // One of the persons (the members' table): not a declared resource, so it is found by name in the
    // veterinarians' directory (SPEC §9 person search 5), and checked by the database.
    personId: {
      kind: 'reference',
      resource: 'personen',
      search: {
        path: '/dierenartsen',
        param: 'lastname',
        limit: PAGE_SIZES.personSearch,
        id: 'iddicperson',
        label: ['firstname', 'lastname'],
        detail: ['ordenummer', 'locality'],
        fills: { firstName: 'firstname', lastName: 'lastname' },
        shown: 'personName',
      },
    },
    personName: { kind: 'text', max: 201, readOnly: true, sql: "SELECT p.firstname || ' ' || p.lastname FROM persons p WHERE p.iddicperson = person_id" },
    firstName: { kind: 'text', max: 100, required: true },
    lastName: { kind: 'text', max: 100, required: true },
    title: { kind: 'text', max: 50 },
    relatedTo: { kind: 'text', max: 200 },
    attestRequired: { kind: 'flag' },
    name: { kind: 'text', max: 201, readOnly: true, sql: "SELECT first_name || ' ' || last_name" },
    // POST/GET /bijscholing/cursussprekers/{id}/cv and /attest (SPEC §7), while the course may change.
    cv: { kind: 'file', readOnly: true, column: 'cv_id', whileEditable: true },
    cvName: { kind: 'text', max: 255, readOnly: true, sql: 'SELECT f.name FROM files f WHERE f.id = cv_id' },
    attest: { kind: 'file', readOnly: true, column: 'attest_id', whileEditable: true },
    attestName: { kind: 'text', max: 255, readOnly: true, sql: 'SELECT f.name FROM files f WHERE f.id = attest_id' },
  },
  title: 'name',
  list: {
    columns: ['lastName', 'firstName', 'title', 'relatedTo', 'attestRequired', 'cvName', 'attestName'],
    sort: { field: 'lastName', order: 'ASC' },
    pageSize: PAGE_SIZES.speakers,
  },
  access: { list: SEC_OPL, create: SEC_OPL, edit: SEC_OPL, delete: SEC_OPL, upload: SEC_OPL },
  belongsTo: { resource: 'cursussen', field: 'cursusId' },
  demo: () => [
    { cursusId: 'Echografie van het abdomen bij hond en kat', firstName: 'Sofie', lastName: 'Peeters', title: 'Dr.', relatedTo: 'Faculteit Diergeneeskunde UGent', attestRequired: true },
    { cursusId: 'Echografie van het abdomen bij hond en kat', firstName: 'Tom', lastName: 'Maes', relatedTo: 'Dierenkliniek Merelbeke' },
    { cursusId: 'Kreupelheid bij het paard', firstName: 'An', lastName: 'Wouters', title: 'Prof. dr.', relatedTo: 'Paardenkliniek Gent' },
  ],
  volume: 10000,
});

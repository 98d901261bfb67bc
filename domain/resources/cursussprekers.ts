import { declare } from '../declare/declaration';
import { SEC_OPL } from '../roles';
import { PAGE_SIZES } from '../schemas/common';

/**
 * The speakers of a course (SPEC §2 tab /sprekers, §3 Speaker), on the course's page only. A speaker
 * is a known person (`personId`, found by name among the veterinarians) or a new one (only the name).
 * They belong to the course: a provider sees and changes those of its own courses, and only while the
 * course may change (NIEUW, ONVOLLEDIG); the secretariat always. The CV and the attest are uploaded apart.
 */
export default declare({
  name: 'cursussprekers',
  path: '/bijscholing/cursussprekers',
  screen: false,
  fields: {
    cursusId: { kind: 'reference', resource: 'cursussen', required: true },
    // One of the persons: choosing one fills the name, which can still be changed.
    personId: { kind: 'reference', resource: 'personen', fills: { firstName: 'firstname', lastName: 'lastname' } },
    personName: { kind: 'text', max: 201, from: { titleOf: 'personId' } },
    firstName: { kind: 'text', max: 100, required: true },
    lastName: { kind: 'text', max: 100, required: true },
    title: { kind: 'text', max: 50 },
    relatedTo: { kind: 'text', max: 200 },
    attestRequired: { kind: 'flag' },
    name: { kind: 'text', max: 201, from: { join: ['firstName', 'lastName'] } },
    // POST/GET /bijscholing/cursussprekers/{id}/cv and /attest (SPEC §7), while the course may change.
    cv: { kind: 'file', readOnly: true, whileEditable: true },
    cvName: { kind: 'text', max: 255, from: { fileName: 'cv' } },
    attest: { kind: 'file', readOnly: true, whileEditable: true },
    attestName: { kind: 'text', max: 255, from: { fileName: 'attest' } },
  },
  title: 'name',
  list: {
    columns: ['lastName', 'firstName', 'title', 'relatedTo', 'attestRequired', 'cvName', 'attestName'],
    sort: { field: 'lastName', order: 'ASC' },
    pageSize: PAGE_SIZES.speakers,
  },
  access: { list: SEC_OPL, create: SEC_OPL, edit: SEC_OPL, delete: SEC_OPL, upload: SEC_OPL },
  belongsTo: { resource: 'cursussen', field: 'cursusId' },
});

import { declare } from '../declare/declaration';
import type { RowGrant } from '../declare/grants';
import { OPL, SEC, SEC_OPL, VET } from '../roles';
import { hoursAgainstProgramme, theoryAgainstProgramme } from '../rules/courses';
import { PAGE_SIZES } from '../schemas/common';

/** The course states (SPEC §4), codes of the codelist CURSTATUS. */
export const COURSE_STATES = ['NIEUW', 'ONVOLLEDIG', 'AANGEVRAAGD', 'BEOORDELEN_P', 'GOEDGEKEURD', 'AFGEKEURD'] as const;
/** The evaluation test's states (SPEC §4): NEW at upload, then decided by the secretariat. */
export const EVALUATION_STATES = ['NEW', 'APPROVED', 'DECLINED'] as const;
const WAITING = ['AANGEVRAAGD', 'BEOORDELEN_P'] as const;

/** The points table's course typeahead (SPEC §7: typeahead=1&limit=5&type&ebp&user): a vet finds approved courses only. */
const approvedLookup: RowGrant = { roles: VET, rows: (_caller, query) => (query.typeahead === '1' ? { status: ['GOEDGEKEURD'] } : false) };

/**
 * Courses (SPEC §2 /bijscholing/cursussen, §3, §4): a provider makes and requests its own courses,
 * the secretariat assesses them. A provider changes a course only while it is NIEUW or ONVOLLEDIG
 * and deletes it only while NIEUW; the secretariat may always change it.
 */
export default declare({
  name: 'cursussen',
  path: '/bijscholing/cursussen',
  fields: {
    title: { kind: 'text', max: 200, required: true },
    startDate: { kind: 'date', required: true },
    endDate: { kind: 'date', required: true },
    status: { kind: 'code', codelist: 'CURSTATUS', options: COURSE_STATES, readOnly: true, required: true },
    type: { kind: 'code', codelist: 'CURSUSTYPE', required: true },
    ebpNumber: { kind: 'text', max: 30 },
    location: { kind: 'text', max: 200 },
    onlineCourse: { kind: 'flag' },
    discipline: { kind: 'code', codelist: 'VAKGEBIED' },
    level: { kind: 'code', codelist: 'OPLNIVEAU' },
    animalKinds: { kind: 'codes', codelist: 'ANIMALKIND' },
    species: { kind: 'codes', codelist: 'DIERSOORTEN' },
    hours: { kind: 'number', min: 0, max: 999, decimals: 2 },
    theorypoints: { kind: 'number', min: 0, max: 999, decimals: 2 },
    beoordelaar: { kind: 'code', codelist: 'BEOORDELAAR', readOnly: true },
    legalEntityId: { kind: 'reference', resource: 'rechtspersonen', readOnly: true, required: true },
    // One of the organisation's people (GET /api/crm/public/legalentities/{id}/contacts; details: GET /api/contacts/{id}).
    contactId: { kind: 'reference', resource: 'contacts' },
    contact: { kind: 'text', max: 201, from: { titleOf: 'contactId' } },
    organisation: { kind: 'text', max: 200, from: { titleOf: 'legalEntityId' } },
    // Uploads (SPEC §3, §7): one file per slot.
    attachment: { kind: 'file', readOnly: true, whileEditable: true },
    attachmentName: { kind: 'text', max: 255, from: { fileName: 'attachment' } },
    evaluation: { kind: 'file', readOnly: true },
    evaluationName: { kind: 'text', max: 255, from: { fileName: 'evaluation' } },
    evaluationStatus: { kind: 'choice', options: EVALUATION_STATES, readOnly: true },
    // Given by the secretariat: the number when approved, the reason when declined (SPEC §3).
    evaluationNumber: { kind: 'text', max: 9, readOnly: true },
    evaluationComment: { kind: 'text', max: 2000, long: true, readOnly: true },
    aanwezigheidslijst: { kind: 'file', readOnly: true, tab: 'aanwezigheden' },
    aanwezigheidslijstName: { kind: 'text', max: 255, from: { fileName: 'aanwezigheidslijst' } },
    geslaagdenlijst: { kind: 'file', readOnly: true, tab: 'aanwezigheden' },
    geslaagdenlijstName: { kind: 'text', max: 255, from: { fileName: 'geslaagdenlijst' } },
    // The sum of its items' points (domain/rules/points.ts), which the server works out per item.
    points: { kind: 'number', min: 0, max: 99999, decimals: 2, from: { sum: 'points', of: 'cursusitems' } },
    // How long its programme lasts, held against the hours the provider gave.
    programmeMinutes: { kind: 'number', min: 0, max: 999999, decimals: 0, from: { sum: 'minutes', of: 'cursusitems' }, hidden: true },
    // A course without a programme cannot be requested.
    itemCount: { kind: 'number', min: 0, max: 9999, decimals: 0, from: { count: 'cursusitems' }, hidden: true },
  },
  title: 'title',
  notices: { hours: hoursAgainstProgramme, theorypoints: theoryAgainstProgramme },
  list: {
    columns: ['title', 'organisation', 'startDate', 'endDate', 'type', 'status'],
    filters: [
      { name: 'status', field: 'status', op: 'eq', alwaysOn: true },
      { name: 'title', field: 'title', op: 'contains' },
      { name: 'startdate', field: 'startDate', op: 'from' },
      { name: 'enddate', field: 'endDate', op: 'until' },
      { name: 'type', field: 'type', op: 'eq' },
      { name: 'ebp', field: 'ebpNumber', op: 'contains' },
    ],
    search: ['title', 'ebpNumber'],
    sort: { field: 'startDate', order: 'DESC' },
    pageSize: PAGE_SIZES.courses,
    // The typeahead's switch, and SPEC's `user` (accepted, not used until the points table exists).
    params: ['typeahead', 'user'],
  },
  // SPEC §2: the course screens are the secretariat's and the providers'; a vet reads approved courses only through the points table.
  access: {
    list: [...SEC_OPL, approvedLookup],
    screen: SEC_OPL,
    show: SEC_OPL,
    create: OPL,
    edit: SEC_OPL,
    delete: SEC_OPL,
    copy: SEC_OPL,
    upload: SEC_OPL,
    attendance: SEC_OPL,
  },
  // The attendance tab: the owning provider and the secretariat credit the vets who attended (server/routes/bijscholing/aanwezigheden.ts).
  custom: {
    'GET /bijscholing/cursussen/:id/aanwezigheden': 'attendance',
    'GET /bijscholing/cursussen/:id/aanwezigheden/sjabloon': 'attendance',
    'POST /bijscholing/cursussen/:id/aanwezigheden/voorbeeld': 'attendance',
    'POST /bijscholing/cursussen/:id/aanwezigheden/bestand': 'attendance',
    'POST /bijscholing/cursussen/:id/aanwezigheden': 'attendance',
  },
  actions: { copy: { ask: ['startDate', 'endDate'] } },
  ownership: { scope: 'legalEntity', field: 'legalEntityId', bypass: SEC },
  editableIn: { states: ['NIEUW', 'ONVOLLEDIG'], bypass: SEC },
  deletableIn: ['NIEUW'],
  // An evaluation number is given once (evaluaties numbers under the table's lock).
  rules: [
    { kind: 'order', start: 'startDate', end: 'endDate' },
    { kind: 'unique', field: 'evaluationNumber' },
  ],
  queue: {
    state: 'status',
    initial: 'NIEUW',
    defaultFilter: 'AANGEVRAAGD',
    errorCode: 'CURSUS_STATUS_ERROR',
    // SPEC §3's course status change: cursusId, commentaar, statusCodeId, beoordelaar.
    names: { status: 'statusCodeId', comment: 'commentaar', id: 'cursusId' },
    transitions: {
      indienen: { from: ['NIEUW', 'ONVOLLEDIG'], to: 'AANGEVRAAGD', roles: OPL, comment: 'none' },
      beoordelen: { from: ['AANGEVRAAGD'], to: 'BEOORDELEN_P', roles: SEC, comment: 'optional', sets: [{ field: 'beoordelaar', required: true }] },
      goedkeuren: { from: WAITING, to: 'GOEDGEKEURD', roles: SEC, comment: 'optional' },
      onvolledig: { from: WAITING, to: 'ONVOLLEDIG', roles: SEC, comment: 'required' },
      afkeuren: { from: WAITING, to: 'AFGEKEURD', roles: SEC, comment: 'required' },
    },
  },
  // SPEC §7: /bijscholing/aanvragen/{id} (status, statussen); the evaluation test's eok and enok are in evaluaties.
  paths: { decide: '/bijscholing/aanvragen/:id/status', statuses: '/bijscholing/aanvragen/:id/statussen', requests: '/bijscholing/aanvragen/:id' },
  tabs: [
    'detail',
    { name: 'sprekers', list: 'cursussprekers' },
    { name: 'items', list: 'cursusitems' },
    { name: 'aanvragen', show: 'requests' },
    { name: 'historiek', show: 'history' },
    { name: 'beoordelen', show: 'decision', roles: SEC },
    'aanwezigheden',
  ],
  icon: 'School',
  menu: 40,
});

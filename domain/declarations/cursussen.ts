import { brusselsDate } from '../dates';
import { SEC, SEC_OPL } from '../declare/roles';
import { declare } from '../declare/types';
import { addDays, requestInTime } from '../rules/courses';
import { PAGE_SIZES } from '../schemas/common';

const OPL = ['OPLVERSTREKKER'] as const;
const WAITING = ['AANGEVRAAGD', 'BEOORDELEN_P'];
const toOwner = { template: 'CURSUS_STATUS', to: 'owner' } as const;
const FILE_NAME = (column: string) => `SELECT f.name FROM files f WHERE f.id = ${column}`;
/** The evaluation test's states (SPEC §4): NEW at upload, then decided by the secretariat. */
export const EVALUATION_STATES = ['NEW', 'APPROVED', 'DECLINED'] as const;

/**
 * Courses (SPEC §2 /bijscholing/cursussen, §3, §4): a provider makes and requests its own courses,
 * the secretariat assesses them. A provider changes a course only while it is NIEUW or ONVOLLEDIG
 * and deletes it only while NIEUW; the secretariat may always change it. Every state is mailed to
 * the provider, and a request less than 2 weeks before the start is refused.
 */
export default declare({
  name: 'cursussen',
  path: '/bijscholing/cursussen',
  table: 'bijscholing_cursussen',
  fields: {
    title: { kind: 'text', max: 200, required: true },
    startDate: { kind: 'date', required: true },
    endDate: { kind: 'date', required: true },
    status: { kind: 'code', codelist: 'CURSTATUS', readOnly: true, required: true },
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
    contactId: { kind: 'reference', resource: 'contacts', options: '/crm/public/legalentities/:owner/contacts' },
    contact: { kind: 'text', max: 201, readOnly: true, sql: "SELECT p.firstname || ' ' || p.lastname FROM contacts c JOIN persons p ON p.iddicperson = c.iddicperson WHERE c.iddiccontact = contact_id" },
    organisation: { kind: 'text', max: 200, readOnly: true, sql: 'SELECT le.name FROM legal_entities le WHERE le.iddiclegalentity = legal_entity_id' },
    // Uploads (SPEC §3, §7): one file per slot; server/routes/bijscholing/cursusFiles.ts.
    attachment: { kind: 'file', readOnly: true, column: 'attachment_id', whileEditable: true },
    attachmentName: { kind: 'text', max: 255, readOnly: true, sql: FILE_NAME('attachment_id') },
    evaluation: { kind: 'file', readOnly: true, column: 'evaluation_id', marks: { evaluationStatus: 'NEW' } },
    evaluationName: { kind: 'text', max: 255, readOnly: true, sql: FILE_NAME('evaluation_id') },
    evaluationStatus: { kind: 'choice', options: EVALUATION_STATES, readOnly: true },
    aanwezigheidslijst: { kind: 'file', readOnly: true, column: 'aanwezigheidslijst_id', tab: 'aanwezigheden' },
    aanwezigheidslijstName: { kind: 'text', max: 255, readOnly: true, sql: FILE_NAME('aanwezigheidslijst_id') },
    geslaagdenlijst: { kind: 'file', readOnly: true, column: 'geslaagdenlijst_id', tab: 'aanwezigheden' },
    geslaagdenlijstName: { kind: 'text', max: 255, readOnly: true, sql: FILE_NAME('geslaagdenlijst_id') },
    // The sum of its items' points (domain/rules/points.ts), which the server works out per item.
    points: { kind: 'number', min: 0, max: 99999, decimals: 2, readOnly: true, sql: 'SELECT coalesce(sum(i.points), 0) FROM bijscholing_cursusitems i WHERE i.cursus_id = bijscholing_cursussen.id' },
  },
  title: 'title',
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
  },
  access: { list: SEC_OPL, create: OPL, edit: SEC_OPL, delete: SEC_OPL, copy: SEC_OPL, upload: SEC_OPL },
  copy: { ask: ['startDate', 'endDate'] },
  ownership: { scope: 'legalEntity', field: 'legalEntityId', bypass: SEC },
  // The points table's course typeahead (SPEC §7: typeahead=1&limit=5&type&ebp&user): approved courses only.
  lookup: { roles: ['DIERENARTS'], param: 'typeahead', states: ['GOEDGEKEURD'] },
  editableIn: { states: ['NIEUW', 'ONVOLLEDIG'], bypass: SEC },
  deletableIn: ['NIEUW'],
  rules: [
    { kind: 'order', start: 'startDate', end: 'endDate' },
    { kind: 'ownedReference', field: 'contactId', sql: 'SELECT 1 FROM contacts WHERE iddiccontact = $1 AND iddiclegalentity = $2 AND (enddate IS NULL OR enddate > current_date)' },
  ],
  queue: {
    state: 'status',
    initial: 'NIEUW',
    defaultFilter: 'AANGEVRAAGD',
    errorCode: 'CURSUS_STATUS_ERROR',
    mailParams: { cursus: 'title', organisatie: 'organisation' },
    // SPEC §7: /bijscholing/aanvragen/{id} (status, statussen); the evaluation test's eok and enok are in evaluaties.
    calls: { decide: '/bijscholing/aanvragen/:id/status', statuses: '/bijscholing/aanvragen/:id/statussen', requests: '/bijscholing/aanvragen/:id' },
    transitions: {
      indienen: {
        from: ['NIEUW', 'ONVOLLEDIG'],
        to: 'AANGEVRAAGD',
        roles: OPL,
        comment: 'none',
        guard: (course) => (requestInTime(String(course.startDate)) ? null : 'INVALID_CURSUS_PERIOD'),
        notify: { template: 'CURSUS_INGEDIEND', to: 'secretariat' },
        repeated: '500021',
      },
      beoordelen: { from: ['AANGEVRAAGD'], to: 'BEOORDELEN_P', roles: SEC, comment: 'optional', sets: [{ field: 'beoordelaar', required: true }], notify: toOwner },
      goedkeuren: { from: WAITING, to: 'GOEDGEKEURD', roles: SEC, comment: 'optional', notify: toOwner },
      onvolledig: { from: WAITING, to: 'ONVOLLEDIG', roles: SEC, comment: 'required', notify: toOwner },
      afkeuren: { from: WAITING, to: 'AFGEKEURD', roles: SEC, comment: 'required', notify: toOwner },
    },
  },
  tabs: [
    'detail',
    { name: 'sprekers', list: 'cursussprekers', field: 'cursusId' },
    { name: 'items', list: 'cursusitems', field: 'cursusId' },
    { name: 'aanvragen', show: 'requests' },
    { name: 'historiek', show: 'history' },
    { name: 'beoordelen', show: 'decision', roles: SEC },
    'aanwezigheden',
  ],
  icon: 'School',
  // Around today, so the demo's states and the 2-week rule make sense whenever it is loaded.
  demo: () => [
    { $owner: 'opleider', title: 'Echografie van het abdomen bij hond en kat', startDate: addDays(brusselsDate(), 60), endDate: addDays(brusselsDate(), 60), type: 'EBP', location: 'Merelbeke', animalKinds: ['HOND', 'KAT'], hours: 3 },
    { $owner: 'opleider', title: 'Kreupelheid bij het paard', startDate: addDays(brusselsDate(), 40), endDate: addDays(brusselsDate(), 41), type: 'BP', location: 'Gent', status: 'AANGEVRAAGD', hours: 14 },
    { $owner: 'opleider', title: 'Antibioticabeleid in de varkenshouderij', startDate: addDays(brusselsDate(), -30), endDate: addDays(brusselsDate(), -30), type: 'BP', onlineCourse: true, status: 'GOEDGEKEURD', hours: 2 },
    { $owner: 'opleider', title: 'Dermatologie voor de praktijk', startDate: addDays(brusselsDate(), 90), endDate: addDays(brusselsDate(), 90), type: 'EBP', location: 'Leuven', status: 'ONVOLLEDIG', hours: 4 },
    { $owner: 'opleider2', title: 'Tandheelkunde bij konijnen en knaagdieren', startDate: addDays(brusselsDate(), 75), endDate: addDays(brusselsDate(), 75), type: 'BP', location: 'Brussel', hours: 3 },
  ],
  menu: 40,
  volume: 5000,
});

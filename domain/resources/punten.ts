import { declare } from '../declare/declaration';
import { SEC, SEC_VET, VET } from '../roles';
import { ATTENDANCE_TYPES, COURSE_TYPES, POINT_STATES, POINT_TYPES } from '../rules/cpd';
import { PAGE_SIZES } from '../schemas/common';

/**
 * Points records (SPEC §3 bijpunten, §4): what a veterinarian did for continuing education in a
 * period, one row of their points table. The vet writes the content of their own NEW rows (and
 * deletes them); the secretariat reads everyone's and decides: approve (with the effective points),
 * decline (with a reason, mailed), or restore a declined row to NEW. Who owns a row is the member's
 * username (their ordenummer). The points table (/bijscholing/punten) is a page of its own; this
 * declaration's screen is the secretariat's review of the rows.
 */
export default declare({
  name: 'punten',
  path: '/bijscholing/punten',
  screen: '/bijscholing/beoordeling',
  fields: {
    periodeId: { kind: 'reference', resource: 'periodes', required: true },
    username: { kind: 'text', max: 30, readOnly: true },
    member: { kind: 'text', max: 201, readOnly: true },
    type: { kind: 'choice', options: POINT_TYPES, required: true },
    state: { kind: 'choice', options: POINT_STATES, readOnly: true, required: true },
    idbijcursus: { kind: 'reference', resource: 'cursussen', writers: VET },
    ebpnummer: { kind: 'text', max: 30, readOnly: true },
    title: { kind: 'text', max: 200, writers: VET },
    begindatum: { kind: 'date', required: true, writers: VET },
    einddatum: { kind: 'date', writers: VET },
    attendancetype: { kind: 'choice', options: ATTENDANCE_TYPES, writers: VET },
    hours: { kind: 'number', min: 0, max: 999, decimals: 2, writers: VET },
    price: { kind: 'number', min: 0, max: 99999, decimals: 2, writers: VET },
    auteur: { kind: 'text', max: 200, writers: VET },
    book: { kind: 'text', max: 200, writers: VET },
    edition: { kind: 'text', max: 50, writers: VET },
    page: { kind: 'number', min: 0, max: 99999, decimals: 0, writers: VET },
    // Worked out by the server from the rules (domain/rules/cpd); the secretariat's say is epunten/tpunten.
    cpunten: { kind: 'number', min: 0, max: 9999, decimals: 2, readOnly: true },
    tcpunten: { kind: 'number', min: 0, max: 9999, decimals: 2, readOnly: true },
    epunten: { kind: 'number', min: 0, max: 9999, decimals: 2, readOnly: true },
    tpunten: { kind: 'number', min: 0, max: 9999, decimals: 2, readOnly: true },
    comment: { kind: 'text', max: 2000, long: true, readOnly: true },
    bijlage: { kind: 'file', readOnly: true, whileEditable: true },
    docName: { kind: 'text', max: 255, from: { fileName: 'bijlage' } },
    // Each row kind offers only the slots it uses: a reading has no attendance, only a course a pass certificate.
    attend: { kind: 'file', readOnly: true, whileEditable: true, onlyWhen: { field: 'type', values: POINT_TYPES.filter((t) => t !== 'others') } },
    attendName: { kind: 'text', max: 255, from: { fileName: 'attend' } },
    geslaagden: { kind: 'file', readOnly: true, whileEditable: true, onlyWhen: { field: 'type', values: COURSE_TYPES } },
    geslaagdenName: { kind: 'text', max: 255, from: { fileName: 'geslaagden' } },
    // A row the course's provider (or the secretariat) credited from its attendance list: who and when; the vet cannot change it.
    creditedBy: { kind: 'text', max: 30, readOnly: true },
    creditedAt: { kind: 'datetime', readOnly: true },
  },
  title: 'title',
  list: {
    columns: ['member', 'type', 'title', 'begindatum', 'cpunten', 'epunten', 'state'],
    filters: [
      { name: 'state', field: 'state', op: 'eq', alwaysOn: true },
      { name: 'periode', field: 'periodeId', op: 'eq', alwaysOn: true },
      { name: 'type', field: 'type', op: 'eq', alwaysOn: true },
      { name: 'username', field: 'username', op: 'eq' },
    ],
    search: ['member', 'title'],
    sort: { field: 'begindatum', order: 'DESC' },
    pageSize: PAGE_SIZES.points,
  },
  access: { list: SEC_VET, screen: SEC, show: SEC_VET, create: VET, edit: VET, delete: VET, upload: VET, export: SEC },
  ownership: { scope: 'member', field: 'username', bypass: SEC },
  editableIn: { states: ['NEW'], bypass: [] },
  deletableIn: ['NEW'],
  rules: [{ kind: 'order', start: 'begindatum', end: 'einddatum' }],
  queue: {
    state: 'state',
    initial: 'NEW',
    defaultFilter: 'NEW',
    transitions: {
      goedkeuren: {
        from: ['NEW', 'APPROVED'],
        to: 'APPROVED',
        roles: SEC,
        comment: 'optional',
        sets: [
          { field: 'epunten', required: false },
          { field: 'tpunten', required: false },
        ],
      },
      afkeuren: { from: ['NEW', 'APPROVED'], to: 'DECLINED', roles: SEC, comment: 'required' },
      herstellen: { from: ['DECLINED'], to: 'NEW', roles: SEC, comment: 'none' },
    },
    bulk: ['goedkeuren'],
  },
  // A credit from a course's attendance list (server/routes/bijscholing/aanwezigheden.ts) completes or makes a row, approved.
  history: { registreren: ['state', 'attendancetype', 'creditedBy'] },
  tabs: ['detail', { name: 'historiek', show: 'history' }],
  icon: 'Grading',
  menu: 42,
});

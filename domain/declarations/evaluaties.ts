import { SEC } from '../declare/roles';
import { declare } from '../declare/types';
import { PAGE_SIZES } from '../schemas/common';

/**
 * The evaluation tests of courses (SPEC §4), the secretariat's queue: an upload makes one NEW; it is
 * approved, with the next evaluation number of the year, only when its course is GOEDGEKEURD and it
 * has no number yet; or declined with a comment. The provider is mailed either way.
 */
export default declare({
  name: 'evaluaties',
  path: '/bijscholing/evaluaties',
  table: 'bijscholing_cursussen',
  where: 'evaluation_status IS NOT NULL',
  fields: {
    title: { kind: 'text', max: 200, readOnly: true, required: true },
    organisation: { kind: 'text', max: 200, readOnly: true, sql: 'SELECT le.name FROM legal_entities le WHERE le.iddiclegalentity = legal_entity_id' },
    startDate: { kind: 'date', readOnly: true, required: true },
    status: { kind: 'code', codelist: 'CURSTATUS', readOnly: true, required: true },
    evaluationName: { kind: 'text', max: 255, readOnly: true, sql: 'SELECT f.name FROM files f WHERE f.id = evaluation_id' },
    evaluationStatus: { kind: 'choice', options: ['NEW', 'APPROVED', 'DECLINED'], readOnly: true, required: true },
    evaluationNumber: { kind: 'text', max: 9, readOnly: true },
    legalEntityId: { kind: 'reference', resource: 'rechtspersonen', readOnly: true, required: true },
  },
  title: 'title',
  list: {
    columns: ['title', 'organisation', 'startDate', 'status', 'evaluationName', 'evaluationStatus', 'evaluationNumber'],
    filters: [{ name: 'status', field: 'evaluationStatus', op: 'eq', alwaysOn: true }],
    search: ['title'],
    sort: { field: 'startDate', order: 'DESC' },
    pageSize: PAGE_SIZES.courses,
  },
  access: { list: SEC },
  ownership: { scope: 'legalEntity', field: 'legalEntityId', bypass: SEC },
  queue: {
    state: 'evaluationStatus',
    initial: 'NEW',
    defaultFilter: 'NEW',
    errorCode: 'CURSUS_STATUS_ERROR',
    mailParams: { cursus: 'title', evaluatienummer: 'evaluationNumber' },
    transitions: {
      goedkeuren: {
        from: ['NEW'],
        to: 'APPROVED',
        roles: SEC,
        comment: 'optional',
        guard: (course) => (course.status === 'GOEDGEKEURD' && course.evaluationName && !course.evaluationNumber ? null : 'CURSUS_STATUS_ERROR'),
        numbers: 'evaluationNumber',
        path: '/bijscholing/aanvragen/:id/eok',
        notify: { template: 'EVALUATIE_GOEDGEKEURD', to: 'owner' },
      },
      afkeuren: { from: ['NEW'], to: 'DECLINED', roles: SEC, comment: 'required', notify: { template: 'EVALUATIE_AFGEKEURD', to: 'owner' }, path: '/bijscholing/aanvragen/:id/enok' },
    },
  },
  tabs: ['detail', { name: 'historiek', show: 'history' }],
  icon: 'Assignment',
  menu: 41,
});

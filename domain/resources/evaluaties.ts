import { declare } from '../declare/declaration';
import type { RowGrant } from '../declare/grants';
import { SEC } from '../roles';
import { PAGE_SIZES } from '../schemas/common';
import { COURSE_STATES, EVALUATION_STATES } from './cursussen';

/** The courses that have an evaluation test: this queue's records (it shares the courses' table). */
const withTest: RowGrant = { roles: SEC, rows: () => ({ evaluationStatus: { not: null } }) };

/**
 * The evaluation tests of courses (SPEC §4), the secretariat's queue: an upload makes one NEW; it is
 * approved, with the next evaluation number of the year, only when its course is GOEDGEKEURD and it
 * has no number yet; or declined with a comment. The provider is mailed either way.
 */
export default declare({
  name: 'evaluaties',
  path: '/bijscholing/evaluaties',
  fields: {
    title: { kind: 'text', max: 200, readOnly: true, required: true },
    organisation: { kind: 'text', max: 200, from: { titleOf: 'legalEntityId' } },
    startDate: { kind: 'date', readOnly: true, required: true },
    status: { kind: 'code', codelist: 'CURSTATUS', options: COURSE_STATES, readOnly: true, required: true },
    evaluation: { kind: 'file', readOnly: true, hidden: true },
    evaluationName: { kind: 'text', max: 255, from: { fileName: 'evaluation' } },
    evaluationStatus: { kind: 'choice', options: EVALUATION_STATES, readOnly: true },
    evaluationNumber: { kind: 'text', max: 9, readOnly: true },
    evaluationComment: { kind: 'text', max: 2000, long: true, readOnly: true },
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
  access: { list: withTest, show: withTest },
  ownership: { scope: 'legalEntity', field: 'legalEntityId', bypass: SEC },
  queue: {
    state: 'evaluationStatus',
    initial: 'NEW',
    defaultFilter: 'NEW',
    errorCode: 'CURSUS_STATUS_ERROR',
    transitions: {
      goedkeuren: { from: ['NEW'], to: 'APPROVED', roles: SEC, comment: 'optional' },
      afkeuren: { from: ['NEW'], to: 'DECLINED', roles: SEC, comment: 'required' },
    },
  },
  paths: { actions: { goedkeuren: '/bijscholing/aanvragen/:id/eok', afkeuren: '/bijscholing/aanvragen/:id/enok' } },
  tabs: ['detail', { name: 'historiek', show: 'history' }],
  icon: 'Assignment',
  menu: 41,
});

import { declare } from '../declare/declaration';
import { SEC, SEC_VET } from '../roles';
import { PAGE_SIZES } from '../schemas/common';
import { exemptionFields } from '../schemas/exemptions';
import { EXEMPTION_DOCUMENT } from './vrijstellingen';

/**
 * The secretariat's register of exemption requests (SPEC §2 /vrijstellingen/register, §4): every
 * request, opening on those still asked (REQ). The decision (POST /vrijstellingen/{id}/actions/evaluate,
 * body `decision` and `comments` as SPEC §7's client sends them) keeps a request asked with a
 * comment, approves it (APP: its end date is set, from the decision day unless given) or declines it
 * with a reason; a decided request is not decided again (409). The member is mailed the decision.
 */
export default declare({
  name: 'vrijstellingsaanvragen',
  path: '/vrijstellingen/registrationrequests',
  screen: '/vrijstellingen/register',
  fields: exemptionFields,
  title: 'member',
  list: {
    columns: ['creationdate', 'member', 'username', 'years', 'statecode', 'endDate', 'decisiondate', 'attachmentName'],
    filters: [{ name: 'statecode', field: 'statecode', op: 'eq', alwaysOn: true }],
    search: ['member', 'username'],
    sort: { field: 'creationdate', order: 'DESC' },
    pageSize: PAGE_SIZES.exemptions,
  },
  // One exemption and its document: the secretariat's, and the member's own (ownership).
  access: { list: SEC, show: SEC_VET, screen: SEC },
  ownership: { scope: 'member', field: 'username', bypass: SEC },
  queue: {
    state: 'statecode',
    initial: 'REQ',
    defaultFilter: 'REQ',
    names: { status: 'decision', comment: 'comments' },
    // SPEC §4: REQ is the decision form's first choice for exemptions: kept asked, with a comment.
    transitions: {
      REQ: { from: ['REQ'], to: 'REQ', roles: SEC, comment: 'optional' },
      APP: { from: ['REQ'], to: 'APP', roles: SEC, comment: 'optional', sets: [{ field: 'endDate', required: false }] },
      DEC: { from: ['REQ'], to: 'DEC', roles: SEC, comment: 'required' },
    },
  },
  paths: { one: '/vrijstellingen/:id', decide: '/vrijstellingen/:id/actions/evaluate', files: { attachment: EXEMPTION_DOCUMENT } },
  tabs: ['detail', { name: 'beslissing', show: 'decision', roles: SEC }, { name: 'historiek', show: 'history' }],
  icon: 'Grading',
  menu: 46,
});

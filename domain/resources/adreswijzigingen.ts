import { declare } from '../declare/declaration';
import { SEC } from '../roles';
import { PAGE_SIZES } from '../schemas/common';
import { ADDRESS_CHANGE_CODES, ADDRESS_CHANGE_STATES } from '../schemas/members';

/**
 * Address-change requests (SPEC §2 /dierenarts/adreswijzigingen, §4): a veterinarian asks, the
 * secretariat decides, one at a time or several at once. Hand-written calls: an approval applies the
 * change to the member's addresses and cooperations, and a veterinarian lists only their own requests.
 */
export default declare({
  name: 'adreswijzigingen',
  path: '/dierenartsen/addresschanges',
  screen: '/dierenarts/adreswijzigingen',
  fields: {
    state: { kind: 'choice', options: ADDRESS_CHANGE_STATES, readOnly: true, required: true },
    type: { kind: 'choice', options: ADDRESS_CHANGE_CODES, readOnly: true, required: true },
    name: { kind: 'text', max: 200, readOnly: true },
    address: { kind: 'text', max: 500, readOnly: true },
    creationdate: { kind: 'datetime', readOnly: true, required: true },
    startdate: { kind: 'date', readOnly: true },
  },
  title: 'name',
  list: {
    columns: ['creationdate', 'type', 'name', 'address', 'startdate', 'state'],
    filters: [{ name: 'state', field: 'state', op: 'eq', alwaysOn: true }],
    sort: { field: 'creationdate', order: 'DESC' },
    pageSize: PAGE_SIZES.addressChanges,
  },
  // The queue is the secretariat's; a veterinarian asks and follows their own requests (own addresses screen).
  access: { list: SEC, show: undefined, decide: SEC, request: ['DIERENARTS'], ownRequests: ['DIERENARTS', 'SECRETARIAAT'] },
  queue: {
    state: 'state',
    initial: 'NEW',
    defaultFilter: 'NEW',
    transitions: {
      APPROVED: { from: ['NEW', 'ERROR'], to: 'APPROVED', roles: SEC, comment: 'optional' },
      DECLINED: { from: ['NEW', 'ERROR'], to: 'DECLINED', roles: SEC, comment: 'required' },
    },
  },
  paths: { decide: '/dierenartsen/addresschanges/:id' },
  custom: {
    'GET /dierenartsen/addresschanges': 'ownRequests',
    'POST /dierenartsen/addresschanges': 'request',
    'POST /dierenartsen/addresschanges/:id': 'decide',
    'POST /dierenartsen/addresschanges/actions/approve': 'decide',
  },
  icon: 'EditLocationAlt',
  menu: 10,
});

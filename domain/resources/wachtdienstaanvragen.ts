import { declare } from '../declare/declaration';
import { SEC } from '../roles';
import { REQUEST_DECLARATION, REQUEST_FIELDS, REQUEST_LIST, REQUEST_QUEUE, REQUEST_TABS, SERVICE_FIELDS } from '../schemas/wachtdiensten';

/**
 * A vet's request for a new on-call service (SPEC §2 /wachtdiensten/aanvragen/{type}, §4, §7:
 * POST /wachtdiensten with userEmail and service). The secretariat corrects it while it waits and
 * decides (REQ by default: kept, with a comment; APP: the service is made, the requester its
 * responsible; DEC with a reason); the requester is mailed the decision.
 */
export default declare({
  name: 'wachtdienstaanvragen',
  path: '/wachtdiensten/registrationrequests',
  screen: '/wachtdiensten/aanvragen/registratie',
  paths: { create: '/wachtdiensten', decide: '/wachtdiensten/:id/actions/evaluate' },
  fields: {
    ...SERVICE_FIELDS,
    ...REQUEST_FIELDS,
    wachtdienstId: { kind: 'reference', resource: 'wachtdiensten', readOnly: true },
  },
  title: 'name',
  list: { ...REQUEST_LIST, columns: ['creationdate', 'name', 'type', 'requesterName', 'decision'] },
  ...REQUEST_DECLARATION,
  queue: {
    ...REQUEST_QUEUE,
    // SPEC §4: REQ first, the default of a new registration.
    transitions: {
      REQ: { from: ['REQ'], to: 'REQ', roles: SEC, comment: 'optional' },
      APP: { from: ['REQ'], to: 'APP', roles: SEC, comment: 'optional' },
      DEC: { from: ['REQ'], to: 'DEC', roles: SEC, comment: 'required' },
    },
  },
  tabs: REQUEST_TABS,
  icon: 'AddBusiness',
  menu: 71,
});

import { declare } from '../declare/declaration';
import { SEC } from '../roles';
import { REQUEST_DECLARATION, REQUEST_FIELDS, REQUEST_LIST, REQUEST_QUEUE, REQUEST_TABS, SERVICE_FIELDS } from '../schemas/wachtdiensten';

/**
 * A request to change an on-call service (SPEC §4, §7: POST /wachtdiensten/{id}/actions/request-update),
 * asked by a vet with the service as it should become. The secretariat corrects and decides: APP
 * (the default; REQ is not offered) changes the service in the same transaction, DEC with a reason;
 * the requester is mailed the decision.
 */
export default declare({
  name: 'wachtdienstwijzigingen',
  path: '/wachtdiensten/updaterequests',
  screen: '/wachtdiensten/aanvragen/wijziging',
  paths: { create: '/wachtdiensten/:wachtdienstId/actions/request-update', decide: '/wachtdiensten/updaterequests/:id/actions/evaluate' },
  fields: {
    wachtdienstId: { kind: 'reference', resource: 'wachtdiensten', readOnly: true, required: true },
    ...SERVICE_FIELDS,
    ...REQUEST_FIELDS,
  },
  title: 'name',
  list: { ...REQUEST_LIST, columns: ['creationdate', 'wachtdienstId', 'name', 'requesterName', 'decision'] },
  ...REQUEST_DECLARATION,
  queue: {
    ...REQUEST_QUEUE,
    // SPEC §4: APP first, the default of a change; REQ is not a decision here (409).
    transitions: {
      APP: { from: ['REQ'], to: 'APP', roles: SEC, comment: 'optional' },
      DEC: { from: ['REQ'], to: 'DEC', roles: SEC, comment: 'required' },
    },
  },
  tabs: REQUEST_TABS,
  icon: 'EditNote',
  menu: 72,
});

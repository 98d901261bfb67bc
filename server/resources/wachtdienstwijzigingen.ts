import wachtdienstwijzigingen from '../../domain/resources/wachtdienstwijzigingen';
import { NOT_OWN_SERVICE } from '../../domain/texts/wachtdiensten.nl';
import { commentKept, memberNamed } from '../generator/helpers/names';
import { notify } from '../generator/helpers/notify';
import type { AfterTransition, BeforeChange } from '../generator/part';
import { serve } from '../generator/part';
import { AppError } from '../errors';
import { isMemberOf } from '../repositories/wachtdiensten';
import { applyUpdateRequest } from '../services/wachtdiensten';

/**
 * A change is asked by those who run the service: its members and its responsible. Another vet's
 * request would only give the secretariat a register of strangers' wishes to sort out (403). The
 * product's own writes (the demo) run as the secretariat and are not asked.
 */
const ownPeople: BeforeChange = async ({ operation, record, caller, find, q }) => {
  if (operation !== 'create' || caller.roles.includes('SECRETARIAAT')) return undefined;
  const service = await find('wachtdiensten', record.wachtdienstId);
  // An unknown service is the reference's own 400.
  if (!service || service.responsible === caller.username) return undefined;
  if (!(await isMemberOf(q, Number(record.wachtdienstId), caller.username))) throw new AppError(403, 'FORBIDDEN', NOT_OWN_SERVICE);
  return undefined;
};

/** SPEC §4: an approved change is made to the service in the same transaction. */
const approved: AfterTransition = async ({ q, name, after, caller }) => {
  if (name === 'APP') await applyUpdateRequest(q, after, caller.username);
};

export default serve(wachtdienstwijzigingen, {
  table: 'wachtdienst_wijzigingen',
  hooks: {
    beforeChange: [ownPeople, memberNamed('requester', 'requesterName')],
    beforeTransition: [commentKept('comments')],
    afterTransition: [
      approved,
      notify(['APP', 'DEC'], { template: 'WACHTDIENST_WIJZIGING', to: 'owner', address: 'userEmail', statusAs: 'beslissing', params: { wachtdienst: 'name' } }),
    ],
  },
  sample: { telephone: '09 123 45 67', type: 'ALGEMEEN', diersoorten: ['GEZEL'] },
  // A member of Gent-Zuid asks to add a municipality and a website.
  demo: () => [
    {
      $owner: 'N1004',
      wachtdienstId: 'Wachtdienst Gent-Zuid',
      name: 'Wachtdienst Gent-Zuid',
      telephone: '09 222 33 44',
      website: 'https://wachtdienst-gent-zuid.be',
      type: 'GEZEL',
      diersoorten: ['GEZEL', 'KNAAG'],
      cities: ['44021', '44088', '44087'],
      info: 'Weekends en feestdagen van 8 tot 20 uur; vanaf volgend jaar ook Lochristi.',
    },
  ],
});

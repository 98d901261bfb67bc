import wachtdienstwijzigingen from '../../domain/declarations/wachtdienstwijzigingen';
import { commentKept, memberNamed } from '../declared/helpers/names';
import { notify } from '../declared/helpers/notify';
import type { AfterTransition } from '../declared/part';
import { serve } from '../declared/part';
import { applyUpdateRequest } from '../services/wachtdiensten';

/** SPEC §4: an approved change is made to the service in the same transaction. */
const approved: AfterTransition = async ({ q, name, after, caller }) => {
  if (name === 'APP') await applyUpdateRequest(q, after, caller.username);
};

export default serve(wachtdienstwijzigingen, {
  table: 'wachtdienst_wijzigingen',
  hooks: {
    beforeChange: [memberNamed('requester', 'requesterName')],
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

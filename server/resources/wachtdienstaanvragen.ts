import wachtdienstaanvragen from '../../domain/resources/wachtdienstaanvragen';
import { commentKept, memberNamed } from '../generator/helpers/names';
import { notify } from '../generator/helpers/notify';
import type { AfterTransition } from '../generator/part';
import { serve } from '../generator/part';
import { updateRow } from '../repositories/declared';
import { createFromRequest } from '../services/wachtdiensten';

/** SPEC §4: an approval makes the service in the same transaction, its requester its responsible. */
const approved: AfterTransition = async ({ q, t, name, after, caller }) => {
  if (name !== 'APP') return;
  const service = await createFromRequest(q, after, caller.username);
  await updateRow(q, t, after.id as number, { wachtdienstId: service.id });
  after.wachtdienstId = service.id;
};

export default serve(wachtdienstaanvragen, {
  table: 'wachtdienst_aanvragen',
  hooks: {
    beforeChange: [memberNamed('requester', 'requesterName')],
    beforeTransition: [commentKept('comments')],
    afterTransition: [
      approved,
      notify(['APP', 'DEC'], {
        template: 'WACHTDIENST_REGISTRATIE',
        to: 'owner',
        address: 'userEmail',
        statusAs: 'beslissing',
        params: { wachtdienst: 'name' },
      }),
    ],
  },
  volume: 5000,
  sample: { telephone: '09 123 45 67', type: 'ALGEMEEN', diersoorten: ['GEZEL'] },
  // One registration waiting for the secretariat, one declined.
  demo: () => [
    {
      $owner: 'N1003',
      name: 'Wachtdienst Leuven-Noord',
      telephone: '016 12 34 56',
      type: 'GEZEL',
      diersoorten: ['GEZEL', 'VOGEL'],
      cities: ['24062'],
      info: 'Nieuwe wachtdienst voor gezelschapsdieren in Leuven en omgeving.',
    },
    {
      $owner: 'N1006',
      name: 'Exotenwachtdienst Limburg',
      website: 'https://exoten-limburg.be',
      type: 'SPECIALIST',
      diersoorten: ['EXOOT', 'REPTIEL'],
      disciplines: ['INTERN'],
      decision: 'DEC',
      comments: 'Er bestaat al een wachtdienst voor exoten in deze regio.',
    },
  ],
});

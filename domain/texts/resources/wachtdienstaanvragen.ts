import wachtdienstaanvragen from '../../declarations/wachtdienstaanvragen';
import { texts } from '../../declare/texts';
import { SERVICE_HINTS, SERVICE_LABELS } from '../wachtdiensten.nl';

export default texts(wachtdienstaanvragen, {
  name: 'Registratieaanvraag |||| Registratieaanvragen',
  title: 'Aanvragen van nieuwe wachtdiensten',
  new: 'Nieuwe wachtdienst aanvragen',
  empty: 'Er zijn geen registratieaanvragen die aan de zoekcriteria voldoen.',
  tabs: { detail: 'Aanvraag', beslissing: 'Beslissing', historiek: 'Historiek' },
  history: { REQ: 'Aangevraagd gelaten', APP: 'Goedgekeurd', DEC: 'Afgekeurd' },
  hints: { ...SERVICE_HINTS, userEmail: 'Leeg: het e-mailadres van de account van de aanvrager.' },
  fields: {
    ...SERVICE_LABELS,
    userEmail: 'E-mailadres voor de beslissing',
    requester: 'Ordenummer aanvrager',
    requesterName: 'Aanvrager',
    decision: 'Beslissing',
    comments: 'Commentaar',
    wachtdienstId: 'Wachtdienst',
    creationdate: 'Aangevraagd op',
  },
});

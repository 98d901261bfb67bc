import wachtdienstwijzigingen from '../../declarations/wachtdienstwijzigingen';
import { texts } from '../../declare/texts';
import { SERVICE_HINTS, SERVICE_LABELS } from '../wachtdiensten.nl';

export default texts(wachtdienstwijzigingen, {
  name: 'Wijzigingsaanvraag |||| Wijzigingsaanvragen',
  title: 'Aanvragen tot wijziging van een wachtdienst',
  new: 'Wijziging aanvragen',
  empty: 'Er zijn geen wijzigingsaanvragen die aan de zoekcriteria voldoen.',
  tabs: { detail: 'Aanvraag', beslissing: 'Beslissing', historiek: 'Historiek' },
  history: { APP: 'Goedgekeurd', DEC: 'Afgekeurd' },
  hints: { ...SERVICE_HINTS, userEmail: 'Leeg: het e-mailadres van de account van de aanvrager.' },
  fields: {
    wachtdienstId: 'Wachtdienst',
    ...SERVICE_LABELS,
    userEmail: 'E-mailadres voor de beslissing',
    requester: 'Ordenummer aanvrager',
    requesterName: 'Aanvrager',
    decision: 'Beslissing',
    comments: 'Commentaar',
    creationdate: 'Aangevraagd op',
  },
});

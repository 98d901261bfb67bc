import wachtdienstwijzigingen from '../../resources/wachtdienstwijzigingen';
import { texts } from '../../declare/texts';
import { REQUEST_HINTS, REQUEST_LABELS, SERVICE_HINTS, SERVICE_LABELS } from '../wachtdiensten.nl';

export default texts(wachtdienstwijzigingen, {
  name: 'Wijzigingsaanvraag |||| Wijzigingsaanvragen',
  title: 'Aanvragen tot wijziging van een wachtdienst',
  new: 'Wijziging aanvragen',
  empty: 'Er zijn geen wijzigingsaanvragen die aan de zoekcriteria voldoen.',
  tabs: { detail: 'Aanvraag', beslissing: 'Beslissing', historiek: 'Historiek' },
  history: { APP: 'Goedgekeurd', DEC: 'Afgekeurd' },
  hints: { ...SERVICE_HINTS, ...REQUEST_HINTS },
  fields: {
    wachtdienstId: 'Wachtdienst',
    ...SERVICE_LABELS,
    ...REQUEST_LABELS,
  },
});

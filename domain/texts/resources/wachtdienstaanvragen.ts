import wachtdienstaanvragen from '../../resources/wachtdienstaanvragen';
import { texts } from '../../declare/texts';
import { REQUEST_HINTS, REQUEST_LABELS, SERVICE_HINTS, SERVICE_LABELS } from '../wachtdiensten.nl';

export default texts(wachtdienstaanvragen, {
  name: 'Registratieaanvraag |||| Registratieaanvragen',
  title: 'Aanvragen van nieuwe wachtdiensten',
  new: 'Nieuwe wachtdienst aanvragen',
  empty: 'Er zijn geen registratieaanvragen die aan de zoekcriteria voldoen.',
  tabs: { detail: 'Aanvraag', beslissing: 'Beslissing', historiek: 'Historiek' },
  history: { REQ: 'Aangevraagd gelaten', APP: 'Goedgekeurd', DEC: 'Afgekeurd' },
  hints: { ...SERVICE_HINTS, ...REQUEST_HINTS },
  fields: {
    ...SERVICE_LABELS,
    ...REQUEST_LABELS,
    wachtdienstId: 'Wachtdienst',
  },
});

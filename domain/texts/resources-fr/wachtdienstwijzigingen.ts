import wachtdienstwijzigingen from '../../resources/wachtdienstwijzigingen';
import { texts } from '../../declare/texts';
import { REQUEST_HINTS, REQUEST_LABELS, SERVICE_HINTS, SERVICE_LABELS } from '../wachtdiensten.fr';

export default texts(wachtdienstwijzigingen, {
  name: 'Demande de modification |||| Demandes de modification',
  title: "Demandes de modification d'un service de garde",
  new: 'Demander une modification',
  empty: 'Aucune demande de modification ne répond aux critères de recherche.',
  tabs: { detail: 'Demande', beslissing: 'Décision', historiek: 'Historique' },
  history: { APP: 'Approuvée', DEC: 'Refusée' },
  hints: { ...SERVICE_HINTS, ...REQUEST_HINTS },
  fields: {
    wachtdienstId: 'Service de garde',
    ...SERVICE_LABELS,
    ...REQUEST_LABELS,
  },
});

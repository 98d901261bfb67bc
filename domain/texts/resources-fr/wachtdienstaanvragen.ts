import wachtdienstaanvragen from '../../resources/wachtdienstaanvragen';
import { texts } from '../../declare/texts';
import { REQUEST_HINTS, REQUEST_LABELS, SERVICE_HINTS, SERVICE_LABELS } from '../wachtdiensten.fr';

export default texts(wachtdienstaanvragen, {
  name: "Demande d'enregistrement |||| Demandes d'enregistrement",
  title: 'Demandes de nouveaux services de garde',
  new: 'Demander un nouveau service de garde',
  empty: "Aucune demande d'enregistrement ne répond aux critères de recherche.",
  tabs: { detail: 'Demande', beslissing: 'Décision', historiek: 'Historique' },
  history: { REQ: 'Laissée en demande', APP: 'Approuvée', DEC: 'Refusée' },
  hints: { ...SERVICE_HINTS, ...REQUEST_HINTS },
  fields: {
    ...SERVICE_LABELS,
    ...REQUEST_LABELS,
    wachtdienstId: 'Service de garde',
  },
});

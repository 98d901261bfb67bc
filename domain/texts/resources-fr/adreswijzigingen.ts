import adreswijzigingen from '../../resources/adreswijzigingen';
import { texts } from '../../declare/texts';

export default texts(adreswijzigingen, {
  name: "Changement d'adresse |||| Changements d'adresse",
  empty: 'Aucune demande ne répond aux critères de recherche.',
  fields: { creationdate: 'Introduit le', name: 'Membre', type: 'Type', address: 'Adresse', startdate: 'À partir du', state: 'Statut' },
  choices: {
    state: { NEW: 'Nouveau', APPROVED: 'Approuvé', DECLINED: 'Refusé', ERROR: 'Erreur' },
    type: { RECHTSPERSOON: 'Personne morale', DOMICILIE: 'Domicile', CONTACTNEW: 'Nouvelle collaboration', CONTACTEND: 'Fin de collaboration' },
  },
  history: { APPROVED: 'Approuvé', DECLINED: 'Refusé' },
});

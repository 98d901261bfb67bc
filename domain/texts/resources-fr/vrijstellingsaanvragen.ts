import vrijstellingsaanvragen from '../../resources/vrijstellingsaanvragen';
import { texts } from '../../declare/texts';
import { exemptionFieldTexts } from './vrijstellingen';

export default texts(vrijstellingsaanvragen, {
  name: 'Demande de dispense |||| Demandes de dispense',
  title: 'Registre des dispenses',
  empty: 'Aucune demande de dispense ne répond aux critères de recherche.',
  fields: { ...exemptionFieldTexts, comments: 'Explication du médecin vétérinaire', q: "Rechercher par nom ou numéro d'Ordre" },
  hints: { endDate: "Laisser vide : la veille de la même date, le nombre d'années demandé après aujourd'hui." },
  tabs: { detail: 'Demande', beslissing: 'Décision', historiek: 'Historique' },
  history: { REQ: 'Maintenue en demande', APP: 'Approuvée', DEC: 'Refusée' },
});

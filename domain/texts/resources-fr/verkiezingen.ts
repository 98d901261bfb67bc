import verkiezingen from '../../resources/verkiezingen';
import { texts } from '../../declare/texts';

export default texts(verkiezingen, {
  name: 'Élection |||| Élections',
  new: 'Nouvelle élection',
  empty: "Il n'y a pas d'élections dans cette phase.",
  actions: {
    finaliseren: 'Finaliser',
    finaliseren_confirm:
      "L'élection « %{title} » sera finalisée : tous les médecins vétérinaires recevront une invitation à voter, après quoi ni l'élection ni ses candidats ne pourront encore être modifiés.",
    finaliseren_done: "L'élection « %{title} » est finalisée et les invitations à voter sont envoyées. Vous la trouverez ici dans la phase « %{stage} ».",
  },
  history: { finaliseren: 'Finalisée' },
  params: {
    stage: {
      label: 'Phase',
      options: { admin: 'Préparation', voting: 'Vote', counting: 'Dépouillement', finished: 'Terminée', closed: 'Clôturée' },
    },
  },
  tabs: {
    detail: 'Élection',
    kandidaten: 'Candidats',
    comite: 'Comité électoral',
    stemmen: 'Votes',
    opkomst: 'Participation',
    resultaten: 'Résultats',
    stembord: 'Tableau des votes',
    historiek: 'Historique',
  },
  choices: { state: { NEW: 'En préparation', FINISHED: 'Finalisée' } },
  fields: {
    title: 'Nom',
    starttime: 'Début',
    endtime: 'Fin',
    numberOfElected: 'Nombre de sièges à pourvoir',
    votable: 'Vote possible',
    state: 'Statut',
    mailssended: 'Invitations envoyées',
    candidateCount: 'Nombre de candidats',
    publicKey: "Clé publique de l'urne",
    keyHolders: 'Membres du comité électoral',
    keyThreshold: 'Membres du comité nécessaires au dépouillement',
    fingerprint: "Empreinte de l'élection",
  },
});

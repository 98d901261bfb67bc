import evaluaties from '../../resources/evaluaties';
import { texts } from '../../declare/texts';

export default texts(evaluaties, {
  name: "Test d'évaluation |||| Tests d'évaluation",
  new: "Nouveau test d'évaluation",
  empty: "Aucun test d'évaluation ne répond aux critères de recherche.",
  history: { goedkeuren: "Test d'évaluation approuvé", afkeuren: "Test d'évaluation refusé" },
  request: "Test d'évaluation",
  tabs: { detail: "Test d'évaluation", historiek: 'Historique' },
  fields: {
    title: 'Formation',
    organisation: 'Organisation',
    startDate: 'Date de début',
    status: 'Statut de la formation',
    evaluation: "Test d'évaluation",
    evaluationName: "Test d'évaluation",
    evaluationStatus: 'Statut',
    evaluationNumber: "Numéro d'évaluation",
    evaluationComment: 'Commentaire',
    legalEntityId: 'Organisation',
    q: 'Rechercher',
  },
  choices: { evaluationStatus: { NEW: 'Nouveau', APPROVED: 'Approuvé', DECLINED: 'Refusé' } },
});

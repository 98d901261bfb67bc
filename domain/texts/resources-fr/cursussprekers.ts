import cursussprekers from '../../resources/cursussprekers';
import { texts } from '../../declare/texts';

export default texts(cursussprekers, {
  name: 'Orateur |||| Orateurs',
  new: 'Nouvel orateur',
  empty: "Cette formation n'a pas encore d'orateurs.",
  fields: {
    cursusId: 'Formation',
    firstName: 'Prénom',
    lastName: 'Nom',
    title: 'Titre',
    relatedTo: 'Attaché à',
    personId: 'Médecin vétérinaire connu',
    personName: 'Médecin vétérinaire connu',
    attestRequired: 'Attestation requise',
    name: 'Orateur',
    cv: 'CV',
    cvName: 'CV',
    attest: 'Attestation',
    attestName: 'Attestation',
  },
  hints: {
    personId: 'Recherchez un médecin vétérinaire connu par son nom, ou laissez vide pour un nouvel orateur.',
  },
  files_after_save: "Enregistrez d'abord l'orateur pour charger un CV ou une attestation.",
});

import cursusitems from '../../resources/cursusitems';
import { texts } from '../../declare/texts';

export default texts(cursusitems, {
  name: 'Élément |||| Éléments',
  new: 'Nouvel élément',
  empty: "Cette formation n'a pas encore d'éléments.",
  fields: {
    cursusId: 'Formation',
    datum: 'Date',
    startTime: 'Heure de début',
    endTime: 'Heure de fin',
    category: 'Catégorie',
    dagdeel: 'Partie de journée',
    coefficient: 'Coefficient',
    speakers: 'Orateurs',
    minutes: 'Durée (minutes)',
    points: 'Points',
  },
});

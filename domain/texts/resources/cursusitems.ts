import cursusitems from '../../resources/cursusitems';
import { texts } from '../../declare/texts';

export default texts(cursusitems, {
  name: 'Item |||| Items',
  new: 'Nieuw item',
  empty: 'Deze cursus heeft nog geen items.',
  fields: {
    cursusId: 'Cursus',
    datum: 'Datum',
    startTime: 'Beginuur',
    endTime: 'Einduur',
    category: 'Categorie',
    dagdeel: 'Dagdeel',
    coefficient: 'Coëfficiënt',
    speakers: 'Sprekers',
    minutes: 'Duur (minuten)',
    points: 'Punten',
  },
});

import kandidaten from '../../resources/kandidaten';
import { texts } from '../../declare/texts';

export default texts(kandidaten, {
  name: 'Candidat |||| Candidats',
  new: 'Ajouter un candidat',
  empty: "Cette élection n'a pas encore de candidats.",
  fields: {
    verkiezingId: 'Élection',
    personId: 'Médecin vétérinaire',
    personName: 'Médecin vétérinaire',
    lastname: 'Nom',
    firstname: 'Prénom',
    campagne: 'Campagne',
    campaignfilename: 'Campagne',
  },
});

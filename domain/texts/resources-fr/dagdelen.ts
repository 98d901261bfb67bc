import dagdelen from '../../resources/dagdelen';
import { texts } from '../../declare/texts';

export default texts(dagdelen, {
  name: 'Partie de journée |||| Parties de journée',
  new: 'Nouvelle partie de journée',
  empty: "Il n'y a pas encore de parties de journée.",
  fields: { code: 'Code', description: 'Description', description_fr: 'Description (français)', meerdags: 'Sur plusieurs jours', q: 'Rechercher' },
});

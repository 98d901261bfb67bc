import centrums from '../../resources/centrums';
import { texts } from '../../declare/texts';

export default texts(centrums, {
  name: 'Centre |||| Centres',
  new: 'Nouveau centre',
  empty: "Il n'y a pas encore de centres.",
  fields: { name: 'Nom', locality: 'Commune', website: 'Site web', status: 'Statut', q: 'Rechercher' },
  choices: { status: { ACTIEF: 'Actif', INACTIEF: 'Non actif' } },
});

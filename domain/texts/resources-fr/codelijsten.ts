import codelijsten from '../../resources/codelijsten';
import { texts } from '../../declare/texts';

export default texts(codelijsten, {
  name: 'Liste de codes |||| Listes de codes',
  empty: 'Aucune liste de codes ne répond aux critères de recherche.',
  fields: { iddiccode: 'Numéro', code: 'Code', description: 'Description', itemcount: 'Nombre de valeurs', q: 'Rechercher' },
  tabs: { items: 'Valeurs', translations: 'Traductions' },
});

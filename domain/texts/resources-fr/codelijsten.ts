import { texts } from '../../declare/texts';
import codelijsten from '../../resources/codelijsten';

export default texts(codelijsten, {
  name: 'Liste de codes |||| Listes de codes',
  empty: 'Aucune liste de codes ne répond aux critères de recherche.',
  fields: {
    iddiccode: 'Numéro',
    code: 'Code',
    description: 'Description',
    description_fr: 'Description (français)',
    itemcount: 'Nombre de valeurs',
    q: 'Rechercher',
  },
  tabs: { items: 'Valeurs', translations: 'Traductions' },
});

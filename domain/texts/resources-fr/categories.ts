import categories from '../../resources/categories';
import { texts } from '../../declare/texts';

export default texts(categories, {
  name: 'Catégorie |||| Catégories',
  new: 'Nouvelle catégorie',
  empty: "Il n'y a pas encore de catégories.",
  fields: { code: 'Code', description: 'Description', description_fr: 'Description (français)', type: 'Type', duur: 'Durée (heures)', q: 'Rechercher' },
});

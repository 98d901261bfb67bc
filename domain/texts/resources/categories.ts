import categories from '../../resources/categories';
import { texts } from '../../declare/texts';

export default texts(categories, {
  name: 'Categorie |||| Categorieën',
  new: 'Nieuwe categorie',
  empty: 'Er zijn nog geen categorieën.',
  fields: { code: 'Code', description: 'Omschrijving', description_fr: 'Omschrijving (Frans)', type: 'Type', duur: 'Duur (uren)', q: 'Zoeken' },
});

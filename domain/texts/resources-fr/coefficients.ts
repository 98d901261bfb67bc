import coefficients from '../../resources/coefficients';
import { texts } from '../../declare/texts';

export default texts(coefficients, {
  name: 'Coefficient |||| Coefficients',
  new: 'Nouveau coefficient',
  empty: "Il n'y a pas encore de coefficients.",
  fields: { code: 'Code', description: 'Description', coefficient: 'Coefficient', q: 'Rechercher' },
});

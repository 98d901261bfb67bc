import coefficients from '../../resources/coefficients';
import { texts } from '../../declare/texts';

export default texts(coefficients, {
  name: 'Coëfficiënt |||| Coëfficiënten',
  new: 'Nieuwe coëfficiënt',
  empty: 'Er zijn nog geen coëfficiënten.',
  fields: { code: 'Code', description: 'Omschrijving', coefficient: 'Coëfficiënt', q: 'Zoeken' },
});

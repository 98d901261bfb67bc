import dagdelen from '../../resources/dagdelen';
import { texts } from '../../declare/texts';

export default texts(dagdelen, {
  name: 'Dagdeel |||| Dagdelen',
  new: 'Nieuw dagdeel',
  empty: 'Er zijn nog geen dagdelen.',
  fields: { code: 'Code', description: 'Omschrijving', meerdags: 'Meerdaags', q: 'Zoeken' },
});

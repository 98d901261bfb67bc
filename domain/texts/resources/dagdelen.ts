import dagdelen from '../../resources/dagdelen';
import { texts } from '../../declare/texts';

export default texts(dagdelen, {
  name: 'Dagdeel |||| Dagdelen',
  new: 'Nieuw dagdeel',
  empty: 'Er zijn nog geen dagdelen.',
  fields: { code: 'Code', description: 'Omschrijving', description_fr: 'Omschrijving (Frans)', meerdags: 'Meerdaags', q: 'Zoeken' },
});

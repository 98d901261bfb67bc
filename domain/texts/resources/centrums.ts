import centrums from '../../resources/centrums';
import { texts } from '../../declare/texts';

export default texts(centrums, {
  name: 'Centrum |||| Centra',
  new: 'Nieuw centrum',
  empty: 'Er zijn nog geen centra.',
  fields: { name: 'Naam', locality: 'Gemeente', website: 'Website', status: 'Status', q: 'Zoeken' },
  choices: { status: { ACTIEF: 'Actief', INACTIEF: 'Niet actief' } },
});

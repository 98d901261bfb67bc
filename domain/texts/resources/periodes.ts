import periodes from '../../resources/periodes';
import { texts } from '../../declare/texts';

export default texts(periodes, {
  name: 'Periode |||| Periodes',
  new: 'Nieuwe periode',
  empty: 'Er zijn nog geen periodes.',
  fields: { startDate: 'Begindatum', endDate: 'Einddatum', active: 'Actief', requiredPoints: 'Vereiste punten' },
});

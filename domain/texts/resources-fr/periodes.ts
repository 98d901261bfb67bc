import periodes from '../../resources/periodes';
import { texts } from '../../declare/texts';

export default texts(periodes, {
  name: 'Période |||| Périodes',
  new: 'Nouvelle période',
  empty: "Il n'y a pas encore de périodes.",
  fields: { startDate: 'Date de début', endDate: 'Date de fin', active: 'Active', requiredPoints: 'Points requis' },
});

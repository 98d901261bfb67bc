import kandidaten from '../../resources/kandidaten';
import { texts } from '../../declare/texts';

export default texts(kandidaten, {
  name: 'Kandidaat |||| Kandidaten',
  new: 'Kandidaat toevoegen',
  empty: 'Deze verkiezing heeft nog geen kandidaten.',
  fields: {
    verkiezingId: 'Verkiezing',
    personId: 'Dierenarts',
    personName: 'Dierenarts',
    lastname: 'Naam',
    firstname: 'Voornaam',
    campagne: 'Campagne',
    campaignfilename: 'Campagne',
  },
});

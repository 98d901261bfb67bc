import items from '../../resources/codelijst-items';
import { texts } from '../../declare/texts';

export default texts(items, {
  name: 'Waarde |||| Waarden',
  new: 'Nieuwe waarde',
  empty: 'Deze codelijst heeft nog geen waarden.',
  fields: {
    iddiccode: 'Codelijst',
    iddiccodedetail: 'Nummer',
    codedetail: 'Code',
    description: 'Omschrijving (Nederlands)',
    active: 'Actief',
    sortorder: 'Volgorde',
    q: 'Zoeken',
  },
  hints: { codedetail: 'Letters, cijfers, punt, liggend streepje of koppelteken, zonder spaties.' },
});

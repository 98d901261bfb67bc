import codelijsten from '../../resources/codelijsten';
import { texts } from '../../declare/texts';

export default texts(codelijsten, {
  name: 'Codelijst |||| Codelijsten',
  empty: 'Er zijn geen codelijsten die aan de zoekcriteria voldoen.',
  fields: { iddiccode: 'Nummer', code: 'Code', description: 'Omschrijving', itemcount: 'Aantal waarden', q: 'Zoeken' },
  tabs: { items: 'Waarden', translations: 'Vertalingen' },
});

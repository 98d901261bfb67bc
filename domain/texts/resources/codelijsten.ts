import { texts } from '../../declare/texts';
import codelijsten from '../../resources/codelijsten';

export default texts(codelijsten, {
  name: 'Codelijst |||| Codelijsten',
  empty: 'Er zijn geen codelijsten die aan de zoekcriteria voldoen.',
  fields: { iddiccode: 'Nummer', code: 'Code', description: 'Omschrijving', description_fr: 'Omschrijving (Frans)', itemcount: 'Aantal waarden', q: 'Zoeken' },
  tabs: { items: 'Waarden', translations: 'Vertalingen' },
});

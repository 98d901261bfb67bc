import mailparams from '../../resources/mailparams';
import { texts } from '../../declare/texts';

export default texts(mailparams, {
  name: 'Parameter |||| Parameters',
  empty: 'Deze mail heeft geen parameters.',
  fields: { idmail: 'Mail', name: 'Naam', value: 'Waarde' },
});

import mailparams from '../../resources/mailparams';
import { texts } from '../../declare/texts';

export default texts(mailparams, {
  name: 'Paramètre |||| Paramètres',
  empty: "Cet e-mail n'a pas de paramètres.",
  fields: { idmail: 'E-mail', name: 'Nom', value: 'Valeur' },
});

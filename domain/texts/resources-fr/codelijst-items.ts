import items from '../../resources/codelijst-items';
import { texts } from '../../declare/texts';

export default texts(items, {
  name: 'Valeur |||| Valeurs',
  new: 'Nouvelle valeur',
  empty: "Cette liste de codes n'a pas encore de valeurs.",
  fields: {
    iddiccode: 'Liste de codes',
    iddiccodedetail: 'Numéro',
    codedetail: 'Code',
    description: 'Description (néerlandais)',
    active: 'Actif',
    sortorder: 'Ordre',
    q: 'Rechercher',
  },
  hints: { codedetail: "Lettres, chiffres, point, tiret bas ou trait d'union, sans espaces." },
});

import codelijsten from '../../domain/resources/codelijsten';
import { serve } from '../generator/part';
import { codelists } from '../seed/codelists';

/** Each product list's name in French (the lists are the product's: nobody makes or renames one). */
const FRENCH_NAMES = new Map(codelists.map((l) => [l.code, l.translations.fr]));

export default serve(codelijsten, {
  table: 'codelists',
  idColumn: 'iddiccode',
  // A French reader sees a list named in French, whatever the database holds (Dutch, as on an install from before).
  hooks: {
    afterRead: [
      (row, { language }) => (language === 'fr' && FRENCH_NAMES.has(row.code as string) ? { ...row, description: FRENCH_NAMES.get(row.code as string) } : row),
    ],
  },
});

import type { Language } from '../../domain/language';
import { addressWords as fr } from '../../domain/texts/addresses.fr';
import { addressWords as nl } from '../../domain/texts/addresses.nl';

const words = { nl, fr };

/** The word before a box number in `language` ("bus", "bte"). */
export const boxWord = (language: Language) => (words[language] ?? nl).box;

/**
 * The SQL of an address's street line, "Molenstraat 5 bus A", in the reader's language; empty parts
 * left out, NULL when all are. The box's word is a literal of the catalogue, so each language has one
 * statement text of its own and the query keeps no extra parameter.
 */
export function streetLineSql(street: string, number: string, box: string, language: Language) {
  const word = `'${boxWord(language).replaceAll("'", "''")} '`;
  return `nullif(concat_ws(' ', ${street}, ${number}, nullif(${word} || ${box}, ${word})), '')`;
}

import * as nl from '../domain/texts/errors.nl';
import * as fr from '../domain/texts/errors.fr';
import { messageParts } from '../domain/validation';

type Catalogue = Pick<typeof nl, 'errorMessages' | 'successMessages' | 'validationMessages'>;

/** Each language's catalogue of codes and validation keys; the two have the same keys (tests/i18n/server-fr.test.ts). */
const catalogues: Record<'nl' | 'fr', Catalogue> = { nl, fr };

/**
 * The text for a validation key ('validation.required', or with its values as `withValues` writes
 * them) or an error/success code, in the person's language. A language the portal does not speak
 * falls back on Dutch, its default, rather than failing the answer that carries the text.
 */
export function textIn(language: 'nl' | 'fr', message: string): string {
  const catalogue = catalogues[language] ?? catalogues.nl;
  const [key, values] = messageParts(message);
  return Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`%{${name}}`, String(value)), known(catalogue, key));
}

/** Dutch text for a validation key or an error/success code. */
export const dutch = (message: string): string => textIn('nl', message);

function known({ errorMessages, successMessages, validationMessages }: Catalogue, key: string): string {
  if (key.startsWith('validation.')) {
    return validationMessages[key.slice('validation.'.length) as keyof typeof validationMessages] ?? validationMessages.pattern;
  }
  return (errorMessages as Record<string, string>)[key] ?? (successMessages as Record<string, string>)[key] ?? validationMessages.pattern;
}

import * as fr from '../domain/texts/errors.fr';
import * as nl from '../domain/texts/errors.nl';
import { mailLog as mailLogFr } from '../domain/texts/mailLog.fr';
import { mailLog as mailLogNl } from '../domain/texts/mailLog.nl';
import { fieldLabel, textsOf } from '../domain/texts/registry';
import { messageParts } from '../domain/validation';

type Catalogue = Pick<typeof nl, 'errorMessages' | 'successMessages' | 'validationMessages'> & { mailLog: typeof mailLogNl };

/** Each language's catalogue of codes, validation keys and mail log lines; the two have the same keys (tests/i18n/server-fr.test.ts). */
const catalogues: Record<'nl' | 'fr', Catalogue> = { nl: { ...nl, mailLog: mailLogNl }, fr: { ...fr, mailLog: mailLogFr } };

/**
 * The text for a validation key ('validation.required', or with its values as `withValues` writes
 * them) or an error/success code, in the person's language. A language the portal does not speak
 * falls back on Dutch, its default, rather than failing the answer that carries the text.
 */
export function textIn(language: 'nl' | 'fr', message: string): string {
  const catalogue = catalogues[language] ?? catalogues.nl;
  const [key, given] = messageParts(message);
  const values = inLanguage(language, given);
  return Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`%{${name}}`, String(value)), known(catalogue, key));
}

/** Dutch text for a validation key or an error/success code. */
export const dutch = (message: string): string => textIn('nl', message);

function known({ errorMessages, successMessages, validationMessages, mailLog }: Catalogue, key: string): string {
  if (key.startsWith('mailLog.')) return mailLog[key.slice('mailLog.'.length) as keyof typeof mailLog] ?? key;
  if (key.startsWith('validation.')) {
    return validationMessages[key.slice('validation.'.length) as keyof typeof validationMessages] ?? validationMessages.pattern;
  }
  return (errorMessages as Record<string, string>)[key] ?? (successMessages as Record<string, string>)[key] ?? validationMessages.pattern;
}

/**
 * A message that names a resource's fields (`resource`, and `names` comma-separated: a `oneOf` rule)
 * has them worded in the language as `fields`. The Dutch `fields` it carries already say them in
 * Dutch (and serve the browser's forms), and stay where no French texts of the resource are loaded.
 */
function inLanguage(language: 'nl' | 'fr', values: Record<string, string>): Record<string, string> {
  const { resource, names } = values;
  if (language !== 'fr' || !resource || !names || !textsOf(resource, language)) return values;
  return {
    ...values,
    fields: names
      .split(',')
      .map((f) => fieldLabel(resource, f, language).toLowerCase())
      .join(', '),
  };
}

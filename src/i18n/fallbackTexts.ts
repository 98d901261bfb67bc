import type { Language } from '../../domain/language';
import { errorMessages } from '../../domain/texts/errors.nl';
import { startLanguage } from './language';
import { appMessages } from './nl/app';

/**
 * The texts the data and auth providers give when the server gives none (no answer, a 503, a proxy's
 * page): taken from the catalogue of the language the screens show. No react-admin here: the light
 * login page uses these providers too. Dutch is at hand; French is filled in when its catalogue
 * comes (the app's, src/i18n/index.ts, or the login page's, src/pages/login/loginTexts.ts), so the
 * first JavaScript holds one language.
 */
export interface FallbackTexts {
  errors: typeof errorMessages;
  app: Pick<typeof appMessages.app, 'title' | 'short_title' | 'not_accessible'>;
}

const tables: Partial<Record<Language, FallbackTexts>> = { nl: { errors: errorMessages, app: appMessages.app } };

/** A language's catalogue has come: its texts answer from now on while that language is read. */
export function registerFallbackTexts(language: Language, texts: FallbackTexts) {
  tables[language] = texts;
}

/**
 * The texts in the language the screens show: the one this browser remembers (the account's once
 * logged in, see language.ts) or asks for; Dutch while another one's catalogue is still on its way.
 */
export const fallbackTexts = (): FallbackTexts => tables[startLanguage()] ?? tables.nl!;

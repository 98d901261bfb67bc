import { type Language, preferredLanguage } from '../../domain/language';

/**
 * The browser's side of the person's language, without react-admin (the light login page reads it).
 * Before login the browser's own choice counts: the one made on this browser's login page, else the
 * language the browser asks first (navigator.languages). After login the account's language counts,
 * and is remembered here for the next visit to the login page.
 */
const KEY = 'ovd.language';

/** Whether French is offered: only with its complete catalogue (tests/i18n/fr-catalogue.test.ts). */
export const FRENCH_OFFERED = true;

/** Each language's name in itself, the same whatever the screen's language, so a person finds their own. */
export const LANGUAGE_NAMES: Record<Language, string> = { nl: 'Nederlands', fr: 'Français' };
/** The picker's name in both languages, for the same reason ("Taal / Langue", src/shared/LanguageLabel.tsx). */
export const LANGUAGE_LABELS: Record<Language, string> = { nl: 'Taal', fr: 'Langue' };

const offered = (language: Language): Language => (FRENCH_OFFERED ? language : 'nl');

export function storedLanguage(): Language | undefined {
  try {
    const value = window.localStorage.getItem(KEY);
    return value === 'nl' || value === 'fr' ? offered(value) : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLanguage(language: Language) {
  try {
    window.localStorage.setItem(KEY, language);
  } catch {
    // A browser that keeps nothing asks its own language again next time.
  }
}

/** The browser's own preference; none where there is no browser (Node before 21 has no navigator): Dutch. */
export function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return 'nl';
  return offered(preferredLanguage(navigator.languages?.length ? navigator.languages : [navigator.language ?? '']));
}

/** The language the login page and a booting app start in, before the session is known. */
export const startLanguage = (): Language => storedLanguage() ?? browserLanguage();

/** The language of a logged-in person (the session's; Dutch when it names none or French is not offered). */
export const personLanguage = (person: { language?: Language } | null | undefined): Language => offered(person?.language ?? 'nl');

/**
 * The header every API call sends: the server words an anonymous caller's refusals in it (a logged-in
 * person's in the account's language), so the login page's choice holds before login too.
 */
export const languageHeader = () => ({ 'Accept-Language': startLanguage() });

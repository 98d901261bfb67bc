import { LANGUAGES, type Language } from './language';

/**
 * The order a reader expects words in: Belgian Dutch or Belgian French collation (accents and case
 * after the letter, "Élevage" beside "Equidés"). Made once per language: a collator is costly to make.
 */
const collators = Object.fromEntries(LANGUAGES.map((language) => [language, new Intl.Collator(`${language}-BE`)])) as Record<Language, Intl.Collator>;

export const collatorOf = (language: Language): Intl.Collator => collators[language] ?? collators.nl;

/** A language from a screen's locale (react-admin's): French for `fr`, Dutch for any other. */
export const languageOfLocale = (locale: string | undefined): Language => (locale === 'fr' ? 'fr' : 'nl');

import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import type { Language } from '../../domain/language';
import { registerFallbackTexts } from './fallbackTexts';
import { FRENCH_OFFERED } from './language';
import { nlMessages } from './nl';

type Messages = TranslationMessages;

/**
 * Dutch is in the app's own code; French is a chunk of its own, loaded with import() only when a
 * person reads French (so the first JavaScript holds one language). Once loaded it is kept.
 */
let french: Messages | undefined;
export const loadLanguage = async (language: Language): Promise<void> => {
  if (language !== 'fr' || french) return;
  const catalogue = (await import('./fr')).frMessages;
  french = catalogue;
  registerFallbackTexts('fr', { errors: catalogue.errors, app: catalogue.app });
};

const messagesOf = (locale: string): Messages | Promise<Messages> => {
  if (locale !== 'fr') return nlMessages;
  return french ?? loadLanguage('fr').then(() => french!);
};

const LOCALES = FRENCH_OFFERED
  ? [
      { locale: 'nl', name: 'Nederlands' },
      { locale: 'fr', name: 'Français' },
    ]
  : [{ locale: 'nl', name: 'Nederlands' }];

/**
 * The app's translations in the given language (nl by default, SPEC); each catalogue holds every
 * react-admin key as well. French starts at once when loadLanguage('fr') ran first (main.tsx does
 * that for a French person), else react-admin switches to it when it comes (changeLocale).
 */
export function createI18nProvider(language: Language = 'nl'): I18nProvider {
  const base = polyglotI18nProvider(messagesOf, language === 'fr' && french ? 'fr' : 'nl', LOCALES, { allowMissing: false });
  let wanted = base.getLocale();
  return {
    ...base,
    // The last choice wins: French still loading does not overturn a later switch back to Dutch.
    changeLocale: async (locale: string) => {
      wanted = locale;
      await loadLanguage(locale === 'fr' ? 'fr' : 'nl');
      if (wanted === locale) await base.changeLocale(locale);
    },
  };
}

/** Dutch from the start: what the screens' tests draw in. */
export const i18nProvider = createI18nProvider();

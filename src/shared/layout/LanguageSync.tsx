import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { personLanguage, rememberLanguage } from '../../i18n/language';
import { useCurrentPerson } from './useCurrentPerson';

/**
 * Keeps the screens in the logged-in person's language: the account's language wins over whatever
 * this browser showed before (another person's, or the login page's), and is remembered for the
 * next login page.
 */
export function LanguageSync() {
  const { person } = useCurrentPerson();
  const [locale, setLocale] = useLocaleState();
  const language = person ? personLanguage(person) : undefined;
  useEffect(() => {
    if (!language) return;
    rememberLanguage(language);
    document.documentElement.lang = language;
    if (locale !== language) setLocale(language);
  }, [language, locale, setLocale]);
  return null;
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocaleState } from 'react-admin';
import { personLanguage, rememberLanguage } from '../../i18n/language';
import { useCurrentPerson } from './useCurrentPerson';

/**
 * Keeps the screens in the logged-in person's language: the account's language wins over whatever
 * this browser showed before (another person's, or the login page's), and is remembered for the
 * next login page. When the person changes it, what the server said in the other one (a course's
 * species and day parts, a codelist's descriptions, the agenda) is fetched again in the new one.
 */
export function LanguageSync() {
  const { person } = useCurrentPerson();
  const [locale, setLocale] = useLocaleState();
  const client = useQueryClient();
  const language = person ? personLanguage(person) : undefined;
  const shown = useRef(language);
  useEffect(() => {
    if (!language) return;
    rememberLanguage(language);
    document.documentElement.lang = language;
    if (locale !== language) setLocale(language);
    if (shown.current && shown.current !== language) void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
    shown.current = language;
  }, [language, locale, setLocale, client]);
  return null;
}

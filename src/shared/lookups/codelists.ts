import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { collatorOf, languageOfLocale } from '../../../domain/collation';
import type { Language } from '../../../domain/language';
import type { AppDataProvider } from '../../dataProvider';
import type { CodelistItem } from '../../dataProvider/custom/codelists';
import { useAppDataProvider } from '../useAppDataProvider';

export type { CodelistItem };

/** A choice of a react-admin select: the code is the value, the description in the reader's language the text. */
export interface Choice {
  id: string;
  name: string;
}

/** More items than a menu shows at once (the 250 countries, the 300 municipalities): such a list is typed into. */
export const LONG_LIST = 30;

/** The language the codelists are read in: the screens' (react-admin's locale), Dutch outside the app. */
export const useCodelistLanguage = (): Language => languageOfLocale(useLocaleState()[0]);

/**
 * A list's items as a reader looks through them. A short list keeps the secretariat's order (a
 * course's states in their course); a long one is looked up by name, so it is in the alphabetical
 * order of the reader's language ("Anvers" under A in French, as "Antwerpen" in Dutch).
 */
export function inReadingOrder(items: readonly CodelistItem[], language: Language): CodelistItem[] {
  if (items.length <= LONG_LIST) return [...items];
  const collator = collatorOf(language);
  return [...items].sort((a, b) => collator.compare(a.description, b.description));
}

/** The query of one codelist in one language: each language is cached apart, so a change of language reads the list anew. */
const codelistQuery = (provider: AppDataProvider, code: string, language: Language) => ({
  queryKey: ['codelist', code, language],
  queryFn: () => provider.getPublicCodelist(code, language),
  staleTime: 5 * 60_000,
});

/** A codelist in a language from the cache, or read when it is not there (an export names its codes' texts). */
export const fetchCodelist = (client: QueryClient, provider: AppDataProvider, code: string, language: Language) =>
  client.fetchQuery(codelistQuery(provider, code, language));

/**
 * A codelist by name in the reader's language (SPEC §7 Lists): each item's French text for a French
 * reader, the Dutch one where it has none (the server fills it in); read once per language. '' for
 * none. Every item is read, active or not: a form offers only the active ones (`choices`), but a value
 * already chosen that has become inactive must still show with its text. Public, so the registration
 * wizard can use it too.
 */
export function useCodelist(code: string) {
  const provider = useAppDataProvider();
  const language = useCodelistLanguage();
  const query = useQuery({
    ...codelistQuery(provider, code, language),
    // A field that is no codelist's (a queue's `choice` state) asks nothing.
    enabled: code !== '',
  });
  const items = useMemo(() => inReadingOrder(query.data ?? [], language), [query.data, language]);
  const choices: Choice[] = items.filter((i) => i.active === 1).map((i) => ({ id: i.codedetail, name: i.description }));
  /** The text of a code, or undefined when the list does not know it (or is still loading). */
  const describe = (value: string | null | undefined) => (value ? items.find((i) => i.codedetail === value)?.description : undefined);
  /** The text of a code; the code itself while the list loads or when it is unknown. */
  const label = (value: string | null | undefined) => (value ? (describe(value) ?? value) : '');
  return { items, choices, describe, label, language, isPending: query.isPending, error: query.error };
}

/**
 * The choices a form offers: the active items, plus the inactive ones in `chosen` (kept, marked
 * with `inactiveSuffix`), in the order `items` come in (useCodelist's reading order).
 */
export function codelistChoices(items: CodelistItem[], chosen: readonly string[] = [], inactiveSuffix = '') {
  return items
    .filter((i) => i.active === 1 || chosen.includes(i.codedetail))
    .map((i) => ({ id: i.codedetail, name: i.active === 1 ? i.description : `${i.description} ${inactiveSuffix}`.trim(), active: i.active === 1 }));
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LegalEntityOption } from '../../dataProvider/custom/organisations';
import { useAppDataProvider } from '../useAppDataProvider';

export type { LegalEntityOption };

export const ORGANISATION_SEARCH_MIN = 2;
export const ORGANISATION_SEARCH_LIMIT = 5;
export const SEARCH_DEBOUNCE_MS = 300;

/** A value that follows another one after it stopped changing for `delay` ms. */
export function useDebounced<T>(value: T, delay = SEARCH_DEBOUNCE_MS) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** The debounced search of organisations by name, from 2 characters on. */
export function useLegalEntitySearch(text: string) {
  const provider = useAppDataProvider();
  const term = useDebounced(text.trim());
  const enabled = term.length >= ORGANISATION_SEARCH_MIN;
  const query = useQuery({
    queryKey: ['legalentities-public', term],
    queryFn: () => provider.searchLegalEntities(term, ORGANISATION_SEARCH_LIMIT),
    enabled,
    staleTime: 30 * 1000,
    // Typing again asks again; retries would keep the member waiting seconds for the error.
    retry: false,
  });
  return { options: enabled ? (query.data ?? []) : [], isFetching: enabled && query.isFetching, error: query.error, term };
}

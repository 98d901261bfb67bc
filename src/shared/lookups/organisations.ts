import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { HttpError } from 'react-admin';
import { http } from '../../dataProvider/http';

/** An organisation as the public search returns it. */
export interface LegalEntityOption {
  id: number;
  iddiclegalentity: number;
  name: string;
  locality?: string | null;
  legalentityDisplayAddress?: string | null;
}

export const ORGANISATION_SEARCH_MIN = 2;
export const ORGANISATION_SEARCH_LIMIT = 5;
export const SEARCH_DEBOUNCE_MS = 300;

/** The organisation typeahead: a 404 means nothing was found (SPEC §7), which is an empty list. */
export async function searchLegalEntities(name: string): Promise<LegalEntityOption[]> {
  try {
    const params = new URLSearchParams({ name, limit: String(ORGANISATION_SEARCH_LIMIT) });
    const result = await http<{ items: LegalEntityOption[] }>(`/crm/public/legalentities?${params}`);
    return result.items;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return [];
    throw error;
  }
}

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
  const term = useDebounced(text.trim());
  const enabled = term.length >= ORGANISATION_SEARCH_MIN;
  const query = useQuery({
    queryKey: ['legalentities-public', term],
    queryFn: () => searchLegalEntities(term),
    enabled,
    staleTime: 30 * 1000,
    // Typing again asks again; retries would keep the member waiting seconds for the error.
    retry: false,
  });
  return { options: enabled ? (query.data ?? []) : [], isFetching: enabled && query.isFetching, error: query.error, term };
}

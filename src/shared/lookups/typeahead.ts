import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;
/** A typeahead asks the server from this many characters on: fewer would match half the directory. */
export const TYPEAHEAD_MIN = 2;

/** A value that follows another one after it stopped changing for `delay` ms. */
export function useDebounced<T>(value: T, delay = SEARCH_DEBOUNCE_MS) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** What a typeahead's search gives back for the text typed so far. */
export interface TypeaheadSearch<T> {
  options: T[];
  isFetching: boolean;
  error: unknown;
  /** The text the options answer (the typed text, once it stopped changing). */
  term: string;
}

/** The debounced server search behind a typeahead, from `min` characters on; `key` names the list searched. */
export function useTypeaheadSearch<T>(key: readonly unknown[], text: string, read: (term: string) => Promise<T[]>, min = TYPEAHEAD_MIN): TypeaheadSearch<T> {
  const term = useDebounced(text.trim());
  const enabled = term.length >= min;
  const query = useQuery({
    queryKey: [...key, term],
    queryFn: () => read(term),
    enabled,
    staleTime: 30 * 1000,
    // Typing again asks again; retries would keep the user waiting seconds for the error.
    retry: false,
  });
  return { options: enabled ? (query.data ?? []) : [], isFetching: enabled && query.isFetching, error: query.error, term };
}

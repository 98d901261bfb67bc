import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AGENDA_FILTERS, type AgendaFilterValues } from '../../dataProvider/custom/cursusagenda';
import { useDebounced } from '../../shared/lookups/typeahead';

const filtersOf = (params: URLSearchParams) =>
  Object.fromEntries(AGENDA_FILTERS.map((name) => [name, params.get(name) ?? ''])) as unknown as AgendaFilterValues;

/**
 * The agenda's filters and page live in the address (`?discipline=CARDIO&provincie=OVL&pagina=2`), so a
 * bookmark or a reload shows the same list. A choice goes into the address at once; the search once
 * typing settles. Another filter starts again on the first page.
 */
export function useAgendaAddress() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = Math.max(0, (Number.parseInt(params.get('pagina') ?? '1', 10) || 1) - 1);
  const [typed, setTyped] = useState(filters.q);
  const settled = useDebounced(typed);

  const write = (next: AgendaFilterValues, nextPage = 0) => {
    const out = new URLSearchParams();
    for (const name of AGENDA_FILTERS) if (next[name].trim()) out.set(name, next[name].trim());
    if (nextPage > 0) out.set('pagina', String(nextPage + 1));
    setParams(out, { replace: true });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the settled search writes the address here
  useEffect(() => {
    if (settled.trim() !== filters.q) write({ ...filters, q: settled });
  }, [settled]);
  // Back, a bookmark or the reset: the field shows the address's search.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address only
  useEffect(() => {
    if (filters.q !== typed.trim()) setTyped(filters.q);
  }, [filters.q]);

  return {
    filters,
    typed,
    setTyped,
    setFilter: (name: Exclude<keyof AgendaFilterValues, 'q'>, value: string) => write({ ...filters, [name]: value }),
    reset: () => {
      setTyped('');
      setParams(new URLSearchParams(), { replace: true });
    },
    page,
    setPage: (next: number) => write(filters, next),
    /** The address's query: the list's key, and where the sheet's "back" returns to. */
    search: params.toString(),
  };
}

import { useQuery } from '@tanstack/react-query';
import { http } from '../../dataProvider/http';

export interface CodelistItem {
  id: number;
  iddiccodedetail: number;
  codedetail: string;
  description: string;
  active: number;
}

/**
 * A codelist by name in Dutch (SPEC §7 Lists). All items are read, active or not: a form offers
 * only the active ones, but an inactive value already chosen must still show with its label.
 */
export function useCodelist(code: string) {
  const query = useQuery({
    queryKey: ['codelist', code, 'nl'],
    queryFn: () => http<{ items: CodelistItem[] }>(`/lists/codelist/public/${encodeURIComponent(code)}?language=nl`).then((r) => r.items),
    staleTime: 5 * 60_000,
  });
  const items = query.data ?? [];
  const label = (codedetail: string | null | undefined) => items.find((i) => i.codedetail === codedetail)?.description;
  return { items, label, isPending: query.isPending, error: query.error };
}

/**
 * The choices a form offers: the active items, plus the inactive ones in `chosen` (kept, marked
 * with `inactiveSuffix`), in the codelist's own order.
 */
export function codelistChoices(items: CodelistItem[], chosen: readonly string[] = [], inactiveSuffix = '') {
  return items
    .filter((i) => i.active === 1 || chosen.includes(i.codedetail))
    .map((i) => ({ id: i.codedetail, name: i.active === 1 ? i.description : `${i.description} ${inactiveSuffix}`.trim(), active: i.active === 1 }));
}

import { useQuery } from '@tanstack/react-query';
import type { CodelistItem } from '../../dataProvider/custom/codelists';
import { useAppDataProvider } from '../useAppDataProvider';

export type { CodelistItem };

/** A choice of a react-admin select: the code is the value, the Dutch description the text. */
export interface Choice {
  id: string;
  name: string;
}

/**
 * A codelist by name in Dutch (SPEC §7 Lists), read once per session; '' for none. Every item is read, active or
 * not: a form offers only the active ones (`choices`), but a value already chosen that has become
 * inactive must still show with its text. Public, so the registration wizard can use it too.
 */
export function useCodelist(code: string) {
  const provider = useAppDataProvider();
  const query = useQuery({
    queryKey: ['codelist', code, 'nl'],
    queryFn: () => provider.getPublicCodelist(code),
    // A field that is no codelist's (a queue's `choice` state) asks nothing.
    enabled: code !== '',
    staleTime: 5 * 60_000,
  });
  const items = query.data ?? [];
  const choices: Choice[] = items.filter((i) => i.active === 1).map((i) => ({ id: i.codedetail, name: i.description }));
  /** The Dutch text of a code, or undefined when the list does not know it (or is still loading). */
  const describe = (value: string | null | undefined) => (value ? items.find((i) => i.codedetail === value)?.description : undefined);
  /** The Dutch text of a code; the code itself while the list loads or when it is unknown. */
  const label = (value: string | null | undefined) => (value ? (describe(value) ?? value) : '');
  return { items, choices, describe, label, isPending: query.isPending, error: query.error };
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

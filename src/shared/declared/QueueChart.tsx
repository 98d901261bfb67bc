import { useListContext, useTranslate } from 'react-admin';
import { queueStates, stateFilterOf } from '../../../domain/declare/access';
import type { Declaration } from '../../../domain/declare/declaration';
import { stateTone } from '../../../domain/declare/queue';
import { formatNumber } from '../../i18n/format';
import { useCodelist } from '../lookups/codelists';
import { StateBars } from '../StateBars';
import { useApiQuery } from '../useApiQuery';
import { choiceKey } from './kinds/codes';

/** A state's text in the reader's language: its codelist's description for a code field, the declared text for a choice. */
export function useStateLabel(d: Declaration) {
  const translate = useTranslate();
  const f = d.fields[d.queue!.state]!;
  const codes = useCodelist(f.kind === 'code' ? f.codelist : '');
  return (state: string) => (f.kind === 'code' ? codes.label(state) : translate(choiceKey(d, d.queue!.state, state), { _: state }));
}

/**
 * Above a queue's list: how many of the records the user may see are in each state (GET {list}/stats),
 * the waiting ones in the warning colour, refused ones in red, approved ones in green; a bar filters the list on its state, a second click lifts it.
 */
/** Declined is never drawn in the colour of approved. */
const TONES = { waiting: 'warning.main', refused: 'error.main', done: 'success.main', open: 'info.main' } as const;

export const QueueChart = ({ d }: { d: Declaration }) => {
  const translate = useTranslate();
  const label = useStateLabel(d);
  const { filterValues, setFilters, total } = useListContext();
  // The list's own parameters (an election's stage) choose the records counted, as they choose the rows.
  const params = Object.fromEntries((d.list.params ?? []).map((p) => [p, filterValues?.[p]]).filter(([, v]) => v !== undefined && v !== ''));
  // Read again whenever the list's own count changes (a decision taken, a record added), and as often as the list.
  const query = useApiQuery(['stats', d.name, total, params], (provider) => provider.getStats(d.name, params), {
    refetchInterval: d.list.refresh ? d.list.refresh * 1000 : false,
  });
  const filter = stateFilterOf(d);
  const counts = new Map((query.data?.items ?? []).map((i) => [i.state, i.count]));
  const all = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return (
    <StateBars
      title={translate('declared.per_state')}
      summary={query.data ? translate('declared.total', { count: formatNumber(all, 0) }) : ''}
      bars={queueStates(d).map((state) => ({
        key: state,
        label: label(state),
        count: query.data ? (counts.get(state) ?? 0) : undefined,
        colour: TONES[stateTone(d.queue!, state)],
      }))}
      selected={filter ? filterValues?.[filter] : undefined}
      onSelect={filter ? (state) => setFilters({ ...filterValues, [filter]: filterValues?.[filter] === state ? undefined : state }, []) : undefined}
      filterHint={(state) => translate('declared.filter_on', { state })}
    />
  );
};

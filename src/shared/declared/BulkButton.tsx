import DoneAll from '@mui/icons-material/DoneAll';
import { useState } from 'react';
import { Button, Confirm, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Declaration } from '../../../domain/declare/declaration';
import { formatNumber } from '../../i18n/format';
import { errorNotification } from '../forms/formHelpers';
import { useApiQuery } from '../useApiQuery';
import { useAppDataProvider } from '../useAppDataProvider';
import { useStateLabel } from './QueueChart';

/**
 * A queue's bulk move (`queue.bulk`) on every record the list's filter reaches, not only the page
 * shown: the count is asked again when the button is pressed, so the confirmation names what the
 * server will really move; hidden while the filter reaches none.
 */
export const BulkButton = ({ d, action }: { d: Declaration; action: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const provider = useAppDataProvider();
  const { filterValues, total } = useListContext();
  const [count, setCount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // Read again when the filter or the list's own count changes (a decision taken elsewhere on the screen).
  const reach = useApiQuery(['bulk', d.name, action, filterValues, total], (p) => p.countBulk(d.name, action, filterValues ?? {}));
  const state = useStateLabel(d)(d.queue!.transitions[action]!.to);
  const done = state.toLowerCase();
  const label = translate(`resources.${d.name}.actions.${action}_all`, { _: translate('declared.bulk_button', { state }) });

  const ask = async () => {
    setBusy(true);
    try {
      setCount(await provider.countBulk(d.name, action, filterValues ?? {}));
    } catch (error) {
      notify(...errorNotification(error));
    } finally {
      setBusy(false);
    }
  };

  const run = async () => {
    setBusy(true);
    try {
      const moved = await provider.runBulk(d.name, action, filterValues ?? {});
      notify('declared.bulk_done', { type: 'success', messageArgs: { smart_count: moved, count: formatNumber(moved, 0), state: done } });
    } catch (error) {
      notify(...errorNotification(error));
    } finally {
      setBusy(false);
      setCount(null);
      refresh();
    }
  };

  if (!reach.data) return null;
  return (
    <>
      <Button label={label} onClick={ask} disabled={busy}>
        <DoneAll />
      </Button>
      <Confirm
        isOpen={count !== null}
        loading={busy}
        title={label}
        content={
          count === 0
            ? translate('declared.bulk_none', { state: done })
            : translate('declared.bulk_confirm', { smart_count: count ?? 0, count: formatNumber(count ?? 0, 0), state: done })
        }
        confirm="ra.action.confirm"
        onConfirm={count ? run : () => setCount(null)}
        onClose={() => setCount(null)}
      />
    </>
  );
};

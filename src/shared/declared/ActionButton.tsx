import { Alert, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { Button, Confirm, type RaRecord, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Declaration } from '../../../domain/declare/declaration';
import { errorNotification } from '../forms/formHelpers';
import { withNotice } from '../layout/Notifications';
import { useApiQuery } from '../useApiQuery';
import { useAppDataProvider } from '../useAppDataProvider';
import { listWhere } from './filters';
import { useRecordTitle } from './record';

const ALREADY_SUBMITTED = '500021';

/**
 * After a move: back to the list where the record now is (a finalised election's stage), saying what
 * happened to it with the move's own message (`actions.<name>_done`) or a general one.
 */
export function useMoveDone(d: Declaration, record: RaRecord, action: string) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const title = useRecordTitle(d)(record);
  return (moved: RaRecord | undefined) => {
    const to = d.queue?.transitions[action]?.to;
    const where = listWhere(d, { ...record, ...(to && d.queue ? { [d.queue.state]: to } : {}), ...moved });
    const choices = Object.fromEntries(
      Object.entries(where.values).map(([param, value]) => [param, translate(`resources.${d.name}.params.${param}.options.${value}`)]),
    );
    // Said on the list it leads to: moving to another page clears the messages of the one left.
    navigate(where.path, {
      state: withNotice(translate(`resources.${d.name}.actions.${action}_done`, { _: translate('REQUEST_SUCCESS'), title, ...choices })),
    });
  };
}

/**
 * The server's rule that refuses a move today (the 2-week rule, a course without items, an election
 * whose start passed), read when its dialog opens: the message key, or null.
 */
export function useMoveRefusal(d: Declaration, record: RaRecord, action: string, open: boolean) {
  const statuses = useApiQuery(['statussen', d.name, record.id, 'open'], (p) => p.getStatuses(d.name, record.id), {
    enabled: open && !!d.paths?.statuses,
    staleTime: 0,
  });
  return { refused: statuses.data?.items.find((s) => s.name === action)?.refused ?? null, checking: statuses.isFetching };
}

/**
 * A queue's one move that asks nothing (a provider's request to the secretariat), after a
 * confirmation; then back to the list (SPEC §4), where the record is, with the move's own message
 * (`actions.<name>_done`) or a general one. A rule the server says refuses it today (the 2-week
 * rule) is shown instead of the confirmation; a refusal still stays on the page, except SPEC §8's
 * 500021 (already submitted), which goes back too.
 */
export const ActionButton = ({ d, record, action }: { d: Declaration; record: RaRecord; action: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const provider = useAppDataProvider();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const label = `resources.${d.name}.actions.${action}`;
  const title = useRecordTitle(d)(record);
  const { refused, checking } = useMoveRefusal(d, record, action, open);

  const moved = useMoveDone(d, record, action);
  const run = async () => {
    setBusy(true);
    try {
      moved(await provider.runAction(d.name, record.id, action, {}));
    } catch (error) {
      notify(...errorNotification(error));
      if ((error as { body?: { errorcode?: string } }).body?.errorcode === ALREADY_SUBMITTED) navigate(d.screen || d.path);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button label={label} variant="contained" onClick={() => setOpen(true)} disabled={busy} />
      {refused ? (
        <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
          <DialogTitle id={titleId}>{translate(label)}</DialogTitle>
          <DialogContent>
            <Alert severity="warning">{translate(refused)}</Alert>
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.close" onClick={() => setOpen(false)} autoFocus />
          </DialogActions>
        </Dialog>
      ) : (
        <Confirm
          isOpen={open && !checking}
          loading={busy}
          title={label}
          content={translate(`resources.${d.name}.actions.${action}_confirm`, { title })}
          confirm={label}
          onConfirm={run}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
};

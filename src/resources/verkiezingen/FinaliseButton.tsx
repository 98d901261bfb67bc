import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useMoveDone, useMoveRefusal } from '../../shared/declared/ActionButton';
import type { MoveProps } from '../../shared/declared/parts';
import { useRecordTitle } from '../../shared/declared/record';
import { errorNotification } from '../../shared/forms/formHelpers';
import { useApiQuery } from '../../shared/useApiQuery';
import { useAppDataProvider } from '../../shared/useAppDataProvider';

const ACTION = 'finaliseren';

/**
 * Finalising an election: a confirmation, nothing more. The key is the committee's (made by its
 * members among themselves, src/pages/comite); the server builds the manifest from the completed
 * ceremony. Until the ceremony is complete the dialog says so in the server's own words
 * (CEREMONY_NOT_COMPLETE), as it does for the server's other rules (no candidates, already started).
 */
export default function FinaliseButton({ d, record }: MoveProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useAppDataProvider();
  const done = useMoveDone(d, record, ACTION);
  const title = useRecordTitle(d)(record);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { refused, checking } = useMoveRefusal(d, record, ACTION, open);
  const committee = useApiQuery(['committee', record.id], (p) => p.committee(record.id as number), { enabled: open, staleTime: 0 });
  const c = committee.data;
  const reason = refused ?? (c && c.stage !== 'COMPLETE' ? 'CEREMONY_NOT_COMPLETE' : null);
  const ready = !checking && !!c && !reason;

  const finalise = async () => {
    setBusy(true);
    try {
      done(await provider.runAction(d.name, record.id, ACTION, {}));
    } catch (error) {
      notify(...errorNotification(error));
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {translate(`resources.${d.name}.actions.${ACTION}`)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{translate(`resources.${d.name}.actions.${ACTION}`)}</DialogTitle>
        <DialogContent>
          {(checking || committee.isFetching) && !reason && !ready && <LinearProgress aria-label={translate('ra.page.loading')} />}
          {committee.error ? <Alert severity="error">{(committee.error as Error).message}</Alert> : null}
          {reason && <Alert severity="warning">{translate(reason)}</Alert>}
          {ready && (
            <>
              <Typography sx={{ mb: 1 }}>{translate(`resources.${d.name}.actions.${ACTION}_confirm`, { title })}</Typography>
              <Typography variant="body2">{translate('comite.finalise.key', { threshold: c.threshold ?? 0, members: c.members.length })}</Typography>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate(ready ? 'ra.action.cancel' : 'ra.action.close')}</Button>
          {ready && (
            <Button variant="contained" onClick={finalise} disabled={busy}>
              {translate(`resources.${d.name}.actions.${ACTION}`)}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}

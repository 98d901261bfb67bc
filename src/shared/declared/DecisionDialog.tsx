import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { type RaRecord, useNotify, usePermissions, useRefresh, useTranslate } from 'react-admin';
import type { Declaration } from '../../../domain/declare/types';
import { rolesOf } from '../../../domain/permissions';
import { V } from '../../../domain/validation';
import { errorNotification } from '../forms/formHelpers';
import { useAppDataProvider } from '../useAppDataProvider';

/** The transitions a role may take from a record's state, as the server will allow them. */
export function transitionsFrom(d: Declaration, record: RaRecord, roles: readonly string[]) {
  const queue = d.queue;
  if (!queue) return [];
  return Object.entries(queue.transitions).filter(
    ([, t]) => t.from.includes(record[queue.state]) && rolesOf(t.roles).some((r) => roles.includes(r)),
  );
}

/**
 * The decision on one record of an approval queue: the states the server offers from here, and a
 * comment, required where the declaration says so (a decline is explained to the person).
 */
export const DecisionDialog = ({ d, record, onClose }: { d: Declaration; record: RaRecord; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const provider = useAppDataProvider();
  const { permissions } = usePermissions<string[]>();
  const titleId = useId();
  const options = transitionsFrom(d, record, permissions ?? []);
  const [choice, setChoice] = useState(options[0]?.[0] ?? '');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const transition = d.queue?.transitions[choice];
  const stateLabel = (state: string) => translate(`resources.${d.name}.choices.${d.queue!.state}.${state}`, { _: state });

  const confirm = async () => {
    if (transition?.comment === 'required' && !comment.trim()) return setMissing(true);
    setBusy(true);
    try {
      await provider.runAction(d.name, record.id, choice, transition?.comment === 'none' ? {} : { comment: comment.trim() || null });
      notify('UPDATE_SUCCESS', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(...errorNotification(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('declared.decide_title', { title: String(record[d.title] ?? '') })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField select label={translate('declared.new_state')} value={choice} onChange={(e) => setChoice(e.target.value)} fullWidth>
          {options.map(([name, t]) => (
            <MenuItem key={name} value={name}>
              {stateLabel(t.to)}
            </MenuItem>
          ))}
        </TextField>
        {transition?.comment !== 'none' && (
          <TextField
            label={translate('declared.comment')}
            value={comment}
            onChange={(e) => {
              setComment(e.target.value);
              setMissing(false);
            }}
            required={transition?.comment === 'required'}
            error={missing}
            helperText={missing ? translate(V.required) : ' '}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={confirm} disabled={busy || !choice}>
          {translate('declared.decide')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

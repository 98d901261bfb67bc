import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { type RaRecord, useNotify, usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { stateFilterOf, transitionsFrom } from '../../../domain/declare/access';
import type { Declaration } from '../../../domain/declare/declaration';
import { V } from '../../../domain/validation';
import { errorNotification, serverFieldErrors } from '../forms/formHelpers';
import { useApiQuery } from '../useApiQuery';
import { useAppDataProvider } from '../useAppDataProvider';
import { StateText } from './columns';
import { SetField } from './DecisionField';
import { hintOf } from './keys';
import { useRecordTitle } from './record';

/** The transitions a role may take from a record's state, as the server will allow them. */
/**
 * The transitions to offer: the server's own list where the declaration names its call (`paths.statuses`,
 * which also leaves out a move its rule refuses today), the declaration's otherwise.
 */
function useOptions(d: Declaration, record: RaRecord, roles: readonly string[]) {
  const statuses = !!d.paths?.statuses;
  const query = useApiQuery(['statussen', d.name, record.id, record[d.queue?.state ?? '']], (p) => p.getStatuses(d.name, record.id), { enabled: statuses });
  const local = transitionsFrom(d, record, roles);
  if (!statuses) return { options: local, pending: false };
  const open = new Set((query.data?.items ?? []).filter((s) => !s.refused).map((s) => s.name));
  return { options: local.filter(([name]) => open.has(name)), pending: query.isPending };
}

/** What a decision's field holds now, as the form shows it (a number with its decimal comma). */
const shown = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'number' ? String(value).replace('.', ',') : String(value));

/**
 * The decision on one record of an approval queue: the states the server offers from here, the
 * fields the decision sets, and a comment, required where the declaration says so. Once saved, the
 * queue opens again on the records that wait (SPEC §4: the list filtered by its default state).
 */
export interface DecisionFormProps {
  d: Declaration;
  record: RaRecord;
  /** Lays out the buttons: the confirm button given, and whatever else the container adds. */
  actions: (confirm: ReactNode, busy: boolean) => ReactNode;
  /** Inside a dialog, the fields go in the dialog's content area. */
  dialog?: boolean;
  /** After the decision; without it the queue opens again on the records that wait. */
  onDone?: () => void;
}

export const DecisionForm = ({ d, record, actions, dialog, onDone }: DecisionFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const provider = useAppDataProvider();
  const { permissions } = usePermissions<string[]>();
  const { options, pending } = useOptions(d, record, permissions ?? []);
  const [chosen, setChoice] = useState('');
  const choice = chosen || (options[0]?.[0] ?? '');
  const [comment, setComment] = useState('');
  // A decision made again (an approved row's points corrected) starts from what the record holds.
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.values(d.queue?.transitions ?? {}).flatMap((t) => (t.sets ?? []).map((s) => [s.field, shown(record[s.field])]))),
  );
  const [missing, setMissing] = useState<string[]>([]);
  // The server's own message per field (points above what the course gives), shown under that field.
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const transition = d.queue?.transitions[choice];

  const confirm = async () => {
    const absent = [
      ...(transition?.sets ?? []).filter((s) => s.required && !values[s.field]).map((s) => s.field),
      ...(transition?.comment === 'required' && !comment.trim() ? ['comment'] : []),
    ];
    setMissing(absent);
    setRefused({});
    if (absent.length) return;
    setBusy(true);
    try {
      const sets = Object.fromEntries((transition?.sets ?? []).map((s) => [s.field, values[s.field] || null]));
      await provider.runAction(d.name, record.id, choice, { ...sets, ...(transition?.comment === 'none' ? {} : { comment: comment.trim() || null }) });
      notify('UPDATE_SUCCESS', { type: 'success' });
      if (onDone) return onDone();
      navigate(`${d.screen || d.path}?${stateFilterOf(d) ?? d.queue!.state}=${d.queue!.defaultFilter}`);
    } catch (error) {
      setRefused(serverFieldErrors(error) ?? {});
      notify(...errorNotification(error));
    } finally {
      setBusy(false);
    }
  };

  const button = (
    <Button variant="contained" onClick={confirm} disabled={busy || pending || !choice}>
      {translate('declared.decide')}
    </Button>
  );
  if (!pending && options.length === 0) {
    // A decided record: say so, rather than an empty choice and a button that cannot work.
    return (
      <>
        <Box component={dialog ? DialogContent : 'div'} sx={{ pt: '8px !important' }}>
          <Alert severity="info">
            {translate('declared.nothing_to_decide')} <StateText d={d} value={record[d.queue?.state ?? '']} />
          </Alert>
        </Box>
        {dialog && actions(null, false)}
      </>
    );
  }
  return (
    <>
      <Box component={dialog ? DialogContent : 'div'} sx={{ display: 'grid', gap: 1, pt: '8px !important' }}>
        <TextField
          select
          label={translate('declared.new_state')}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          fullWidth
          // What a move means, where the state field's texts explain it (a mail put back to "Nieuw" is sent again).
          helperText={translate(hintOf(d, d.queue?.state ?? ''), { _: ' ' })}
        >
          {options.map(([name, t]) => (
            <MenuItem key={name} value={name}>
              <StateText d={d} value={t.to} />
            </MenuItem>
          ))}
        </TextField>
        {(transition?.sets ?? []).map((s) => (
          <SetField
            key={s.field}
            d={d}
            field={s.field}
            required={s.required}
            value={values[s.field] ?? ''}
            message={missing.includes(s.field) ? translate(V.required) : refused[s.field]}
            onChange={(v) => setValues({ ...values, [s.field]: v })}
          />
        ))}
        {transition?.comment !== 'none' && (
          <TextField
            label={translate('declared.comment')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            required={transition?.comment === 'required'}
            error={missing.includes('comment') || !!refused.comment}
            helperText={missing.includes('comment') ? translate(V.required) : (refused.comment ?? ' ')}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        )}
      </Box>
      {actions(button, busy)}
    </>
  );
};

export const DecisionDialog = ({ d, record, onClose }: { d: Declaration; record: RaRecord; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const title = useRecordTitle(d)(record);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('declared.decide_title', { title })}</DialogTitle>
      <DecisionForm
        d={d}
        record={record}
        dialog
        actions={(confirm, busy) => (
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              {translate('ra.action.cancel')}
            </Button>
            {confirm}
          </DialogActions>
        )}
      />
    </Dialog>
  );
};

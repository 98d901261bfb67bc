import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { V } from '../../../domain/validation';

export interface ReasonDialogProps {
  title: string;
  /** What happens with the reason (it is mailed to the person). */
  content: string;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * A refusal always carries its reason: the dialog does not confirm without one ("Dit veld is
 * verplicht."). Used for declining a registration and an address change.
 */
export const ReasonDialog = ({ title, content, confirmLabel, loading, onConfirm, onClose }: ReasonDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);

  const confirm = () => {
    if (!reason.trim()) {
      setError(true);
      return;
    }
    onConfirm(reason.trim());
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{content}</DialogContentText>
        <TextField
          label={translate('registraties.reason')}
          name="comment"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (event.target.value.trim()) setError(false);
          }}
          required
          multiline
          minRows={3}
          fullWidth
          autoFocus
          error={error}
          helperText={error ? translate(V.required) : ' '}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {translate('ra.action.cancel')}
        </Button>
        <Button onClick={confirm} color="error" variant="contained" disabled={loading}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

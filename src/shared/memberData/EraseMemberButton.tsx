import DeleteForever from '@mui/icons-material/DeleteForever';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { erasureBody } from '../../../domain/schemas/members';
import { messageParts, V } from '../../../domain/validation';
import { errorNotification, serverFieldErrors } from '../forms/formHelpers';
import { useAppDataProvider } from '../useAppDataProvider';

/**
 * The secretariat erases a member (GDPR art. 17): the dialog says what goes and what stays without a
 * name, and asks for the ordenummer typed again before anything happens.
 */
export function EraseMemberButton({ username, name, onErased }: { username: string; name: string; onErased: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useAppDataProvider();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const say = (message: string) => translate(...messageParts(message));

  async function erase() {
    const parsed = erasureBody.safeParse({ bevestiging: typed });
    if (!parsed.success || typed.trim().toUpperCase() !== username.toUpperCase()) {
      setProblem(say(parsed.success ? V.confirmErasure : parsed.error.issues[0]!.message));
      return;
    }
    setBusy(true);
    try {
      await provider.eraseMember(username, typed);
      notify('gegevens.erased', { type: 'success', messageArgs: { name } });
      setOpen(false);
      onErased();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields?.bevestiging) setProblem(fields.bevestiging);
      else notify(...errorNotification(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteForever />} onClick={() => setOpen(true)}>
        {translate('gegevens.erase')}
      </Button>
      <Dialog open={open} onClose={busy ? undefined : () => setOpen(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{translate('gegevens.erase_title', { name })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('gegevens.erase_gone')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('gegevens.erase_kept')}
          </Typography>
          <TextField
            autoFocus
            fullWidth
            label={translate('gegevens.erase_type', { ordenummer: username })}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setProblem(null);
            }}
            error={!!problem}
            helperText={problem ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={erase} disabled={busy}>
            {translate('gegevens.erase_confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

import PauseIcon from '@mui/icons-material/PauseCircleOutline';
import { Alert, Button as MuiButton } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useNotify, useTranslate } from 'react-admin';
import type { MailSending } from '../../dataProvider/custom/mails';
import { formatDateTime } from '../../i18n/format';
import { errorNotification } from '../../shared/forms/formHelpers';
import { useApiQuery } from '../../shared/useApiQuery';
import { useAppDataProvider } from '../../shared/useAppDataProvider';

const KEY = ['mails', 'versturen'];

/**
 * On the mail queue: while sending is paused, a banner that says since when and why, with the button
 * that resumes it; otherwise a button that pauses it. Both ask first. Read as often as the queue, so a
 * pause set elsewhere shows without a reload.
 */
export default function SendingBanner() {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const provider = useAppDataProvider();
  const { data } = useApiQuery<MailSending>(KEY, (p) => p.getMailSending(), { refetchInterval: 5000 });
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!data) return null;

  const change = async () => {
    setBusy(true);
    try {
      const answer = await provider.setMailSending(!data.paused);
      client.setQueryData(KEY, answer);
      notify(answer.paused ? 'mails.sending.paused_done' : 'mails.sending.resumed_done', { type: 'success' });
    } catch (error) {
      notify(...errorNotification(error));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  const since = formatDateTime(data.since);
  const confirmation = { isOpen: asking, loading: busy, onConfirm: change, onClose: () => setAsking(false) };

  if (!data.paused) {
    return (
      <>
        <Button label="mails.sending.pause" onClick={() => setAsking(true)} disabled={busy}>
          <PauseIcon />
        </Button>
        <Confirm
          {...confirmation}
          title="mails.sending.pause_title"
          content="mails.sending.pause_content"
          confirm="mails.sending.pause"
          confirmColor="warning"
        />
      </>
    );
  }
  return (
    <>
      {/* A row of its own above the toolbar's buttons. */}
      <Alert
        severity="warning"
        sx={{ flexBasis: '100%', order: -1, whiteSpace: 'normal', textAlign: 'left' }}
        action={
          <MuiButton color="inherit" variant="outlined" size="small" onClick={() => setAsking(true)} disabled={busy}>
            {translate('mails.sending.resume')}
          </MuiButton>
        }
      >
        {data.reason === 'restore'
          ? translate('mails.sending.paused_restore', { since })
          : translate('mails.sending.paused_manual', { since, by: data.by ?? '' })}
      </Alert>
      <Confirm {...confirmation} title="mails.sending.resume_title" content="mails.sending.resume_content" confirm="mails.sending.resume" />
    </>
  );
}

import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorNotification } from './forms/formHelpers';

interface Props {
  label: string;
  /** The message key of the progress line, with %{kb} received so far (the server streams: it cannot say the size). */
  progress: string;
  /** The message key said once the file is saved. */
  done: string;
  load: (onBytes: (received: number) => void) => Promise<{ blob: Blob; name: string }>;
  disabled?: boolean;
  variant?: 'contained' | 'outlined';
  startIcon?: ReactNode;
}

/** A file the server streams (an Excel export, a member's data), saved under its own name, with how much has arrived. */
export function DownloadButton({ label, progress, done, load, disabled, variant = 'contained', startIcon }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [received, setReceived] = useState<number | null>(null);

  async function run() {
    setReceived(0);
    try {
      const { blob, name } = await load(setReceived);
      const url = URL.createObjectURL(blob);
      Object.assign(document.createElement('a'), { href: url, download: name }).click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      notify(done, { type: 'success' });
    } catch (error) {
      notify(...errorNotification(error));
    } finally {
      setReceived(null);
    }
  }

  return (
    <Box>
      <Button variant={variant} startIcon={startIcon} onClick={run} disabled={disabled || received !== null}>
        {label}
      </Button>
      {received !== null && (
        <Box sx={{ mt: 1 }} role="status">
          <LinearProgress aria-label={label} />
          <Typography variant="body2">{translate(progress, { kb: Math.round(received / 1024) })}</Typography>
        </Box>
      )}
    </Box>
  );
}

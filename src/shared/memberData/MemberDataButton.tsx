import Download from '@mui/icons-material/Download';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorNotification } from '../forms/formHelpers';
import { useAppDataProvider } from '../useAppDataProvider';

/** Downloads everything the portal holds about a member as one ZIP, showing how much has arrived. */
export function MemberDataButton({ username, label }: { username: string; label: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useAppDataProvider();
  const [received, setReceived] = useState<number | null>(null);

  async function run() {
    setReceived(0);
    try {
      const { blob, name } = await provider.memberData(username, setReceived);
      const url = URL.createObjectURL(blob);
      Object.assign(document.createElement('a'), { href: url, download: name }).click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      notify('gegevens.downloaded', { type: 'success' });
    } catch (error) {
      notify(...errorNotification(error));
    } finally {
      setReceived(null);
    }
  }

  return (
    <Box>
      <Button variant="outlined" startIcon={<Download />} onClick={run} disabled={received !== null}>
        {label}
      </Button>
      {received !== null && (
        <Box sx={{ mt: 1 }} role="status">
          <LinearProgress aria-label={label} />
          <Typography variant="body2">{translate('gegevens.downloading', { kb: Math.round(received / 1024) })}</Typography>
        </Box>
      )}
    </Box>
  );
}

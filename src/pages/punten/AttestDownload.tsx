import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DownloadButton } from '../../shared/DownloadButton';
import { useAppDataProvider } from '../../shared/useAppDataProvider';

/**
 * "Attest permanente vorming" of the period shown: the vet's own, or the member's the secretariat
 * reads (`username`). The server makes and records it; a period without approved points is refused
 * there, in Dutch.
 */
export function AttestDownload({ periodId, username }: { periodId: number; username?: string }) {
  const translate = useTranslate();
  const provider = useAppDataProvider();
  return (
    <Box sx={{ my: 2 }}>
      <DownloadButton
        label={translate('attest.download')}
        progress="attest.downloading"
        done="attest.downloaded"
        variant="outlined"
        load={() => provider.makeAttest(periodId, username)}
      />
      <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
        {translate('attest.hint')}
      </Typography>
    </Box>
  );
}

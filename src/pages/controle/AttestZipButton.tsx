import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ControlFilterValues } from '../../dataProvider/custom/control';
import { errorNotification } from '../../shared/forms/formHelpers';
import { useAppDataProvider } from '../../shared/useAppDataProvider';

interface Props {
  periodId?: number;
  filters?: ControlFilterValues;
}

/**
 * The certificates of the list's period and filters as one ZIP, with how many are made out of how
 * many: the server names the total first and the browser counts the PDFs as they arrive
 * (docs/features/points.md#certificate).
 */
export function AttestZipButton({ periodId, filters }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useAppDataProvider();
  const [progress, setProgress] = useState<{ made: number; total: number } | null>(null);

  async function run() {
    setProgress({ made: 0, total: 0 });
    try {
      const { blob, name } = await provider.attestZip(periodId!, filters!, (made, total) => setProgress({ made, total }));
      const url = URL.createObjectURL(blob);
      Object.assign(document.createElement('a'), { href: url, download: name }).click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      notify('attest.zip_done', { type: 'success' });
    } catch (error) {
      notify(...errorNotification(error));
    } finally {
      setProgress(null);
    }
  }

  const label = translate('attest.zip');
  return (
    <Box>
      <Button variant="outlined" onClick={run} disabled={periodId === undefined || filters === undefined || progress !== null}>
        {label}
      </Button>
      {progress !== null && (
        <Box sx={{ mt: 1 }} role="status">
          <LinearProgress
            aria-label={label}
            variant={progress.total ? 'determinate' : 'indeterminate'}
            value={progress.total ? (100 * progress.made) / progress.total : undefined}
          />
          <Typography variant="body2">
            {progress.total ? translate('attest.zip_progress', { made: progress.made, total: progress.total }) : translate('attest.zip_starting')}
          </Typography>
        </Box>
      )}
      <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
        {translate('attest.zip_hint')}
      </Typography>
    </Box>
  );
}

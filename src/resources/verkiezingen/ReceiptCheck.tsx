import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { trackerFrom } from './sealing';

type Outcome = { kind: 'found' } | { kind: 'missing' } | { kind: 'error'; message: string };

/**
 * After the end: a voter pastes their receipt, the tracker of their encrypted ballot, and finds it in
 * the published box. The ballot stays closed: the receipt proves it was counted, not what it says.
 */
export function ReceiptCheck({ electionId }: { electionId: number | string }) {
  const translate = useTranslate();
  const provider = useAppDataProvider();
  const [receipt, setReceipt] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const tracker = trackerFrom(receipt);
    if (!tracker) return;
    setBusy(true);
    try {
      const box = await provider.ballotBox(electionId);
      setOutcome({ kind: box.ballots.some((b) => b.tracker === tracker) ? 'found' : 'missing' });
    } catch (error) {
      setOutcome({ kind: 'error', message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="check-title">
      <Typography variant="h6" component="h2" id="check-title">
        {translate('stemming.receipt.check_title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('stemming.receipt.check_explain')}
      </Typography>
      <Stack component="form" onSubmit={check} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <TextField
          label={translate('stemming.receipt.field')}
          value={receipt}
          onChange={(e) => setReceipt(e.target.value)}
          size="small"
          sx={{ flex: 1 }}
          autoComplete="off"
        />
        <Button type="submit" variant="contained" disabled={busy || !receipt.trim()}>
          {translate('stemming.receipt.check')}
        </Button>
      </Stack>
      <Box role="status" sx={{ mt: 2 }}>
        {outcome?.kind === 'error' && <Alert severity="error">{outcome.message}</Alert>}
        {outcome?.kind === 'missing' && <Alert severity="warning">{translate('stemming.receipt.not_found')}</Alert>}
        {outcome?.kind === 'found' && <Alert severity="success">{translate('stemming.receipt.found')}</Alert>}
      </Box>
    </Box>
  );
}

import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Candidate } from '../../dataProvider/custom/elections';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { fullName, sha256Hex } from './useElection';

type Outcome = { kind: 'found'; choices: number[]; intact: boolean; fingerprint: string } | { kind: 'missing'; intact: boolean; fingerprint: string } | { kind: 'error'; message: string };

/**
 * After the end: a voter pastes their receipt; it is hashed here, in the browser, and only the hash is
 * looked up in the published ballot box, whose fingerprint is checked against its content as well.
 */
export function ReceiptCheck({ electionId, candidates }: { electionId: number | string; candidates: Candidate[] }) {
  const translate = useTranslate();
  const provider = useAppDataProvider();
  const [receipt, setReceipt] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!receipt.trim()) return;
    setBusy(true);
    try {
      const [code, box] = await Promise.all([sha256Hex(receipt.trim()), provider.ballotBox(electionId)]);
      const intact = (await sha256Hex(JSON.stringify(box.ballots))) === box.fingerprint;
      const ballot = box.ballots.find((b) => b.code === code);
      setOutcome(ballot ? { kind: 'found', choices: ballot.choices, intact, fingerprint: box.fingerprint } : { kind: 'missing', intact, fingerprint: box.fingerprint });
    } catch (error) {
      setOutcome({ kind: 'error', message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  const nameOf = (id: number) => {
    const c = candidates.find((x) => x.id === id);
    return c ? fullName(c) : translate('stemming.receipt.unknown_candidate', { id });
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
        <TextField label={translate('stemming.receipt.field')} value={receipt} onChange={(e) => setReceipt(e.target.value)} size="small" sx={{ flex: 1 }} autoComplete="off" />
        <Button type="submit" variant="contained" disabled={busy || !receipt.trim()}>
          {translate('stemming.receipt.check')}
        </Button>
      </Stack>
      <Box role="status" sx={{ mt: 2 }}>
        {outcome?.kind === 'error' && <Alert severity="error">{outcome.message}</Alert>}
        {outcome?.kind === 'missing' && <Alert severity="warning">{translate('stemming.receipt.not_found')}</Alert>}
        {outcome?.kind === 'found' && (
          <Alert severity="success">
            {outcome.choices.length === 0 ? (
              translate('stemming.receipt.found_blank')
            ) : (
              <>
                {translate('stemming.receipt.found')}
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {outcome.choices.map((id) => (
                    <li key={id}>{nameOf(id)}</li>
                  ))}
                </Box>
              </>
            )}
          </Alert>
        )}
        {outcome && outcome.kind !== 'error' && (
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {outcome.intact ? translate('stemming.receipt.box_intact', { fingerprint: outcome.fingerprint }) : translate('stemming.receipt.box_broken')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

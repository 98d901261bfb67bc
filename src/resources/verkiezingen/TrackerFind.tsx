import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Board } from '../../dataProvider/custom/elections';
import { formatDate } from '../../i18n/format';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { trackerFrom } from './sealing';

type Outcome = { kind: 'found'; entry: NonNullable<Board['found']> } | { kind: 'missing' } | { kind: 'invalid' } | { kind: 'error'; message: string };

/**
 * A voter pastes their tracker and learns whether their ballot is on the board and on which day it
 * was accepted. The board names no voter: finding it proves it was taken in, not who cast it.
 */
export function TrackerFind({ electionId }: { electionId: number | string }) {
  const translate = useTranslate();
  const provider = useAppDataProvider();
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const tracker = trackerFrom(text);
    if (!/^[0-9a-f]{64}$/.test(tracker)) return setOutcome({ kind: 'invalid' });
    setBusy(true);
    try {
      const answer = await provider.board(electionId, { size: 1, tracker });
      setOutcome(answer.found ? { kind: 'found', entry: answer.found } : { kind: 'missing' });
    } catch (error) {
      setOutcome({ kind: 'error', message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="find-title" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" id="find-title">
        {translate('stembord.find_title')}
      </Typography>
      <Stack component="form" onSubmit={find} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} sx={{ mt: 1 }}>
        <TextField
          label={translate('stembord.find_field')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          size="small"
          sx={{ flex: 1 }}
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
        <Button type="submit" variant="contained" disabled={busy || !text.trim()}>
          {translate('stembord.find')}
        </Button>
      </Stack>
      <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
        {outcome?.kind === 'found' && (
          <Alert severity="success">{translate('stembord.found', { seq: outcome.entry.seq, day: formatDate(outcome.entry.day) })}</Alert>
        )}
        {outcome?.kind === 'missing' && <Alert severity="warning">{translate('stembord.not_found')}</Alert>}
        {outcome?.kind === 'invalid' && <Alert severity="warning">{translate('stembord.find_invalid')}</Alert>}
        {outcome?.kind === 'error' && <Alert severity="error">{outcome.message}</Alert>}
      </Box>
    </Box>
  );
}

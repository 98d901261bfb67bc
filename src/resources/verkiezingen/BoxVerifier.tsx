import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Verdict } from '../../../domain/crypto/verify';
import type { BallotBox } from '../../dataProvider/custom/elections';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { fileSlug, saveText } from './saveText';

type State = { kind: 'idle' } | { kind: 'unproven' } | { kind: 'busy'; done: number; total: number } | { kind: 'done'; verdict: Verdict } | { kind: 'error'; message: string };

/**
 * The verifier page's part (issue 28 §4): the published box checked in this browser, ballot by ballot
 * with a progress bar, by the same code as `npm run verify:box` (domain/crypto/verify.ts), and the
 * box to download for that script.
 */
export function BoxVerifier({ electionId }: { electionId: number | string }) {
  const translate = useTranslate();
  const provider = useAppDataProvider();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [box, setBox] = useState<BallotBox>();

  const load = async (): Promise<BallotBox> => {
    if (box) return box;
    const fetched = await provider.ballotBox(electionId);
    setBox(fetched);
    return fetched;
  };
  const verify = async () => {
    setState({ kind: 'busy', done: 0, total: 0 });
    try {
      const [published, { verifyBox }] = await Promise.all([load(), import('../../../domain/crypto/verify')]);
      // A box counted at the upgrade from the earlier plain form has no ciphertexts to check.
      if (!published.election.publicKey) return setState({ kind: 'unproven' });
      const verdict = await verifyBox(published, (done, total) => setState({ kind: 'busy', done, total }));
      setState({ kind: 'done', verdict });
    } catch (error) {
      setState({ kind: 'error', message: (error as Error).message });
    }
  };
  const download = async () => {
    try {
      const published = await load();
      saveText(`stembus-${fileSlug(published.election.title)}.json`, JSON.stringify(published, null, 1), 'application/json');
    } catch (error) {
      setState({ kind: 'error', message: (error as Error).message });
    }
  };

  return (
    <Box component="section" aria-labelledby="verify-title" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" id="verify-title">
        {translate('stemming.verify.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('stemming.verify.explain')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" onClick={verify} disabled={state.kind === 'busy'}>
          {translate('stemming.verify.start')}
        </Button>
        <Button variant="outlined" onClick={download}>
          {translate('stemming.verify.download')}
        </Button>
      </Stack>
      <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
        {state.kind === 'busy' && (
          <>
            <LinearProgress variant={state.total ? 'determinate' : 'indeterminate'} value={state.total ? (100 * state.done) / state.total : 0} />
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {translate('stemming.verify.progress', { done: state.done, total: state.total })}
            </Typography>
          </>
        )}
        {state.kind === 'error' && <Alert severity="error">{state.message}</Alert>}
        {state.kind === 'unproven' && <Alert severity="info">{translate('stemming.count.unproven')}</Alert>}
        {state.kind === 'done' && <VerdictText verdict={state.verdict} />}
      </Box>
    </Box>
  );
}

function VerdictText({ verdict }: { verdict: Verdict }) {
  const translate = useTranslate();
  if (verdict.ok) {
    return <Alert severity="success">{translate(verdict.totals ? 'stemming.verify.ok_counted' : 'stemming.verify.ok_uncounted', { smart_count: verdict.ballots })}</Alert>;
  }
  const problems = [...new Set(verdict.findings.map((f) => f.problem))];
  return (
    <Alert severity="error">
      {translate('stemming.verify.failed')}
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {problems.map((p) => (
          <li key={p}>
            {translate(`stemming.verify.problems.${p}`)} ({verdict.findings.filter((f) => f.problem === p).length}×)
          </li>
        ))}
      </Box>
    </Alert>
  );
}

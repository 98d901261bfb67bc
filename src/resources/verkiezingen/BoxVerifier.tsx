import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Finding } from '../../../domain/crypto/box';
import type { Manifest } from '../../../domain/crypto/manifest';
import type { CommitteeBox } from '../../dataProvider/custom/committee';
import type { BallotBox } from '../../dataProvider/custom/elections';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { fileSlug, saveText } from './saveText';

/** What both checks say: the committee box's (domain/crypto/box.ts) and the one of a box keyed before (verify.ts). */
interface Verdict {
  ok: boolean;
  ballots: number;
  findings: readonly Pick<Finding, 'problem'>[];
  totals: number[] | null;
}

type State =
  | { kind: 'idle' }
  | { kind: 'unproven' }
  | { kind: 'busy'; done: number; total: number }
  | { kind: 'done'; verdict: Verdict }
  | { kind: 'error'; message: string };

/** A committee election's box checked with its manifest; one keyed before the committee, as it was. */
async function check(box: BallotBox | CommitteeBox, progress: (done: number, total: number) => void): Promise<Verdict | null> {
  if ('manifest' in box) {
    const { checkCommitteeBox } = await import('../../../domain/crypto/box');
    const verdict = await checkCommitteeBox({ ...box, manifest: box.manifest as Manifest }, progress);
    return { ...verdict, ballots: box.ballots.length };
  }
  // A box counted at the upgrade from the earlier plain form has no ciphertexts to check.
  if (!box.election.publicKey) return null;
  const { verifyBox } = await import('../../../domain/crypto/verify');
  return verifyBox(box, progress);
}

/** The box's title for its file name. */
const titleOf = (box: BallotBox | CommitteeBox) => ('manifest' in box ? box.manifest.election.title : box.election.title);

/**
 * The verifier page's part: the published box checked in this browser, ballot by ballot
 * with a progress bar, by the same code as `npm run verify:box` (domain/crypto/box.ts for a committee
 * election, verify.ts for one keyed before), and the box to download for that script.
 */
export function BoxVerifier({ electionId }: { electionId: number | string }) {
  const translate = useTranslate();
  const provider = useAppDataProvider();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [box, setBox] = useState<BallotBox | CommitteeBox>();

  const load = async (): Promise<BallotBox | CommitteeBox> => {
    if (box) return box;
    const fetched = await provider.ballotBox(electionId);
    setBox(fetched);
    return fetched;
  };
  const verify = async () => {
    setState({ kind: 'busy', done: 0, total: 0 });
    try {
      const verdict = await check(await load(), (done, total) => setState({ kind: 'busy', done, total }));
      setState(verdict ? { kind: 'done', verdict } : { kind: 'unproven' });
    } catch (error) {
      setState({ kind: 'error', message: (error as Error).message });
    }
  };
  const download = async () => {
    try {
      const published = await load();
      saveText(`stembus-${fileSlug(titleOf(published))}.json`, JSON.stringify(published, null, 1), 'application/json');
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
    return (
      <Alert severity="success">
        {translate(verdict.totals ? 'stemming.verify.ok_counted' : 'stemming.verify.ok_uncounted', { smart_count: verdict.ballots })}
      </Alert>
    );
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

import { Alert, Box, Button, Checkbox, FormControlLabel, Stack } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type BoxVerdict, checkCommitteeBox, type Finding } from '../../../domain/crypto/box';
import type { Manifest } from '../../../domain/crypto/manifest';
import { partialDecrypt } from '../../../domain/crypto/partial';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { BoxFindings, Fingerprint } from './BoxFindings';
import { memberShare, openSeed, StepError } from './ceremony';
import { useKeyFile } from './KeyFileFields';
import { BusyStatus, KeyFileForm, ProblemAlert } from './StepParts';
import { expectedOf, type StepProps } from './RoundSteps';
import { stepMessage } from './StepForm';

type State =
  | { kind: 'form' }
  | { kind: 'checking'; done: number; total: number }
  | { kind: 'refused'; findings: Finding[] }
  | { kind: 'checked'; seed: Uint8Array; manifest: Manifest; verdict: BoxVerdict; closed: string | null }
  | { kind: 'sending'; closed: string | null; fingerprint: string };

/**
 * The count (after the end): the member's file opened, the published box checked here ballot by
 * ballot (checkCommitteeBox), and nothing decrypted when anything is found. Once the member compared
 * the box's fingerprint with the one mailed at the close, the share is rebuilt in this page's memory,
 * checked against the member's verification key, and only its partial decryption of the sums is sent.
 */
export function CountStep({ task, committee, onDone }: StepProps) {
  const translate = useTranslate();
  const provider = useAppDataProvider();
  const keyFile = useKeyFile();
  const [state, setState] = useState<State>({ kind: 'form' });
  const [compared, setCompared] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setState({ kind: 'checking', done: 0, total: 0 });
    try {
      const box = await provider.ballotBox(task.electionId);
      if (!('manifest' in box)) throw new StepError('comite.count.not_committee');
      const manifest = box.manifest as Manifest;
      const seed = await openSeed(keyFile.file.text, keyFile.file.passphrase, { ...expectedOf({ task, committee }), ceremony: manifest.committee.ceremony });
      const verdict = await checkCommitteeBox({ ...box, manifest }, (done, total) => setState({ kind: 'checking', done, total }));
      // The ballots' proofs hold under the fingerprint worked out here; the one the server states must be that one.
      const findings = [...verdict.findings, ...(verdict.fingerprint && verdict.fingerprint !== box.fingerprint ? [{ problem: 'MANIFEST' as const }] : [])];
      if (findings.length > 0 || !verdict.fingerprint) return setState({ kind: 'refused', findings });
      setState({ kind: 'checked', seed, manifest, verdict, closed: box.closedFingerprint });
    } catch (error) {
      setProblem(stepMessage(translate, error));
      setState({ kind: 'form' });
    }
  };

  const count = async () => {
    if (state.kind !== 'checked') return;
    const { seed, manifest, verdict, closed } = state;
    const fingerprint = verdict.fingerprint!;
    setProblem(null);
    setState({ kind: 'sending', closed, fingerprint });
    try {
      const { shares } = await provider.receivedShares(task.electionId);
      const share = memberShare(seed, manifest, task.index, shares);
      const { decryptions } = partialDecrypt(share, fingerprint, task.index, verdict.sums);
      const answer = await provider.sendPartial(task.electionId, { decryptions });
      const counted = translate('comite.count.partials', { partials: answer.partials, threshold: answer.threshold });
      onDone(answer.counted ? `${counted} ${translate('comite.count.counted')}` : `${counted} ${translate('comite.count.waiting')}`);
    } catch (error) {
      setProblem(stepMessage(translate, error));
      setState(state);
    }
  };

  const busy = state.kind === 'checking' || state.kind === 'sending';
  const shown = state.kind === 'checked' || state.kind === 'sending' ? state : null;
  return (
    <Stack spacing={2}>
      <KeyFileForm
        intro={translate('comite.count.intro')}
        submitLabel={translate('comite.count.check')}
        keyFile={keyFile}
        disabled={busy || !!shown}
        onSubmit={check}
      />
      {state.kind === 'checking' ? (
        <BusyStatus label={translate('comite.count.progress', { done: state.done, total: state.total })} progress={state} />
      ) : (
        <BusyStatus label={state.kind === 'sending' ? translate('comite.count.sending') : null} />
      )}
      {state.kind === 'refused' && <BoxFindings findings={state.findings} />}
      {shown && (
        <Stack spacing={1.5}>
          <Alert severity="success">{translate('comite.count.box_ok')}</Alert>
          <Fingerprint
            label={translate('comite.count.closed_fingerprint')}
            value={shown.closed ?? translate('comite.count.not_closed')}
            testId="closed-fingerprint"
          />
          <Fingerprint
            label={translate('comite.count.election_fingerprint')}
            value={shown.kind === 'checked' ? shown.verdict.fingerprint! : shown.fingerprint}
          />
          <FormControlLabel
            control={<Checkbox checked={compared} onChange={(e) => setCompared(e.target.checked)} disabled={busy} />}
            label={translate('comite.count.compared')}
          />
          <Box>
            <Button variant="contained" onClick={count} disabled={!compared || busy || !shown.closed}>
              {translate('comite.count.submit')}
            </Button>
          </Box>
        </Stack>
      )}
      <ProblemAlert problem={problem} />
    </Stack>
  );
}

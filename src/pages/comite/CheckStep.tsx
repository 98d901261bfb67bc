import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { type CheckResult, openSeed, roundThree } from './ceremony';
import { useKeyFile } from './KeyFileFields';
import { BusyStatus, KeyFileForm, ProblemAlert } from './StepParts';
import { expectedOf, type StepProps } from './RoundSteps';
import { stepMessage } from './StepForm';

type State = { kind: 'form' } | { kind: 'checking' } | { kind: 'checked'; result: CheckResult } | { kind: 'sending'; result: CheckResult };

/**
 * The ceremony's control code, large and in groups of four that wrap as a whole on a phone, so a
 * member can read it aloud to another; its text is the code itself (3F2A-91BC-…), which a browser's
 * translator leaves as it is.
 */
export function CeremonyCode({ code }: { code: string }) {
  const groups = code.split('-');
  return (
    <Box
      component="p"
      data-testid="ceremony-code"
      translate="no"
      sx={{
        m: 0,
        display: 'flex',
        flexWrap: 'wrap',
        fontFamily: 'monospace',
        fontWeight: 600,
        fontSize: { xs: '1.5rem', sm: '2.125rem' },
        letterSpacing: '0.08em',
      }}
    >
      {groups.map((g, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the code's groups are fixed, drawn once
        <Box component="span" key={i} translate="no" sx={{ whiteSpace: 'nowrap' }}>
          {g}
          {i < groups.length - 1 ? '-' : ''}
        </Box>
      ))}
    </Box>
  );
}

/**
 * Round 3: every share received opened and checked against its sender's published commitments, and
 * the transcript of the publications this browser used shown as a control code. The members compare
 * that code with each other outside the portal: only they can see whether the portal showed each of
 * them the same keys of the others. The answer (a complaint naming a share that failed, or none, with
 * the transcript) is sent only once the member ticks that the codes were the same.
 */
export function CheckStep({ task, committee, onDone }: StepProps) {
  const translate = useTranslate();
  const provider = useAppDataProvider();
  const keyFile = useKeyFile();
  const [state, setState] = useState<State>({ kind: 'form' });
  const [compared, setCompared] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const codeTitleId = useId();
  const codeTitle = useRef<HTMLHeadingElement>(null);
  const shown = state.kind === 'checked' || state.kind === 'sending' ? state.result : null;
  const busy = state.kind === 'checking' || state.kind === 'sending';

  // The button that had the focus is now disabled: the keyboard (and a screen reader) goes on at the code.
  useEffect(() => {
    if (state.kind === 'checked') codeTitle.current?.focus();
  }, [state.kind]);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setState({ kind: 'checking' });
    try {
      const seed = await openSeed(keyFile.file.text, keyFile.file.passphrase, expectedOf({ task, committee }));
      const { shares } = await provider.receivedShares(task.electionId);
      setCompared(false);
      setState({ kind: 'checked', result: roundThree(seed, committee, task.index, shares) });
    } catch (error) {
      setProblem(stepMessage(translate, error));
      setState({ kind: 'form' });
    }
  };

  const send = async () => {
    if (state.kind !== 'checked' || !compared) return;
    const { result } = state;
    const { complaint, transcript, name, code } = result;
    setProblem(null);
    setState({ kind: 'sending', result });
    try {
      const next = await provider.checkShares(task.electionId, { complaint, transcript });
      // The ceremony stops here until the secretariat restarts it: said as a warning that names the sender.
      if (complaint !== null) onDone(translate('comite.check.complained', { member: complaint, name }), next, 'warning');
      else onDone(translate('comite.check.done', { code }), next);
    } catch (error) {
      setProblem(stepMessage(translate, error));
      setState({ kind: 'checked', result });
    }
  };

  return (
    <Stack spacing={2}>
      <KeyFileForm
        intro={translate('comite.check.intro')}
        submitLabel={translate('comite.check.submit')}
        keyFile={keyFile}
        disabled={busy || !!shown}
        onSubmit={check}
      />
      {shown && (
        <Stack spacing={1.5}>
          {shown.complaint === null ? (
            <Alert severity="success" role="status">
              {translate('comite.check.all_hold')}
            </Alert>
          ) : (
            <Alert severity="warning" role="status">
              {translate('comite.check.found', { member: shown.complaint, name: shown.name })}
            </Alert>
          )}
          <Box sx={{ border: 2, borderColor: 'primary.main', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}>
            <Typography variant="subtitle1" component="h4" id={codeTitleId} ref={codeTitle} tabIndex={-1} sx={{ outline: 'none' }}>
              {translate('comite.check.code_title')}
            </Typography>
            <CeremonyCode code={shown.code} />
            <Typography variant="caption" component="p">
              {translate('comite.check.code_hint')}
            </Typography>
          </Box>
          <Typography variant="body2">{translate('comite.check.code_why')}</Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate('comite.check.code_differs')}
          </Typography>
          <FormControlLabel
            control={<Checkbox checked={compared} onChange={(e) => setCompared(e.target.checked)} disabled={busy} />}
            label={translate('comite.check.compared')}
          />
          <Box>
            <Button variant="contained" onClick={send} disabled={!compared || busy}>
              {translate(shown.complaint === null ? 'comite.check.confirm' : 'comite.check.send_complaint')}
            </Button>
          </Box>
        </Stack>
      )}
      <BusyStatus label={busy ? translate(state.kind === 'checking' ? 'comite.check.busy' : 'comite.check.sending') : null} />
      <ProblemAlert problem={problem} />
    </Stack>
  );
}

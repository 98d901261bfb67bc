import { Alert, Box, Typography } from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AuditFile } from '../../../domain/crypto/audit';
import type { Candidate } from '../../dataProvider/custom/elections';
import { useApiQuery } from '../../shared/useApiQuery';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { AuditStep } from './AuditStep';
import { BallotForm } from './BallotForm';
import { SealedStep } from './SealedStep';
import { auditFileOf, nextPaint, revealed, type SealedChoice, sameChoice, sealChoices, warmUp } from './sealing';
import { type Election, fullName } from './useElection';

/** What the voter's page went through, once cast: their own tracker and whether they voted blank. */
export interface CastBallot {
  tracker: string;
  blank: boolean;
  /** The server's receipt, which must be the same tracker. */
  receipt: string;
}

type Step =
  | { kind: 'choose' }
  | { kind: 'sealed'; sealed: SealedChoice }
  | { kind: 'audited'; sealed: SealedChoice; file: AuditFile; held: { names: string; blank: boolean; matches: boolean } | null };

interface Props {
  election: Election;
  candidates: Candidate[];
  onVoted: (cast: CastBallot) => void;
  /** The server refused for a reason of the election or the member (voted already, closed meanwhile). */
  onRefused?: () => void;
}

/**
 * Voting with the ballot sealed in this browser (docs/features/elections.md, "Voting"): choose, seal,
 * then cast or audit. Only `{fingerprint, ballot}` leaves the page when casting, and only the tracker
 * when auditing; the randomness is shown after the server has recorded the audit, never before, so
 * an audited ballot cannot be cast by anyone. One status line (aria-live) says what is going on.
 */
export function VotingBooth({ election, candidates, onVoted, onRefused }: Props) {
  const translate = useTranslate();
  const provider = useAppDataProvider();
  const sheet = useApiQuery(['election-ballot-sheet', election.id], (p) => p.ballotSheet(election.id), { retry: false });
  const [chosen, setChosen] = useState<number[]>([]);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  // Counts the voter's moves between steps: the page's first render takes no focus.
  const [moves, setMoves] = useState(0);
  const go = (next: Step) => {
    setStep(next);
    setMoves((n) => n + 1);
  };
  const [busy, setBusy] = useState<'sealing' | 'casting' | 'auditing'>();
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const group = useRef<HTMLFieldSetElement>(null);

  // The key's table is built once the ballot is on screen, not on the click that seals.
  useEffect(() => {
    if (!sheet.data) return;
    const timer = setTimeout(() => warmUp(sheet.data), 0);
    return () => clearTimeout(timer);
  }, [sheet.data]);
  // Each step's result takes the focus, so a screen reader reads it and the keyboard goes on from it.
  useEffect(() => {
    if (moves === 0) return;
    if (step.kind === 'choose') group.current?.focus();
    else heading.current?.focus();
  }, [moves, step.kind]);

  if (sheet.error) return <Alert severity="error">{(sheet.error as Error).message}</Alert>;
  const namesOf = (ids: readonly number[]) =>
    (sheet.data?.candidates ?? [])
      .filter((c) => ids.includes(c.id))
      .map(fullName)
      .join(', ');

  const seal = async (choices: number[]) => {
    if (!sheet.data) return;
    setProblem(undefined);
    setBusy('sealing');
    setStatus(translate('stembiljet.sealing'));
    await nextPaint();
    try {
      const sealed = sealChoices(sheet.data, choices);
      go({ kind: 'sealed', sealed });
      setStatus(translate('stembiljet.sealed_done'));
    } catch {
      setStatus('');
      setProblem(translate('stembiljet.seal_failed'));
    } finally {
      setBusy(undefined);
    }
  };

  const refused = (error: unknown) => {
    setStatus('');
    setProblem((error as Error).message);
    if ((error as { status?: number }).status === 409) onRefused?.();
  };

  const cast = async (sealed: SealedChoice) => {
    setProblem(undefined);
    setBusy('casting');
    setStatus(translate('stembiljet.casting'));
    try {
      const answer = await provider.castSealed(election.id, { fingerprint: sheet.data?.fingerprint ?? null, ballot: sealed.ballot });
      onVoted({ tracker: sealed.tracker, blank: sealed.choices.length === 0, receipt: answer.receipt });
    } catch (error) {
      refused(error);
    } finally {
      setBusy(undefined);
    }
  };

  const audit = async (sealed: SealedChoice) => {
    if (!sheet.data) return;
    setProblem(undefined);
    setBusy('auditing');
    setStatus(translate('stembiljet.auditing'));
    try {
      // First the server learns the tracker is audited; only then is the randomness shown.
      await provider.auditBallot(election.id, sealed.tracker);
    } catch (error) {
      setBusy(undefined);
      return refused(error);
    }
    let held: Extract<Step, { kind: 'audited' }>['held'] = null;
    try {
      const inside = revealed(sheet.data, sealed);
      held = { names: namesOf(inside.chosen), blank: inside.blank, matches: sameChoice(inside.chosen, sealed.choices) };
    } catch {
      held = null;
    }
    go({ kind: 'audited', sealed, file: auditFileOf(sheet.data, sealed), held });
    setStatus(translate('stembiljet.audited_done'));
    setBusy(undefined);
  };

  let content: ReactNode;
  if (step.kind === 'sealed') {
    content = (
      <SealedStep
        sealed={step.sealed}
        names={namesOf(step.sealed.choices)}
        busy={!!busy}
        problem={problem}
        onCast={() => void cast(step.sealed)}
        onAudit={sheet.data?.fingerprint ? () => void audit(step.sealed) : undefined}
        onChange={() => {
          setProblem(undefined);
          setStatus('');
          go({ kind: 'choose' });
        }}
        headingRef={heading}
      />
    );
  } else if (step.kind === 'audited') {
    content = (
      <AuditStep sealed={step.sealed} held={step.held} file={step.file} busy={!!busy} onFresh={() => void seal(step.sealed.choices)} headingRef={heading} />
    );
  } else {
    content = (
      <BallotForm
        election={election}
        candidates={candidates}
        chosen={chosen}
        onChange={setChosen}
        onSeal={seal}
        busy={!!busy || !sheet.data}
        groupRef={group}
      />
    );
  }

  return (
    <Box>
      {content}
      {problem && step.kind !== 'sealed' && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
      <Typography role="status" aria-live="polite" variant="body2" sx={{ mt: 2, minHeight: '1.5em' }} data-testid="booth-status">
        {sheet.isPending ? translate('stembiljet.loading') : status}
      </Typography>
    </Box>
  );
}

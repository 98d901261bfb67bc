import { Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { ballotProblem } from '../../../domain/rules/elections';
import type { Candidate, VoteReceipt } from '../../dataProvider/custom/elections';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { type Election, fullName } from './useElection';

interface Props {
  election: Election;
  candidates: Candidate[];
  onVoted: (receipt: VoteReceipt) => void;
  /** The server refused for a reason of the election or the member (voted already, closed meanwhile). */
  onRefused?: () => void;
}

/**
 * The ballot (SPEC §5): a checkbox per candidate with their campaign file, at most numberOfElected
 * chosen. "Stemmen" without a choice does not post (a blank vote has its own, confirmed button);
 * too many choices are refused before posting, and the member may change them and vote still.
 */
export function BallotForm({ election, candidates, onVoted, onRefused }: Props) {
  const translate = useTranslate();
  const provider = useAppDataProvider();
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState<'vote' | 'blank'>();
  const [sending, setSending] = useState(false);
  const max = election.numberOfElected;

  const toggle = (id: number) => {
    setProblem(undefined);
    setChosen((now) => (now.includes(id) ? now.filter((c) => c !== id) : [...now, id]));
  };
  const askVote = () => {
    if (chosen.length === 0) return setProblem(translate('BLANCO_VOTE_SPECIAL_BTN'));
    const tooMany = ballotProblem(chosen, max);
    if (tooMany) return setProblem(translate(tooMany));
    setConfirming('vote');
  };
  const send = async () => {
    const ids = confirming === 'blank' ? [] : chosen;
    setSending(true);
    try {
      onVoted(await provider.castVote(election.id, ids));
    } catch (error) {
      setProblem((error as Error).message);
      if ((error as { status?: number }).status === 409) onRefused?.();
    } finally {
      setSending(false);
      setConfirming(undefined);
    }
  };
  const names = candidates
    .filter((c) => chosen.includes(c.id))
    .map(fullName)
    .join(', ');

  return (
    <Box component="form" noValidate onSubmit={(e) => e.preventDefault()}>
      <FormControl component="fieldset" sx={{ width: '100%' }}>
        <FormLabel component="legend" sx={{ mb: 1 }}>
          {translate('stemming.ballot.choose', { smart_count: max })}
        </FormLabel>
        {candidates.length === 0 && <Typography>{translate('stemming.ballot.no_candidates')}</Typography>}
        <FormGroup>
          {candidates.map((c) => (
            <Box key={c.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
              <FormControlLabel
                control={<Checkbox checked={chosen.includes(c.id)} onChange={() => toggle(c.id)} />}
                label={fullName(c)}
                sx={{ flex: '1 1 12rem', mr: 0 }}
              />
              {c.campaignfilename && (
                <Link
                  href={provider.fileUrl(`/verkiezingen/${election.id}/kandidaten/${c.id}/campagne`)}
                  download={c.campaignfilename}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {translate('stemming.ballot.campaign', { name: fullName(c), file: c.campaignfilename })}
                </Link>
              )}
            </Box>
          ))}
        </FormGroup>
        <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
          {translate('stemming.ballot.chosen', { chosen: chosen.length, max })}
        </Typography>
      </FormControl>
      {problem && (
        <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <Button variant="contained" onClick={askVote} disabled={sending}>
          {translate('stemming.ballot.vote')}
        </Button>
        <Button variant="outlined" onClick={() => setConfirming('blank')} disabled={sending}>
          {translate('stemming.ballot.blank')}
        </Button>
      </Stack>
      <Confirm
        isOpen={confirming !== undefined}
        loading={sending}
        title={translate(confirming === 'blank' ? 'stemming.ballot.confirm_blank_title' : 'stemming.ballot.confirm_title')}
        content={confirming === 'blank' ? translate('stemming.ballot.confirm_blank') : translate('stemming.ballot.confirm_vote', { names })}
        onConfirm={send}
        onClose={() => setConfirming(undefined)}
      />
    </Box>
  );
}

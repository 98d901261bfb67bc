import { Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Link, Stack, Typography } from '@mui/material';
import { type Ref, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ballotProblem } from '../../../domain/rules/elections';
import type { Candidate } from '../../dataProvider/custom/elections';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { type Election, fullName } from './useElection';

interface Props {
  election: Election;
  candidates: Candidate[];
  chosen: number[];
  onChange: (chosen: number[]) => void;
  /** Seals these choices in the browser; [] is the blank ballot of its own button. */
  onSeal: (choices: number[]) => void;
  /** While the key loads or a ballot is being sealed. */
  busy: boolean;
  /** The fieldset, focused when the voter comes back to change their choice. */
  groupRef?: Ref<HTMLFieldSetElement>;
}

/**
 * The choice (SPEC §5): a checkbox per candidate with their campaign file, at most numberOfElected
 * chosen. "Stembiljet verzegelen" without a choice does not seal (a blank vote has its own button,
 * and its own confirmation before it is cast); too many choices are refused before sealing, and the
 * member may change them. Nothing leaves the browser here: the next step seals the choice.
 */
export function BallotForm({ election, candidates, chosen, onChange, onSeal, busy, groupRef }: Props) {
  const translate = useTranslate();
  const provider = useAppDataProvider();
  const [problem, setProblem] = useState<string>();
  const max = election.numberOfElected;

  const toggle = (id: number) => {
    setProblem(undefined);
    onChange(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  };
  const seal = () => {
    if (chosen.length === 0) return setProblem(translate('BLANCO_VOTE_SPECIAL_BTN'));
    const tooMany = ballotProblem(chosen, max);
    if (tooMany) return setProblem(translate(tooMany));
    onSeal(chosen);
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => e.preventDefault()}>
      <FormControl component="fieldset" ref={groupRef} tabIndex={-1} sx={{ width: '100%', outline: 'none' }}>
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
        <Button variant="contained" onClick={seal} disabled={busy}>
          {translate('stembiljet.seal')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            setProblem(undefined);
            onSeal([]);
          }}
          disabled={busy}
        >
          {translate('stemming.ballot.blank')}
        </Button>
      </Stack>
    </Box>
  );
}

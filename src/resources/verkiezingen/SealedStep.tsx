import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { type Ref, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { SealedChoice } from './sealing';
import { TrackerCode } from './TrackerCode';

interface Props {
  sealed: SealedChoice;
  /** The chosen candidates' names, in ballot order. */
  names: string;
  busy: boolean;
  problem?: string;
  onCast: () => void;
  /** Absent for an election keyed before the committee, whose ballots cannot be audited (its tracker is of the ballot's text). */
  onAudit?: () => void;
  onChange: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * A ballot sealed in this browser, not sent yet: what it holds, its tracker, and the voter's two
 * choices (Benaloh's challenge): cast it, or audit it instead, which spoils it for good. Casting asks
 * for a confirmation, the blank ballot its own (SPEC §5: a blank vote is a separate, confirmed action).
 */
export function SealedStep({ sealed, names, busy, problem, onCast, onAudit, onChange, headingRef }: Props) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const blank = sealed.choices.length === 0;

  return (
    <Box component="section" aria-labelledby="sealed-title">
      <Typography variant="h6" component="h3" id="sealed-title" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
        {translate('stembiljet.sealed_title')}
      </Typography>
      <Typography sx={{ mt: 1 }}>{blank ? translate('stembiljet.holds_blank') : translate('stembiljet.holds', { names })}</Typography>
      <Typography variant="subtitle2" component="p" id="sealed-tracker" sx={{ mt: 2 }}>
        {translate('stembiljet.tracker')}
      </Typography>
      <TrackerCode tracker={sealed.tracker} labelledBy="sealed-tracker" testId="sealed-tracker" />
      <Typography variant="body2">{translate('stembiljet.sealed_explain')}</Typography>

      <Typography variant="subtitle1" component="h4" sx={{ mt: 2 }}>
        {translate('stembiljet.next_title')}
      </Typography>
      {problem && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {problem}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <Button variant="contained" onClick={() => setConfirming(true)} disabled={busy}>
          {translate('stembiljet.cast')}
        </Button>
        {onAudit && (
          <Button variant="outlined" onClick={onAudit} disabled={busy} aria-describedby="audit-explain">
            {translate('stembiljet.audit')}
          </Button>
        )}
        <Button variant="text" onClick={onChange} disabled={busy}>
          {translate('stembiljet.change')}
        </Button>
      </Stack>
      {onAudit && (
        <Typography variant="body2" id="audit-explain" sx={{ mt: 1.5 }}>
          {translate('stembiljet.audit_explain')}
        </Typography>
      )}
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={translate(blank ? 'stemming.ballot.confirm_blank_title' : 'stemming.ballot.confirm_title')}
        content={blank ? translate('stemming.ballot.confirm_blank') : translate('stemming.ballot.confirm_vote', { names })}
        onConfirm={() => {
          setConfirming(false);
          onCast();
        }}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}

import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SecrecyNote } from './SecrecyNote';
import { type Election, keyedBefore } from './useElection';
import type { CastBallot } from './VotingBooth';
import { TrackerCode } from './TrackerCode';

/**
 * Right after voting, once: the tracker this browser computed from the ballot it sealed (a server
 * that answers another one is shown and warned about), the board's address, and what the voter can
 * check with it: during voting on the board, at the close the head mailed to them, after the count
 * the published box.
 */
export function ReceiptPanel({ cast, election }: { cast: CastBallot; election: Election }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const boardPath = `/verkiezingen/${election.id}/stembord`;
  const boardUrl = `${window.location.origin}${boardPath}`;
  // The page changed under the voter's hand: the receipt is what they read next.
  useEffect(() => title.current?.focus(), []);
  const copy = async () => {
    await navigator.clipboard?.writeText(cast.tracker);
    setCopied(true);
  };
  return (
    <Box>
      <Alert severity="success" sx={{ mb: 2 }}>
        {translate(cast.blank ? 'VOTE_BLANCO_SUCCESS' : 'VOTE_SUCCESS')}
      </Alert>
      <Typography variant="h6" component="h3" id="receipt-title" ref={title} tabIndex={-1} sx={{ outline: 'none' }}>
        {translate('stemming.receipt.title')}
      </Typography>
      <TrackerCode tracker={cast.tracker} labelledBy="receipt-title" testId="receipt" />
      <Typography variant="body2">{translate('ontvangst.computed')}</Typography>
      {cast.receipt !== cast.tracker && (
        <Alert severity="error" sx={{ my: 1 }}>
          {translate('ontvangst.differs', { server: cast.receipt })}
        </Alert>
      )}
      <Button variant="outlined" onClick={copy} sx={{ mt: 1 }}>
        {translate('stemming.receipt.copy')}
      </Button>
      <Typography role="status" variant="body2" sx={{ mt: 1 }}>
        {copied ? translate('stemming.receipt.copied') : ''}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('stemming.receipt.explain')}
      </Typography>
      <Typography variant="subtitle1" component="h4" sx={{ mt: 2 }}>
        {translate('ontvangst.what_title')}
      </Typography>
      <Box component="ul" sx={{ pl: 3, my: 1, '& li': { mb: 1 } }}>
        <Typography component="li" variant="body2">
          {translate('ontvangst.during')}{' '}
          <Link component={RouterLink} to={boardPath} sx={{ overflowWrap: 'anywhere' }}>
            {translate('ontvangst.board_link', { url: boardUrl })}
          </Link>
        </Typography>
        {/* Only a committee election's board head is mailed at the close (server/services/committeeCount.ts). */}
        {!keyedBefore(election) && (
          <Typography component="li" variant="body2">
            {translate('ontvangst.close')}
          </Typography>
        )}
        <Typography component="li" variant="body2">
          {translate('ontvangst.after')}
        </Typography>
      </Box>
      <SecrecyNote election={election} />
    </Box>
  );
}

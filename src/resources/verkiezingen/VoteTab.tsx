import { Alert, Box, Link, Paper, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatDateTime } from '../../i18n/format';
import { useApiQuery } from '../../shared/useApiQuery';
import { BoxVerifier } from './BoxVerifier';
import { ReceiptCheck } from './ReceiptCheck';
import { ReceiptPanel } from './ReceiptPanel';
import { SecrecyNote } from './SecrecyNote';
import { hasEnded, useElection } from './useElection';
import { type CastBallot, VotingBooth } from './VotingBooth';

/**
 * /verkiezingen/{id}/stemmen (DIERENARTS): the ballot, sealed in this browser, while voting is open
 * for this member; otherwise why not (voted already, and on which day, with the board to find their
 * tracker on; not open yet; closed), and after the end the receipt check.
 */
export default function VoteTab() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { id, election } = useElection();
  const [cast, setCast] = useState<CastBallot>();
  const finalised = election?.state === 'FINISHED';
  const candidates = useApiQuery(['election-candidates', id], (p) => p.electionCandidates(id), { enabled: !!election });
  const status = useApiQuery(['election-vote', id], (p) => p.voteStatus(id), { enabled: finalised, retry: false });

  if (!election || candidates.isPending || (finalised && status.isPending)) return <Loading />;
  const voted = (time: string | null) => (
    <Alert severity="info" sx={{ mb: 2 }}>
      {/* Only the day is kept of when a member voted (docs/features/elections.md, "The box"). */}
      <Box component="span" sx={{ display: 'block' }}>
        {translate('stemming.ballot.voted', { time: formatDate(time) })}
      </Box>
      <Link component={RouterLink} to={`/verkiezingen/${id}/stembord`}>
        {translate('stemming.ballot.find_on_board')}
      </Link>
    </Alert>
  );
  const onVoted = (c: CastBallot) => {
    setCast(c);
    void queryClient.invalidateQueries({ queryKey: ['election-vote', id] });
  };

  let content: ReactNode;
  if (cast) content = <ReceiptPanel cast={cast} election={election} />;
  else if (!finalised) content = <Alert severity="info">{translate('stemming.ballot.not_finalised')}</Alert>;
  else if (hasEnded(election)) {
    content = (
      <>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('stemming.ballot.closed', { time: formatDateTime(election.endtime) })}
        </Alert>
        {status.data?.voted && voted(status.data.votedtime)}
        <ReceiptCheck electionId={id} />
        <BoxVerifier electionId={id} />
      </>
    );
  } else if (status.data?.voted) content = voted(status.data.votedtime);
  else if (Date.now() < Date.parse(election.starttime)) {
    content = (
      <Alert severity="info">{translate('stemming.ballot.opens', { time: formatDateTime(election.starttime), end: formatDateTime(election.endtime) })}</Alert>
    );
  } else if (!election.votable || status.data?.open === false) content = <Alert severity="info">{translate('stemming.ballot.not_votable')}</Alert>;
  else {
    content = (
      <>
        <Typography variant="body2">{translate('stemming.ballot.window', { time: formatDateTime(election.endtime) })}</Typography>
        <SecrecyNote election={election} />
        <VotingBooth election={election} candidates={candidates.data ?? []} onVoted={onVoted} onRefused={() => void status.refetch()} />
      </>
    );
  }

  return (
    <Paper component="section" aria-labelledby="ballot-title" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 760 }}>
      <Typography variant="h6" component="h2" id="ballot-title" sx={{ mb: 1 }}>
        {translate('stemming.ballot.title')}
      </Typography>
      <Box>{content}</Box>
    </Paper>
  );
}

import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { useApiQuery } from '../../shared/useApiQuery';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { BoardEntries } from './BoardEntries';
import { CommandLine } from './CommandLine';
import { TrackerFind } from './TrackerFind';
import { hasEnded, useElection } from './useElection';

/** A fingerprint on a phone: monospace, broken anywhere. */
const hex = { fontFamily: 'monospace', fontSize: '0.85rem', overflowWrap: 'anywhere' } as const;

/**
 * /verkiezingen/{id}/stembord (vets and secretariat): the public board (docs/features/elections.md,
 * "The board"). The counts side by side (members recorded as having voted, ballots on the board,
 * those the server sealed, ballots audited), the head and the head announced at the close, the
 * entries paged, a voter's own tracker found, and the whole board as a file for `verify:box --board`.
 * While voting runs it is read again every 30 seconds.
 */
export default function BoardTab() {
  const translate = useTranslate();
  const provider = useAppDataProvider();
  const { id, election } = useElection();
  const finalised = election?.state === 'FINISHED';
  const refetchInterval = election && !hasEnded(election) ? 30_000 : false;
  // The first page holds the head and the counts; the entries component pages on its own.
  const summary = useApiQuery(['election-board', id, 'summary'], (p) => p.board(id, { size: 1 }), { enabled: finalised, refetchInterval });

  if (!election) return <Loading />;
  if (!finalised) return <Alert severity="info">{translate('stembord.not_finalised')}</Alert>;
  if (summary.error) return <Alert severity="error">{(summary.error as Error).message}</Alert>;
  if (!summary.data) return <Loading />;
  const board = summary.data;
  const row = (label: string, value: ReactNode, testId?: string) => (
    <>
      <Box component="dt" sx={{ fontWeight: 500 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }} data-testid={testId}>
        {value}
      </Box>
    </>
  );
  const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, auto) 1fr' }, columnGap: 2, rowGap: 0.5, my: 1 };

  return (
    <Paper component="section" aria-labelledby="board-title" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960 }}>
      <Typography variant="h6" component="h2" id="board-title">
        {translate('stembord.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('stembord.explain')}
      </Typography>
      {board.election.open && <Typography variant="body2">{translate('stembord.open')}</Typography>}

      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate('stembord.counts_title')}
      </Typography>
      <Box component="dl" sx={grid}>
        {row(translate('stembord.voters'), board.voters, 'board-voters')}
        {row(translate('stembord.ballots'), board.head.seq, 'board-ballots')}
        {row(translate('stembord.server_sealed'), board.serverSealed, 'board-server-sealed')}
        {row(translate('stembord.audited'), board.audited, 'board-audited')}
      </Box>

      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate('stembord.head_title')}
      </Typography>
      <Box component="dl" sx={grid}>
        {row(translate('stembord.head', { seq: board.head.seq }), <Box sx={hex}>{board.head.hash}</Box>, 'board-head')}
        {board.closedHead && row(translate('stembord.closed_head'), <Box sx={hex}>{board.closedHead}</Box>, 'board-closed-head')}
      </Box>
      {board.closedHead && (
        <Alert severity={board.closedHead === board.head.hash ? 'success' : 'error'} sx={{ my: 1 }}>
          {translate(board.closedHead === board.head.hash ? 'stembord.closed_same' : 'stembord.closed_other')}
        </Alert>
      )}

      <TrackerFind electionId={id} />

      <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
        {translate('stembord.entries_title')}
      </Typography>
      <BoardEntries electionId={id} total={board.head.seq} refetchInterval={refetchInterval} />

      <Typography variant="body2" sx={{ mt: 3 }}>
        {translate('stembord.download_explain')}
      </Typography>
      <CommandLine>npm run verify:box -- --board stembord-nieuw.json --sinds stembord-eerder.json</CommandLine>
      <Button variant="outlined" component="a" href={provider.fileUrl(`/verkiezingen/${id}/bord/download`)} download sx={{ mt: 1 }}>
        {translate('stembord.download')}
      </Button>
    </Paper>
  );
}

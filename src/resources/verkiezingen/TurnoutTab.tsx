import { Alert, Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { lazy, Suspense } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { formatDate, formatNumber } from '../../i18n/format';
import { useApiQuery } from '../../shared/useApiQuery';
import { UnvotedList } from './UnvotedList';
import { hasEnded, useElection } from './useElection';

// The chart library is large; it loads only when a turnout is drawn.
const TurnoutChart = lazy(() => import('./TurnoutChart'));

/**
 * /verkiezingen/{id}/opkomst (SECRETARIAAT): how many of the invited voted, per day as a chart (and
 * as a table for a screen reader), refreshed while the vote runs; who has not voted, with a reminder.
 */
export default function TurnoutTab() {
  const translate = useTranslate();
  const { id, election } = useElection();
  const finalised = election?.state === 'FINISHED';
  const running = !!election && !hasEnded(election);
  const turnout = useApiQuery(['election-turnout', id], (p) => p.turnout(id), { enabled: finalised, refetchInterval: running ? 30_000 : false });

  if (!election) return <Loading />;
  if (!finalised) return <Alert severity="info">{translate('stemming.turnout.not_finalised')}</Alert>;
  if (turnout.error) return <Alert severity="error">{(turnout.error as Error).message}</Alert>;
  if (!turnout.data) return <Loading />;
  const { invited, voted, perDay } = turnout.data;
  const pct = formatNumber(invited ? (voted / invited) * 100 : 0, 1);

  return (
    <Paper component="section" aria-labelledby="turnout-title" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h6" component="h2" id="turnout-title">
        {translate('stemming.turnout.title')}
      </Typography>
      <Typography data-testid="turnout-summary" aria-live="polite">
        {translate('stemming.turnout.summary', { voted, invited, pct })}
      </Typography>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {translate('stemming.turnout.per_day')}
      </Typography>
      <Box aria-hidden sx={{ width: '100%', minHeight: 240 }}>
        <Suspense fallback={null}>
          <TurnoutChart perDay={perDay} />
        </Suspense>
      </Box>
      <Box sx={visuallyHidden}>
        <Table size="small">
          <caption>{translate('stemming.turnout.table_caption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th">{translate('stemming.turnout.day')}</TableCell>
              <TableCell component="th">{translate('stemming.turnout.votes')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {perDay.map((d) => (
              <TableRow key={d.day}>
                <TableCell component="th" scope="row">
                  {formatDate(d.day)}
                </TableCell>
                <TableCell>{d.votes}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row">{`${translate('stemming.turnout.voted')} / ${translate('stemming.turnout.invited')}`}</TableCell>
              <TableCell>{`${voted} / ${invited} (${pct}%)`}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Box>
      <UnvotedList electionId={id} />
    </Paper>
  );
}

import { Alert, Box, Button, Chip, GlobalStyles, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { formatDateTime } from '../../i18n/format';
import { useApiQuery } from '../../shared/useApiQuery';
import { BoxVerifier } from './BoxVerifier';
import { CommitteeWaiting } from './CommitteeWaiting';
import { CountPanel } from './CountPanel';
import { fullName, hasEnded, keyedBefore, useElection } from './useElection';

// The chart library is large; it loads only when results are drawn.
const ResultsChart = lazy(() => import('./ResultsChart'));

/** On paper only the report: the app's bar, menu and tabs and the buttons stay on the screen. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, .MuiDrawer-root, .MuiTabs-root, .RaSidebar-fixed, .no-print': { display: 'none !important' },
        '.RaLayout-content, main': { padding: '0 !important', margin: '0 !important' },
        '#election-report': { boxShadow: 'none !important' },
      },
    }}
  />
);

/**
 * /verkiezingen/{id}/resultaten (SECRETARIAAT, after the end): the votes per candidate as a chart and a
 * table, the blank votes, the elected, and a printable report carrying the fingerprint of the
 * published ballot box with how anyone holding the box can check the count.
 */
export default function ResultsTab() {
  const translate = useTranslate();
  const { id, election } = useElection();
  const ended = !!election && election.state === 'FINISHED' && hasEnded(election);
  const results = useApiQuery(['election-results', id], (p) => p.electionResults(id), { enabled: ended, retry: false });

  if (!election) return <Loading />;
  if (!ended) return <Alert severity="info">{translate('stemming.results.not_yet', { time: formatDateTime(election.endtime) })}</Alert>;
  if ((results.error as { body?: { errorcode?: string } } | null)?.body?.errorcode === 'COUNT_NOT_DONE') {
    // A committee election is counted by its members on /comite; only one keyed before still takes shares here.
    return (
      <>
        {keyedBefore(election) ? (
          <>
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('comite.admin.keyed_before')}
            </Alert>
            <CountPanel electionId={id} threshold={election.keyThreshold ?? 2} />
          </>
        ) : (
          <CommitteeWaiting electionId={id} />
        )}
        <BoxVerifier electionId={id} />
      </>
    );
  }
  if (results.error) return <Alert severity="error">{(results.error as Error).message}</Alert>;
  if (!results.data) return <Loading />;
  const { ballots, blank, candidates, fingerprint, countedAt, proven, serverSealed } = results.data;
  const bars = [
    ...candidates.map((c) => ({ label: fullName(c), votes: c.votes, elected: c.elected })),
    { label: translate('stemming.results.blank'), votes: blank, elected: false },
  ];

  return (
    <Paper component="article" id="election-report" aria-labelledby="report-title" sx={{ p: { xs: 1.5, sm: 3 } }}>
      {printStyles}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6" component="h2" id="report-title">
          {translate('stemming.results.report_title', { title: election.title })}
        </Typography>
        <Button variant="outlined" className="no-print" onClick={() => window.print()}>
          {translate('stemming.results.print')}
        </Button>
      </Box>
      <Typography variant="body2">
        {translate('stemming.results.window', {
          start: formatDateTime(election.starttime),
          end: formatDateTime(election.endtime),
          smart_count: election.numberOfElected,
        })}
      </Typography>
      <Typography sx={{ mt: 1 }} data-testid="results-summary">
        {translate('stemming.results.summary', { ballots, blank })} {translate('stemming.count.counted', { time: formatDateTime(countedAt) })}{' '}
        {serverSealed ? translate('stemming.results.server_sealed', { smart_count: serverSealed }) : translate('stemming.results.browser_sealed')}
      </Typography>
      {!proven && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('stemming.count.unproven')}
        </Alert>
      )}
      <Box aria-hidden sx={{ width: '100%', minHeight: 160, breakInside: 'avoid' }}>
        <Suspense fallback={null}>
          <ResultsChart bars={bars} />
        </Suspense>
      </Box>
      <Table size="small" sx={{ breakInside: 'avoid' }}>
        <caption>{translate('stemming.results.table_caption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th">{translate('stemming.results.candidate')}</TableCell>
            <TableCell component="th" align="right">
              {translate('stemming.results.votes')}
            </TableCell>
            <TableCell component="th">{translate('stemming.results.elected')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {candidates.map((c) => (
            <TableRow key={c.id} selected={c.elected}>
              <TableCell component="th" scope="row">
                {fullName(c)}
              </TableCell>
              <TableCell align="right">{c.votes}</TableCell>
              <TableCell>
                {c.elected && <Chip size="small" color="success" label={translate('stemming.results.elected')} />}
                {c.tied && <Chip size="small" color="warning" label={translate('stemming.results.tied')} sx={{ ml: c.elected ? 1 : 0 }} />}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row">
              {translate('stemming.results.blank')}
            </TableCell>
            <TableCell align="right">{blank}</TableCell>
            <TableCell />
          </TableRow>
        </TableBody>
      </Table>
      <Box component="section" aria-labelledby="fingerprint-title" sx={{ mt: 3, breakInside: 'avoid' }}>
        <Typography variant="subtitle2" component="h3" id="fingerprint-title">
          {translate('stemming.results.fingerprint')}
        </Typography>
        <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }} data-testid="fingerprint">
          {fingerprint}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('stemming.results.how_to_check', { id: election.id })}
        </Typography>
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 2 }}>
        {translate('stemming.results.printed_on', { time: formatDateTime(new Date()) })}
      </Typography>
      <Box className="no-print">
        <BoxVerifier electionId={id} />
      </Box>
    </Paper>
  );
}

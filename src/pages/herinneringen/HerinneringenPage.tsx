import { Alert, Box, Button, Card, CardContent, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { useApiQuery } from '../../shared/useApiQuery';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { LastRun } from './LastRun';

const PLANNED = '#90caf9';
const SENT = '#2e7d32';

/**
 * The reminders the portal sends by itself: per occasion what a run would queue now and what went
 * out, as a chart and a table, the last runs with their counts, and a run on demand (it sends only
 * what no run sent before).
 */
export default function HerinneringenPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useAppDataProvider();
  useDocumentTitle(translate('herinneringen.title'));
  const overview = useApiQuery(['herinneringen'], (p) => p.reminderOverview());
  const [busy, setBusy] = useState(false);
  // A run mails many members at once: it goes only after the secretariat saw how many.
  const [asking, setAsking] = useState(false);
  const occasions = overview.data?.occasions ?? [];
  const label = (occasion: string) => translate(`herinneringen.occasions.${occasion}`);

  async function runNow() {
    setBusy(true);
    try {
      const { counts } = await provider.runReminders();
      const queued = Object.values(counts).reduce((a, b) => a + b, 0);
      notify(queued === 0 ? 'herinneringen.queued_none' : 'herinneringen.queued', { type: 'success', messageArgs: { smart_count: queued } });
      await overview.refetch();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  const counts = (c: Record<string, number>) =>
    Object.entries(c)
      .map(
        ([key, n]) =>
          `${label(key.split('-')[0]!)}${key.includes('-') ? ` (${key.split('-')[1]} ${translate('herinneringen.days')})` : ''}: ${formatNumber(n, 0)}`,
      )
      .join(', ');

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('herinneringen.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('herinneringen.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('herinneringen.intro')}
        </Typography>
        {overview.error && <Alert severity="error">{(overview.error as Error).message}</Alert>}
        {(overview.isFetching || busy) && <LinearProgress sx={{ mb: 1 }} aria-label={translate('herinneringen.loading')} />}
        {occasions.length > 0 && (
          <Box role="img" aria-label={translate('herinneringen.chart')}>
            <BarChart
              height={220}
              xAxis={[{ scaleType: 'band', data: occasions.map((o) => label(o.occasion)) }]}
              yAxis={[{ min: 0, tickMinStep: 1, valueFormatter: (v: number) => formatNumber(v, 0), width: 48 }]}
              series={[
                { data: occasions.map((o) => o.planned), label: translate('herinneringen.planned'), color: PLANNED },
                { data: occasions.map((o) => o.sent), label: translate('herinneringen.sent'), color: SENT },
              ]}
              margin={{ left: 4, right: 8, top: 8, bottom: 4 }}
            />
          </Box>
        )}
        <Box sx={{ overflowX: 'auto', my: 2 }} tabIndex={0} role="region" aria-label={translate('herinneringen.per_occasion')}>
          <Table size="small" aria-label={translate('herinneringen.per_occasion')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('herinneringen.occasion')}</TableCell>
                <TableCell align="right">{translate('herinneringen.planned')}</TableCell>
                <TableCell align="right">{translate('herinneringen.sent')}</TableCell>
                <TableCell>{translate('herinneringen.last')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {occasions.map((o) => (
                <TableRow key={o.occasion}>
                  <TableCell>{label(o.occasion)}</TableCell>
                  <TableCell align="right">{formatNumber(o.planned, 0)}</TableCell>
                  <TableCell align="right">{formatNumber(o.sent, 0)}</TableCell>
                  <TableCell>{o.last ? formatDateTime(o.last) : translate('herinneringen.never')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Button variant="contained" onClick={() => setAsking(true)} disabled={busy || !overview.data}>
          {translate('herinneringen.run')}
        </Button>
        <Confirm
          isOpen={asking}
          loading={busy}
          title={translate('herinneringen.confirm_title')}
          content={translate('herinneringen.confirm', { smart_count: overview.data?.members ?? 0 })}
          confirm={translate('herinneringen.run')}
          onConfirm={runNow}
          onClose={() => setAsking(false)}
        />
        {overview.data && <LastRun lastRun={overview.data.lastRun} label={label} />}
        <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
          {translate('herinneringen.runs')}
        </Typography>
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('herinneringen.runs')}>
          <Table size="small" aria-label={translate('herinneringen.runs')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('herinneringen.at')}</TableCell>
                <TableCell>{translate('herinneringen.kind')}</TableCell>
                <TableCell>{translate('herinneringen.counts')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(overview.data?.runs ?? []).map((run) => (
                <TableRow key={run.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(run.at)}</TableCell>
                  <TableCell>{translate(run.scheduled ? 'herinneringen.scheduled' : 'herinneringen.manual')}</TableCell>
                  <TableCell>{counts(run.counts) || translate('herinneringen.nothing')}</TableCell>
                </TableRow>
              ))}
              {overview.isSuccess && overview.data.runs.length === 0 && (
                <TableRow>
                  <TableCell colSpan={3}>{translate('herinneringen.no_runs')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  );
}

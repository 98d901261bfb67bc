import { Alert, Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { brusselsDate, dutchDay } from '../../../domain/dates';
import { POINT_TYPES, type Totals } from '../../../domain/rules/cpd';
import { formatNumber } from '../../i18n/format';

// The chart library is large; it loads only when a progress is drawn.
const ProgressChart = lazy(() => import('./ProgressChart'));

export interface ProgressProps {
  effective: Totals;
  pending: Totals;
  endDate: string;
  /** The last day of the exemption that frees the member today (SPEC §9), if any. */
  exemptUntil?: string | null;
  /** Whose progress it is, named when someone else reads it (the secretariat); the vet's own otherwise. */
  member?: string;
}

const DAY = 86_400_000;
const daysLeft = (end: string) => Math.ceil((Date.parse(end) - Date.parse(brusselsDate())) / DAY);

/**
 * A vet's progress in a period: approved and pending points against the required ones, per type,
 * the others' 60 percent cap and the days left; the chart for the eye, the table for a screen reader.
 */
export function Progress({ effective, pending, endDate, exemptUntil, member }: ProgressProps) {
  const translate = useTranslate();
  const left = daysLeft(endDate);
  const typeLabel = (t: string) => translate(`resources.punten.choices.type.${t}`);
  const bars = POINT_TYPES.map((t) => ({ type: t, label: typeLabel(t), effective: effective[t], pending: Math.max(0, pending[t] - effective[t]) }));
  return (
    <Paper component="section" aria-labelledby="progress-title" sx={{ p: { xs: 1, sm: 2 }, mb: 2 }}>
      <Typography id="progress-title" variant="h6" component="h2">
        {member ? translate('puntentabel.progress.title_of', { member }) : translate('puntentabel.progress.title')}
      </Typography>
      {exemptUntil && (
        <Alert severity="info" sx={{ my: 1 }} data-testid="progress-exempt">
          {translate('vrijstellingen.exempt_until', { date: dutchDay(exemptUntil) })}
        </Alert>
      )}
      <Typography variant="body2" data-testid="progress-summary">
        {translate('puntentabel.progress.summary', {
          effective: formatNumber(effective.total),
          pending: formatNumber(pending.total - effective.total),
          required: formatNumber(effective.required, 0),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {left >= 0 ? translate('puntentabel.progress.days_left', { smart_count: left }) : translate('puntentabel.progress.ended')}
      </Typography>
      <Box aria-hidden sx={{ width: '100%', minHeight: 260 }}>
        <Suspense fallback={null}>
          <ProgressChart
            bars={bars}
            cap={effective.othersCap}
            required={effective.required}
            total={{ effective: effective.total, pending: pending.total - effective.total }}
          />
        </Suspense>
      </Box>
      {/* A table grows to its content whatever its own width: the box around it is what stays 1 px. */}
      <Box sx={visuallyHidden}>
        <Table size="small">
          <caption>{translate('puntentabel.progress.table_caption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th">{translate('puntentabel.progress.type')}</TableCell>
              <TableCell component="th">{translate('puntentabel.progress.effective')}</TableCell>
              <TableCell component="th">{translate('puntentabel.progress.pending')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {bars.map((b) => (
              <TableRow key={b.type}>
                <TableCell component="th" scope="row">
                  {b.label}
                  {b.type === 'others' ? ` (${translate('puntentabel.progress.cap')}: ${formatNumber(effective.othersCap)})` : ''}
                </TableCell>
                <TableCell>{formatNumber(b.effective)}</TableCell>
                <TableCell>{formatNumber(b.pending)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row">
                {`${translate('puntentabel.progress.total')} (${translate('puntentabel.progress.required')}: ${formatNumber(effective.required, 0)})`}
              </TableCell>
              <TableCell>{formatNumber(effective.total)}</TableCell>
              <TableCell>{formatNumber(pending.total - effective.total)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}

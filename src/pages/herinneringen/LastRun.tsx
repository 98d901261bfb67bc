import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReminderOverview } from '../../../domain/schemas/reminders';

/** Whom the last run reminded, by ordenummer and name, with the occasion; the ones beyond the first few hundred counted. */
export function LastRun({ lastRun, label }: { lastRun: ReminderOverview['lastRun']; label: (occasion: string) => string }) {
  const translate = useTranslate();
  const reminded = lastRun?.reminded ?? [];
  const rest = (lastRun?.total ?? 0) - reminded.length;
  return (
    // One landmark only: the scrolling box below is the region (a phone scrolls it sideways), named by the heading.
    <Box>
      <Typography variant="h6" component="h2" id="last-run-title" sx={{ mt: 3 }}>
        {translate('herinneringen.last_run')}
      </Typography>
      {reminded.length === 0 ? (
        <Typography>{translate('herinneringen.last_run_nobody')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby="last-run-title">
          <Table size="small" aria-labelledby="last-run-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate('herinneringen.recipient')}</TableCell>
                <TableCell>{translate('herinneringen.name')}</TableCell>
                <TableCell>{translate('herinneringen.occasion')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {reminded.map((r) => (
                <TableRow key={`${r.recipient}-${r.occasion}`}>
                  <TableCell>{r.recipient}</TableCell>
                  <TableCell>{r.name ?? ''}</TableCell>
                  <TableCell>{label(r.occasion)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {rest > 0 && <Typography variant="body2">{translate('herinneringen.last_run_more', { smart_count: rest })}</Typography>}
        </Box>
      )}
    </Box>
  );
}

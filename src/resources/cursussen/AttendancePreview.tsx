import { Box, Button, Checkbox, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AttendancePreview as Preview } from '../../../domain/schemas/attendance';

interface Props {
  preview: Preview;
  /** The course has an approved evaluation test: who passed is ticked per line. */
  evaluation: boolean;
  busy: boolean;
  onConfirm: (members: { ordenummer: string; geslaagd: boolean }[]) => void;
  onCancel: () => void;
}

/**
 * The server's preview of a list: per line the member it names, or why it is not taken; the provider
 * ticks who passed (where the course has an approved evaluation test) and confirms. Three columns, so
 * it reads at 375 px without scrolling sideways.
 */
export function AttendancePreview({ preview, evaluation, busy, onConfirm, onCancel }: Props) {
  const translate = useTranslate();
  const taken = preview.lines.filter((l) => l.reason === null);
  // A line may name the same number twice: the place in the list tells the rows apart.
  const rows = preview.lines.map((l, place) => ({ ...l, place }));
  const [passed, setPassed] = useState<Record<string, boolean>>(() => Object.fromEntries(taken.map((l) => [l.ordenummer, l.passed === true])));
  return (
    <Box component="section" aria-labelledby="aanwezigheden-voorbeeld" sx={{ mt: 3 }}>
      <Typography id="aanwezigheden-voorbeeld" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('aanwezigheden.preview_title')}
      </Typography>
      <Typography role="status" sx={{ mb: 1 }}>
        {translate('aanwezigheden.preview_summary', { smart_count: preview.accepted, accepted: preview.accepted, total: preview.lines.length })}
      </Typography>
      <Table size="small" sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('aanwezigheden.column_number')}</TableCell>
            <TableCell>{translate('aanwezigheden.column_result')}</TableCell>
            {evaluation && <TableCell padding="checkbox">{translate('aanwezigheden.column_passed')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((l) => (
            <TableRow key={l.place}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {l.ordenummer}
                <Typography variant="caption" component="div" color="text.secondary">
                  {translate('aanwezigheden.column_line')} {l.line}
                </Typography>
              </TableCell>
              <TableCell>
                {l.name && <div>{l.name}</div>}
                <Typography variant="body2" color={l.reason ? 'error' : 'success.main'}>
                  {l.reason ? translate(`aanwezigheden.reasons.${l.reason}`) : translate('aanwezigheden.taken')}
                </Typography>
              </TableCell>
              {evaluation && (
                <TableCell padding="checkbox">
                  {l.reason === null && (
                    <Checkbox
                      checked={passed[l.ordenummer] ?? false}
                      onChange={(e) => setPassed((p) => ({ ...p, [l.ordenummer]: e.target.checked }))}
                      slotProps={{ input: { 'aria-label': translate('aanwezigheden.passed_for', { name: l.name ?? l.ordenummer }) } }}
                    />
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          disabled={busy || taken.length === 0}
          onClick={() => onConfirm(taken.map((l) => ({ ordenummer: l.ordenummer, geslaagd: evaluation && (passed[l.ordenummer] ?? false) })))}
        >
          {translate('aanwezigheden.confirm', { count: taken.length })}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {translate('aanwezigheden.cancel')}
        </Button>
      </Stack>
      {taken.length === 0 && <Typography sx={{ mt: 1 }}>{translate('aanwezigheden.nothing_to_confirm')}</Typography>}
    </Box>
  );
}

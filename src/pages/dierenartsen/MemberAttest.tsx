import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { AttestDownload } from '../punten/AttestDownload';
import { periodLabel, usePeriods } from '../punten/usePoints';

/**
 * The secretariat's part of a member's sheet for continuing education: the member's "Attest
 * permanente vorming" of a period chosen here (the active one first), made as on the member's
 * points table, and a link to that table for the rows behind it.
 */
export function MemberAttest({ username }: { username: string }) {
  const translate = useTranslate();
  const { periods, isPending } = usePeriods();
  const [chosen, setChosen] = useState<number>();
  const period = periods.find((p) => p.id === chosen) ?? periods[0];
  if (isPending) return null;
  if (!period) return <Typography variant="body2">{translate('puntentabel.no_period')}</Typography>;
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={translate('puntentabel.period')}
          value={period.id}
          onChange={(e) => setChosen(Number(e.target.value))}
          sx={{ minWidth: { sm: 260 } }}
        >
          {periods.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {periodLabel(translate, p)}
            </MenuItem>
          ))}
        </TextField>
        <Button component={Link} to={`/bijscholing/punten?user=${encodeURIComponent(username)}&periode=${period.id}`}>
          {translate('dierenartsen.points_table')}
        </Button>
      </Stack>
      <AttestDownload periodId={period.id} username={username} />
    </Box>
  );
}

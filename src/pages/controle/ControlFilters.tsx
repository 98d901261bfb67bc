import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { messageParts } from '../../../domain/validation';
import type { ControlFilterValues, ControlPeriod } from '../../dataProvider/custom/control';
import { formatDate } from '../../i18n/format';

interface Props {
  periods: ControlPeriod[];
  periodId: number | '';
  onPeriod: (id: number) => void;
  filters: ControlFilterValues;
  /** The message key of a field the shared schema refuses (SPEC §5). */
  problems: Partial<Record<'min' | 'max' | 'username', string>>;
  onFilters: (filters: ControlFilterValues) => void;
}

/** The period picker and the list's filters; wraps onto several lines on a phone. */
export function ControlFilters({ periods, periodId, onPeriod, filters, problems, onFilters }: Props) {
  const translate = useTranslate();
  const set = (name: keyof ControlFilterValues, value: string | boolean) => onFilters({ ...filters, [name]: value });
  const problem = (name: keyof Props['problems']) => {
    const message = problems[name];
    return { error: !!message, helperText: message ? translate(...messageParts(message)) : undefined };
  };
  const periodLabel = (p: ControlPeriod) =>
    translate(p.active ? 'controle.period_active' : 'controle.period_option', {
      start: formatDate(p.startDate),
      end: formatDate(p.endDate),
      points: p.requiredPoints,
    });
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
      <TextField
        select
        size="small"
        label={translate('controle.period')}
        value={periodId}
        onChange={(e) => onPeriod(Number(e.target.value))}
        sx={{ minWidth: { xs: '100%', sm: 300 } }}
      >
        {periods.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {periodLabel(p)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={translate('controle.username')}
        value={filters.username}
        onChange={(e) => set('username', e.target.value)}
        {...problem('username')}
        sx={{ width: { xs: '100%', sm: 160 } }}
      />
      {(['min', 'max'] as const).map((name) => (
        <TextField
          key={name}
          size="small"
          label={translate(`controle.${name}`)}
          value={filters[name]}
          onChange={(e) => set(name, e.target.value)}
          {...problem(name)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ width: { xs: 'calc(50% - 8px)', sm: 190 } }}
        />
      ))}
      <FormControlLabel
        control={<Checkbox checked={filters.docontrol} onChange={(e) => set('docontrol', e.target.checked)} />}
        label={translate('controle.docontrol')}
      />
    </Stack>
  );
}

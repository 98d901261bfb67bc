import { Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AgendaFilterValues } from '../../dataProvider/custom/cursusagenda';
import { useCodelist } from '../../shared/lookups/codelists';

type Choosable = Exclude<keyof AgendaFilterValues, 'q'>;

interface Props {
  filters: AgendaFilterValues;
  typed: string;
  onType: (text: string) => void;
  onFilter: (name: Choosable, value: string) => void;
  onReset: () => void;
  /** A field the server refused (an address typed by hand), with its Dutch message. */
  problems?: Record<string, string>;
}

/** A native select: a phone's own picker, and the keyboard's arrows and letters. */
function Choice({
  label,
  value,
  options,
  describe = () => undefined,
  onChange,
  error,
}: {
  label: string;
  value: string;
  options: { id: string; name: string }[];
  /** A code's text in the reader's language, also of a code no longer offered. */
  describe?: (code: string) => string | undefined;
  onChange: (v: string) => void;
  error?: string;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      error={!!error}
      helperText={error}
      sx={{ minWidth: { xs: '100%', sm: 200 } }}
    >
      <option value="">{translate('cursusagenda.any')}</option>
      {/* A value in the address that is not offered stays shown: an inactive code by its text (the filter still
          applies), one the list does not know as itself, so the refusal has its field. */}
      {value && !options.some((o) => o.id === value) && <option value={value}>{describe(value) ?? value}</option>}
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.name}
        </option>
      ))}
    </TextField>
  );
}

/** The agenda's search and filters; on a phone each takes the whole width. */
export function AgendaFilters({ filters, typed, onType, onFilter, onReset, problems = {} }: Props) {
  const translate = useTranslate();
  const disciplines = useCodelist('VAKGEBIED');
  const levels = useCodelist('OPLNIVEAU');
  const species = useCodelist('DIERSOORTEN');
  const provinces = useCodelist('PROVINCIE');
  const online = [
    { id: '1', name: translate('cursusagenda.online_yes') },
    { id: '0', name: translate('cursusagenda.online_no') },
  ];
  return (
    <Stack
      role="search"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}
      aria-label={translate('cursusagenda.filters')}
    >
      <TextField
        size="small"
        type="search"
        label={translate('cursusagenda.search')}
        value={typed}
        onChange={(e) => onType(e.target.value)}
        error={!!problems.q}
        helperText={problems.q}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ minWidth: { xs: '100%', sm: 280 } }}
      />
      <Choice
        label={translate('cursusagenda.discipline')}
        value={filters.discipline}
        options={disciplines.choices}
        describe={disciplines.describe}
        onChange={(v) => onFilter('discipline', v)}
        error={problems.discipline}
      />
      <Choice
        label={translate('cursusagenda.level')}
        value={filters.level}
        options={levels.choices}
        describe={levels.describe}
        onChange={(v) => onFilter('level', v)}
        error={problems.level}
      />
      <Choice
        label={translate('cursusagenda.species')}
        value={filters.species}
        options={species.choices}
        describe={species.describe}
        onChange={(v) => onFilter('species', v)}
        error={problems.species}
      />
      <Choice
        label={translate('cursusagenda.provincie')}
        value={filters.provincie}
        options={provinces.choices}
        describe={provinces.describe}
        onChange={(v) => onFilter('provincie', v)}
        error={problems.provincie}
      />
      <Choice
        label={translate('cursusagenda.online')}
        value={filters.online}
        options={online}
        onChange={(v) => onFilter('online', v)}
        error={problems.online}
      />
      <Button onClick={onReset} sx={{ alignSelf: 'center' }}>
        {translate('cursusagenda.reset')}
      </Button>
    </Stack>
  );
}

import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Declaration } from '../../../domain/declare/declaration';
import { useCodelist } from '../lookups/codelists';
import { hintOf } from './keys';

/** A field a decision sets: an assessor chosen from its codelist, or a number typed with a decimal comma (effective points). */
export const SetField = ({
  d,
  field,
  required,
  value,
  message,
  onChange,
}: {
  d: Declaration;
  field: string;
  required: boolean;
  value: string;
  /** What is wrong with it: missing, or the server's own message for the field. */
  message?: string;
  onChange: (v: string) => void;
}) => {
  const translate = useTranslate();
  const f = d.fields[field]!;
  const { choices } = useCodelist(f.kind === 'code' ? f.codelist : '');
  const label = translate(`resources.${d.name}.fields.${field}`);
  const error = !!message;
  const helperText = message ?? translate(hintOf(d, field), { _: ' ' });
  // A day is picked in the browser's own date input (shown dd/MM/yyyy in Dutch) and sent as ISO.
  if (f.kind === 'date')
    return (
      <TextField
        type="date"
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        error={error}
        helperText={helperText}
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
      />
    );
  if (f.kind !== 'code') {
    const inputMode = f.kind === 'number' ? (f.decimals > 0 ? 'decimal' : 'numeric') : undefined;
    return (
      <TextField
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        error={error}
        helperText={helperText}
        fullWidth
        slotProps={{ htmlInput: { inputMode } }}
      />
    );
  }
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required={required}
      error={error}
      helperText={helperText}
      fullWidth
    >
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

import { Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { newPasswordSchema } from '../../../domain/schemas/auth';
import { preventEnterSubmit } from '../../shared/forms/NoEnterSubmit';
import { requiredIn } from '../../shared/forms/zod';

const required = requiredIn(newPasswordSchema);

interface Props {
  submitLabel: string;
  onSubmit: (value: { password: string; repassword: string }) => Promise<void>;
  serverErrors?: Record<string, string>;
}

/** New password and its repeat, checked with the same schema the server uses. */
export const PasswordPairForm = ({ submitLabel, onSubmit, serverErrors }: Props) => {
  const translate = useTranslate();
  const [value, setValue] = useState({ password: '', repassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const shown = { ...serverErrors, ...errors };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse(value);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= translate(issue.message);
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'password' | 'repassword') => (
    <TextField
      label={translate(`token.${name}`)}
      name={name}
      type="password"
      autoComplete="new-password"
      required={required(name)}
      value={value[name]}
      error={!!shown[name]}
      helperText={shown[name] ?? (name === 'password' ? translate('token.rule') : ' ')}
      onChange={(e) => setValue({ ...value, [name]: e.target.value })}
    />
  );

  return (
    <form onSubmit={submit} onKeyDown={preventEnterSubmit} noValidate style={{ display: 'grid', gap: 16 }}>
      {field('password')}
      {field('repassword')}
      <Button type="submit" variant="contained" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
};

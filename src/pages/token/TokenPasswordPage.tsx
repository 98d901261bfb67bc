import { Alert, Button, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { sendLoginMessage } from '../login/loginMessage';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { PasswordPairForm } from './PasswordPairForm';
import { PublicCard } from './PublicCard';
import { useTokenCheck } from './useTokenCheck';

interface Props {
  kind: 'token' | 'activate';
  title: string;
  intro: (username: string) => string;
  /** Activation of an account that has its password already: the intro, and only the button. */
  introWithPassword?: (username: string) => string;
  submitLabel: string;
  success: string;
  /** Extra guidance under the error of an invalid link. */
  invalid?: ReactNode;
}

/** A single-use link: checked on entry, then a new password with its repeat; afterwards to login. */
export function TokenPasswordPage({ kind, title, intro, introWithPassword, submitLabel, success, invalid }: Props) {
  const { token } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const provider = useAppDataProvider();
  const check = useTokenCheck(kind, token);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>();
  const [busy, setBusy] = useState(false);

  /** Without a password the server activates the account with the password chosen at registration. */
  const save = async (value: { password?: string; repassword?: string }) => {
    try {
      await provider.submitToken(kind, token ?? '', value);
      // The login page shows it on arrival (it does not use react-admin's notifications).
      sendLoginMessage(success, 'success');
      navigate('/login');
    } catch (error) {
      setFieldErrors(error instanceof HttpError ? error.body?.errors : undefined);
      notify((error as Error).message || 'UNFORSEEN_ERROR', { type: 'error' });
    }
  };

  return (
    <PublicCard title={title}>
      {check.isPending && <Typography>{translate('token.checking')}</Typography>}
      {check.isError && (
        <>
          <Alert severity="error">{check.error.message || translate('UNFORSEEN_ERROR')}</Alert>
          {invalid}
          <Button href="/login">{translate('app.back_to_login')}</Button>
        </>
      )}
      {check.data &&
        (check.data.hasPassword && introWithPassword ? (
          <>
            <Typography>{introWithPassword(check.data.username)}</Typography>
            <Button
              variant="contained"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                await save({});
                setBusy(false);
              }}
            >
              {submitLabel}
            </Button>
          </>
        ) : (
          <>
            <Typography>{intro(check.data.username)}</Typography>
            <PasswordPairForm submitLabel={submitLabel} onSubmit={save} serverErrors={fieldErrors} />
          </>
        ))}
    </PublicCard>
  );
}

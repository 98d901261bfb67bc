import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TokenPasswordPage } from './TokenPasswordPage';

/** /activate/{token}: shows the username of a valid code; an invalid one says how to go on. */
export default function ActivatePage() {
  const translate = useTranslate();
  return (
    <TokenPasswordPage
      kind="activate"
      title={translate('activate.title')}
      intro={(username) => translate('activate.welcome', { username })}
      introWithPassword={(username) => translate('activate.welcome_with_password', { username })}
      submitLabel={translate('activate.submit')}
      success={translate('ACTIVATIONSUCCESS')}
      invalid={
        <Typography>
          <strong>{translate('activate.invalid_code')}</strong> {translate('activate.invalid_hint')}
        </Typography>
      }
    />
  );
}

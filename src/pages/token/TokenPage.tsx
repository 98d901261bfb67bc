import { useTranslate } from 'react-admin';
import { TokenPasswordPage } from './TokenPasswordPage';

/** /token/{token}: choose a new password through a reset link. */
export default function TokenPage() {
  const translate = useTranslate();
  return (
    <TokenPasswordPage
      kind="token"
      title={translate('token.title')}
      intro={(username) => translate('token.for_user', { username })}
      submitLabel={translate('token.submit')}
      success={translate('PASSWORD_CHANGED')}
    />
  );
}

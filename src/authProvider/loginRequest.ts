import { errorMessages } from '../../domain/texts/errors.nl';
import { appMessages } from '../i18n/nl/app';
import type { Person } from './session';

/**
 * The login call and where it leads, without react-admin: shared by the authProvider and the light
 * login page (src/pages/login), whose chunk must stay free of react-admin, MUI and emotion (DESIGN §5).
 */

export const APP_VERSION = import.meta.env.VITE_APP_VERSION ?? '2.0.0';

/** POST /api/auth/person/j_security_check (form-encoded); the person, or an Error with the Dutch text. */
export async function loginRequest(username: string | undefined, password: string | undefined): Promise<Person> {
  if (!username?.trim() || !password) throw new Error(errorMessages.LOGIN_FAILED);
  const response = await fetch('/api/auth/person/j_security_check', {
    method: 'POST',
    credentials: 'include',
    cache: 'no-store',
    // Finishes (and sets the session cookie) even when the page is left right after the click.
    keepalive: true,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({ j_username: username.trim(), j_password: password }).toString(),
  }).catch(() => {
    // No answer at all: the application itself cannot be reached (SPEC §8).
    throw new Error(appMessages.app.not_accessible);
  });
  const body = await response.json().catch(() => ({}));
  if (response.status === 429) throw new Error(errorMessages.LOGIN_THROTTLED);
  if (response.status === 503) throw new Error(errorMessages.SERVICE_UNAVAILABLE);
  if (!response.ok) throw new Error(body.errorcode === 'USER_NO_ROLES' ? errorMessages.USER_NO_ROLES : errorMessages.LOGIN_FAILED);
  return body as Person;
}

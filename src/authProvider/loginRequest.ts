import type { Language } from '../../domain/language';
import type { errorMessages } from '../../domain/texts/errors.nl';
import { fallbackTexts } from '../i18n/fallbackTexts';
import { languageHeader } from '../i18n/language';
import type { Person } from './session';

/**
 * The login call and where it leads, without react-admin: shared by the authProvider and the light
 * login page (src/pages/login), whose chunk must stay free of react-admin, MUI and emotion (DESIGN §5).
 */

export const APP_VERSION = import.meta.env.VITE_APP_VERSION ?? '2.0.0';

type Refusals = Pick<typeof errorMessages, 'LOGIN_FAILED' | 'LOGIN_THROTTLED' | 'SERVICE_UNAVAILABLE' | 'USER_NO_ROLES'>;

/**
 * POST /api/auth/person/j_security_check (form-encoded); the person, or an Error with the text in the
 * login page's language (the reader's, see fallbackTexts, unless it gives its own).
 */
export async function loginRequest(
  username: string | undefined,
  password: string | undefined,
  texts?: { errors: Refusals; notAccessible: string },
): Promise<Person> {
  const { errors, notAccessible } = texts ?? { errors: fallbackTexts().errors, notAccessible: fallbackTexts().app.not_accessible };
  if (!username?.trim() || !password) throw new Error(errors.LOGIN_FAILED);
  const response = await fetch('/api/auth/person/j_security_check', {
    method: 'POST',
    credentials: 'include',
    cache: 'no-store',
    // Finishes (and sets the session cookie) even when the page is left right after the click.
    keepalive: true,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', ...languageHeader() },
    body: new URLSearchParams({ j_username: username.trim(), j_password: password }).toString(),
  }).catch(() => {
    // No answer at all: the application itself cannot be reached (SPEC §8).
    throw new Error(notAccessible);
  });
  const body = await response.json().catch(() => ({}));
  if (response.status === 429) throw new Error(errors.LOGIN_THROTTLED);
  if (response.status === 503) throw new Error(errors.SERVICE_UNAVAILABLE);
  if (!response.ok) throw new Error(body.errorcode === 'USER_NO_ROLES' ? errors.USER_NO_ROLES : errors.LOGIN_FAILED);
  return body as Person;
}

/**
 * PUT /api/auth/person/language: the own language, as the login page's choice or the profile's; the
 * session's person as it is now. A refusal keeps the language as it was (the caller shows the text).
 */
export async function languageRequest(language: Language): Promise<Person> {
  const response = await fetch('/api/auth/person/language', {
    method: 'PUT',
    credentials: 'include',
    cache: 'no-store',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ language }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(typeof body.usererror === 'string' ? body.usererror : fallbackTexts().errors.UNFORSEEN_ERROR);
  return body as Person;
}

import type { z } from 'zod';
import type { Language } from '../../../domain/language';
import type { publicPageSchema } from '../../../domain/schemas/responses/templates';
import { fallbackTexts } from '../../i18n/fallbackTexts';
import { languageHeader } from '../../i18n/language';
import type { ApiErrorBody } from '../errors';

// Wire types: z.input of the domain's response schemas, i.e. the JSON form (timestamps as ISO text).

/**
 * The data provider's public calls that the light login page makes (src/pages/login, outside <Admin>).
 * Plain fetch, not http(): http() throws react-admin's HttpError, and react-admin must stay out of
 * the login chunk (DESIGN §5). So the login page imports this module, not the whole provider.
 */

const request = (path: string, init: RequestInit = {}) =>
  fetch(`/api${path}`, { credentials: 'include', cache: 'no-store', ...init, headers: { Accept: 'application/json', ...languageHeader() } }).catch(() => {
    throw new Error(fallbackTexts().app.not_accessible);
  });

const isJson = (response: Response) => (response.headers.get('content-type') ?? '').includes('application/json');

/** As errorMessage in dataProvider/errors.ts (SPEC §8), for the answers a public call can get. */
function failure(status: number, body: ApiErrorBody | undefined): string {
  const errorMessages = fallbackTexts().errors;
  if (status === 503) return errorMessages.SERVICE_UNAVAILABLE;
  const byCode = body?.errorcode ? (errorMessages as Record<string, string>)[body.errorcode] : undefined;
  return body?.usererror ?? byCode ?? errorMessages.UNKNOWN_ISSUE;
}

/** GET /templates/pages/public/{name}. */
export type PublicPage = z.input<typeof publicPageSchema>;

const pending = new Map<string, Promise<PublicPage | null>>();

/**
 * A public page template (its HTML sanitised by the server on save) in `language`: the login page's
 * choice, or the reader's; null when it cannot be had.
 */
function getPublicPage(name: string, language: Language): Promise<PublicPage | null> {
  const key = `${name}:${language}`;
  let page = pending.get(key);
  if (!page) {
    page = request(`/templates/pages/public/${encodeURIComponent(name)}?language=${language}`)
      .then((response) => (response.ok && isJson(response) ? (response.json() as Promise<PublicPage>) : null))
      .catch(() => null)
      .finally(() => pending.delete(key));
    pending.set(key, page);
  }
  return page;
}

/** POST /api/crm/user/resetpass/{username}: the mail with a reset link (same answer for unknown users). */
async function requestPasswordReset(username: string): Promise<void> {
  const response = await request(`/crm/user/resetpass/${encodeURIComponent(username)}`, { method: 'POST' });
  const body = isJson(response) ? await response.json().catch(() => undefined) : undefined;
  // A 200 that is not JSON (a proxy's login page, say) counts as unauthorised, as on every call.
  if (response.ok && !isJson(response)) throw new Error(fallbackTexts().errors.LOGIN_MESSAGE);
  if (!response.ok) throw new Error(failure(response.status, body));
}

export const publicMethods = { getPublicPage, requestPasswordReset };

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorMessages as frenchErrors } from '../../domain/texts/errors.fr';
import { errorMessages as dutchErrors } from '../../domain/texts/errors.nl';
import { loginRequest } from '../../src/authProvider/loginRequest';
import { publicMethods } from '../../src/dataProvider/custom/public';
import { errorMessage } from '../../src/dataProvider/errors';
import { loadLanguage } from '../../src/i18n';
import { appMessages as frenchApp } from '../../src/i18n/fr/app';
import { appMessages as dutchApp } from '../../src/i18n/nl/app';
import { loadLoginTexts } from '../../src/pages/login/loginTexts';
import { documentTitle } from '../../src/shared/useDocumentTitle';

/** This browser's remembered language (src/i18n/language.ts reads it from localStorage). */
const readIn = (language: string) => vi.stubGlobal('window', { localStorage: { getItem: () => language, setItem: () => undefined } });

const answer = (status: number, body?: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(body === undefined ? 'no json' : JSON.stringify(body), {
          status,
          headers: { 'content-type': body === undefined ? 'text/html' : 'application/json' },
        }),
    ),
  );

/** The data and auth providers' own texts, when the server gives none, follow the reader's language. */
describe('the providers’ fallback texts', () => {
  beforeAll(async () => {
    readIn('fr');
    await loadLanguage('fr');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('words a failed call without a server text in French for a French reader, in Dutch for a Dutch one', () => {
    readIn('fr');
    expect(errorMessage(503, undefined)).toBe(frenchErrors.SERVICE_UNAVAILABLE);
    expect(errorMessage(401, undefined)).toBe(frenchErrors.LOGIN_MESSAGE);
    expect(errorMessage(403, {})).toBe(frenchErrors.FORBIDDEN);
    expect(errorMessage(409, { errorcode: 'NOT_FOUND' })).toBe(frenchErrors.NOT_FOUND);
    expect(errorMessage(500, {})).toBe(frenchErrors.UNKNOWN_ISSUE);
    // The server's own text (already in the caller's language) comes first.
    expect(errorMessage(400, { usererror: 'Texte du serveur' })).toBe('Texte du serveur');
    readIn('nl');
    expect(errorMessage(503, undefined)).toBe(dutchErrors.SERVICE_UNAVAILABLE);
    expect(errorMessage(500, {})).toBe(dutchErrors.UNKNOWN_ISSUE);
  });

  it('gives the login and a language change their refusal in the reader’s language', async () => {
    readIn('fr');
    answer(503, {});
    await expect(loginRequest('N1007', 'Dierenarts1')).rejects.toThrow(frenchErrors.SERVICE_UNAVAILABLE);
    answer(401, {});
    await expect(loginRequest('N1007', 'fout')).rejects.toThrow(frenchErrors.LOGIN_FAILED);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(loginRequest('N1007', 'Dierenarts1')).rejects.toThrow(frenchApp.app.not_accessible);
    readIn('nl');
    answer(503, {});
    await expect(loginRequest('N1001', 'Dierenarts1')).rejects.toThrow(dutchErrors.SERVICE_UNAVAILABLE);
  });

  it('words the login page’s reset request in the language its page loaded', async () => {
    readIn('fr');
    await loadLoginTexts('fr');
    answer(200);
    await expect(publicMethods.requestPasswordReset('N1007')).rejects.toThrow(frenchErrors.LOGIN_MESSAGE);
    answer(503, {});
    await expect(publicMethods.requestPasswordReset('N1007')).rejects.toThrow(frenchErrors.SERVICE_UNAVAILABLE);
  });

  it('names the portal in the browser tab in the reader’s language', () => {
    readIn('fr');
    expect(documentTitle('Profil')).toBe(`Profil | ${frenchApp.app.short_title}`);
    expect(documentTitle(null)).toBe(frenchApp.app.title);
    readIn('nl');
    expect(documentTitle('Profiel')).toBe(`Profiel | ${dutchApp.app.short_title}`);
  });
});

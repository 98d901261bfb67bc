import type { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as fr from '../../domain/texts/errors.fr';
import { authProvider } from '../../src/authProvider';
import { download, http } from '../../src/dataProvider/http';
import { registerFallbackTexts } from '../../src/i18n/fallbackTexts';
import { appMessages } from '../../src/i18n/fr/app';
import { rememberLanguage } from '../../src/i18n/language';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** What a screen shows when no answer comes: the browser's own error is English ("Failed to fetch"). */
const failed = (call: Promise<unknown>) =>
  call.then(
    () => 'answered',
    (error: HttpError) => ({ message: error.message, status: error.status }),
  );

describe('a call that gets no answer', () => {
  it('says the service is out of reach in Dutch, and keeps the session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const answer = await failed(http('/bijscholing/agenda?limit=25', { method: 'GET', headers: {} }));
    expect(answer).toEqual({ message: 'Service is momenteel niet bereikbaar probeer later opnieuw', status: 0 });
    // A 503 ends the session (SPEC §8); a moment without network does not.
    await expect(authProvider.checkError(answer)).resolves.toBeUndefined();
  });

  it('says so for an export cut short halfway, and in French for a French reader', async () => {
    registerFallbackTexts('fr', { errors: fr.errorMessages, app: appMessages.app });
    rememberLanguage('fr');
    const cutShort = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([1, 2, 3]));
        controller.error(new TypeError('network error'));
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(cutShort, { status: 200 })),
    );
    expect(await failed(download('/dierenartsen/export', 'leden.xlsx', () => undefined))).toEqual({
      message: fr.errorMessages.SERVICE_UNAVAILABLE,
      status: 0,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await failed(http('/bijscholing/agenda'))).toMatchObject({ message: fr.errorMessages.SERVICE_UNAVAILABLE });
  });
});

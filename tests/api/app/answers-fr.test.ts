import { describe, expect, it } from 'vitest';
import { errorMessages as french, validationMessages as frenchFields } from '../../../domain/texts/errors.fr';
import { errorMessages as dutch, validationMessages as dutchFields } from '../../../domain/texts/errors.nl';
import { useTestApp } from '../../helpers/app';

/** The answers given before any route is found (a path that cannot be read, a path that leads nowhere), in the caller's language. */
describe('answers before routing in the caller’s language', () => {
  const t = useTestApp();
  const call = (url: string, language?: string) => t.app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });

  it('refuses a path that is not valid UTF-8 in French for a French caller, in Dutch otherwise', async () => {
    const fr = await call('/api/%E0%A4%A', 'fr-BE,fr;q=0.9,nl;q=0.5');
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({ errorcode: 'VALIDATION_ERROR', usererror: french.VALIDATION_ERROR, fields: { url: frenchFields.unstorable } });
    expect(fr.headers['x-request-id']).toEqual(expect.any(String));
    const nl = await call('/api/%E0%A4%A');
    expect(nl.json()).toEqual({ errorcode: 'VALIDATION_ERROR', usererror: dutch.VALIDATION_ERROR, fields: { url: dutchFields.unstorable } });
    expect(french.VALIDATION_ERROR).not.toBe(dutch.VALIDATION_ERROR);
  });

  it('answers a path that leads nowhere in the caller’s language', async () => {
    const fr = await call('/api/nergens', 'fr');
    expect(fr.statusCode).toBe(404);
    expect(fr.json()).toMatchObject({ errorcode: 'NOT_FOUND', usererror: french.NOT_FOUND });
    expect((await call('/api/nergens', 'nl')).json()).toMatchObject({ errorcode: 'NOT_FOUND', usererror: dutch.NOT_FOUND });
  });
});

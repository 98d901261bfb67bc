import { describe, expect, it } from 'vitest';
import * as fr from '../../../domain/texts/errors.fr';
import * as nl from '../../../domain/texts/errors.nl';
import { as, login, useTestApp } from '../../helpers/app';

/** The person's language: in the session, changed by the person alone, nothing else accepted. */
describe('the own language', () => {
  const t = useTestApp();
  const me = (cookie: string) => as(t.app, cookie, { method: 'GET', url: '/api/auth/person' });
  const choose = (cookie: string | undefined, payload: unknown) =>
    as(t.app, cookie, { method: 'PUT', url: '/api/auth/person/language', payload: payload as object });

  it('is Dutch in the session until the person chooses French, and stays French at the next login', async () => {
    const cookie = await login(t.app, 'N1002');
    expect((await me(cookie)).json()).toMatchObject({ username: 'N1002', language: 'nl', roles: ['DIERENARTS'] });
    const chosen = await choose(cookie, { language: 'fr' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ username: 'N1002', language: 'fr', kennisname: expect.any(Boolean) });
    expect((await me(cookie)).json().language).toBe('fr');
    const again = await login(t.app, 'N1002');
    expect((await me(again)).json().language).toBe('fr');
    expect((await choose(again, { language: 'nl' })).json().language).toBe('nl');
  });

  it('may be chosen by every role', async () => {
    for (const username of ['secretariaat', 'opleider', 'N1001']) {
      const cookie = await login(t.app, username);
      const res = await choose(cookie, { language: 'fr' });
      expect(res.statusCode, username).toBe(200);
      expect(res.json().language).toBe('fr');
      await choose(cookie, { language: 'nl' });
    }
  });

  it('refuses an unknown language with a 400 that names the field, and keeps the language', async () => {
    const cookie = await login(t.app, 'N1003');
    for (const payload of [{ language: 'en' }, { language: 'FR' }, { language: '' }, {}, { language: 1 }]) {
      const res = await choose(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ errorcode: 'VALIDATION_ERROR', fields: { language: expect.any(String) } });
    }
    expect((await me(cookie)).json().language).toBe('nl');
  });

  it('is not changed without a session', async () => {
    const res = await choose(undefined, { language: 'fr' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a language the database does not know, also when written past the API', async () => {
    await expect(t.db.query(`UPDATE users SET language = 'en' WHERE username = 'N1004'`)).rejects.toThrow();
  });

  it('words a refusal in the language of a French account: the code, and each field', async () => {
    const cookie = await login(t.app, 'N1005');
    await choose(cookie, { language: 'fr' });
    const bad = await choose(cookie, { language: 'de' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errorcode: 'VALIDATION_ERROR',
      usererror: fr.errorMessages.VALIDATION_ERROR,
      fields: { language: fr.validationMessages.unknownChoice },
    });
    const profile = await as(t.app, cookie, {
      method: 'POST',
      url: '/api/crm/user/N1005',
      payload: { firstname: '', lastname: 'X', email: 'geen-adres', password: 'abc12345', repassword: 'abc99999' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().fields).toMatchObject({ firstname: fr.validationMessages.required, email: fr.validationMessages.email });
    const forbidden = await as(t.app, cookie, { method: 'GET', url: '/api/crm/user/N1001' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ errorcode: 'FORBIDDEN', usererror: fr.errorMessages.FORBIDDEN });
    // The account's language wins over the browser's header.
    const missing = await as(t.app, cookie, { method: 'GET', url: '/api/geen-pad', headers: { 'accept-language': 'nl-BE' } });
    expect(missing.json().usererror).toBe(fr.errorMessages.NOT_FOUND);
    await choose(cookie, { language: 'nl' });
    expect((await choose(cookie, { language: 'de' })).json().fields.language).toBe(nl.validationMessages.unknownChoice);
  });

  it('words an anonymous refusal by the Accept-Language header, Dutch without one', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const attempt = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/person/j_security_check', payload: 'j_username=N1004&j_password=', headers: { ...form, ...headers } });
    expect((await attempt({ 'accept-language': 'fr-BE,fr;q=0.9,nl;q=0.8' })).json().usererror).toBe(fr.errorMessages.LOGIN_FAILED);
    expect((await attempt({ 'accept-language': 'nl-BE,fr;q=0.5' })).json().usererror).toBe(nl.errorMessages.LOGIN_FAILED);
    expect((await attempt({})).json().usererror).toBe(nl.errorMessages.LOGIN_FAILED);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/person', headers: { 'accept-language': 'fr' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().usererror).toBe(fr.errorMessages.NOT_LOGGED_IN);
  });
});

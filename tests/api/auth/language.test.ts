import { describe, expect, it } from 'vitest';
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
});

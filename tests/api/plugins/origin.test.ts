import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { as, login, useTestApp } from '../../helpers/app';

/**
 * Mutations only from the app's own pages (DESIGN §6): an Origin naming PUBLIC_URL
 * (http://portaal.test in the tests) or the request's own scheme and host, where a proxy's
 * X-Forwarded-* headers count only with TRUST_PROXY; and no page elsewhere can log a user out.
 */
const OWN = 'http://portaal.test';

describe('origin check', () => {
  const t = useTestApp();
  let sec: string;
  let pageId: number;
  beforeAll(async () => {
    sec = await login(t.app, 'secretariaat');
    pageId = (await t.db.query<{ id: number }>('SELECT min(idpagetemplate) AS id FROM page_templates'))[0]!.id;
  });

  const pageTitle = async () => (await t.db.query<{ title: string }>('SELECT title FROM page_templates WHERE idpagetemplate = $1', [pageId]))[0]!.title;
  const edit = (headers: Record<string, string | undefined>) =>
    as(t.app, sec, { method: 'POST', url: `/api/templates/pages/${pageId}`, payload: { title: 'Gewijzigd van elders', content: '<p>x</p>' }, headers });

  async function expectRefused(headers: Record<string, string | undefined>) {
    const before = await pageTitle();
    const res = await edit(headers);
    expect(res.statusCode, JSON.stringify(headers)).toBe(403);
    expect(res.json()).toMatchObject({ errorcode: 'ORIGIN_REJECTED', usererror: expect.stringContaining('niet van de toepassing') });
    expect(await pageTitle()).toBe(before);
  }

  it('refuses a mutation without an Origin header, and changes nothing', async () => {
    await expectRefused({ origin: undefined });
    const mails = await t.db.query('SELECT count(*)::int AS n FROM mails');
    const reset = await t.app.inject({ method: 'POST', url: '/api/crm/user/resetpass/N1001', headers: { origin: undefined } });
    expect(reset.statusCode).toBe(403);
    expect(await t.db.query('SELECT count(*)::int AS n FROM mails')).toEqual(mails);
  });

  it('does not take a Referer for an Origin, not even the own one', async () => {
    await expectRefused({ origin: undefined, referer: `${OWN}/templates/pages` });
  });

  it('accepts only the own origin: PUBLIC_URL, or the scheme and host the request came in on', async () => {
    for (const origin of ['https://kwaadaardig.example', 'null', 'https://portaal.test', 'http://portaal.test:8080', 'http://portaal.test.example']) {
      await expectRefused({ origin });
    }
    // The request's own host, but reached over plain http while the page claims https.
    await expectRefused({ host: 'intern.local:8080', origin: 'https://intern.local:8080' });
    expect((await edit({ origin: OWN })).statusCode).toBe(200);
    expect((await edit({ host: 'intern.local:8080', origin: 'http://intern.local:8080' })).statusCode).toBe(200);
  });

  it('refuses a spoofed X-Forwarded-Host when no proxy is trusted', async () => {
    await expectRefused({ origin: 'http://kwaadaardig.example', 'x-forwarded-host': 'kwaadaardig.example' });
    await expectRefused({ origin: 'https://kwaadaardig.example', 'x-forwarded-host': 'kwaadaardig.example', 'x-forwarded-proto': 'https' });
  });

  it('refuses a logout started by another site, so the session survives', async () => {
    const cookie = await login(t.app, 'N1001');
    const logout = (headers: Record<string, string | undefined>) => as(t.app, cookie, { method: 'GET', url: '/api/auth/logout', headers });
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://kwaadaardig.example' },
      { referer: 'https://kwaadaardig.example/pagina' },
    ]) {
      const res = await logout(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().errorcode).toBe('ORIGIN_REJECTED');
      expect((await as(t.app, cookie, { method: 'GET', url: '/api/auth/person' })).statusCode).toBe(200);
    }
    // The app's own fetch: same-origin, no Origin or Referer on a GET (Referrer-Policy no-referrer).
    expect((await logout({ 'sec-fetch-site': 'same-origin', origin: undefined })).statusCode).toBe(200);
    expect((await as(t.app, cookie, { method: 'GET', url: '/api/auth/person' })).statusCode).toBe(401);
  });
});

describe('origin check behind a trusted proxy', () => {
  const t = useTestApp({ trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy });

  it('takes scheme and host from X-Forwarded-Proto and X-Forwarded-Host', async () => {
    const sec = await login(t.app, 'secretariaat');
    const [page] = await t.db.query<{ id: number }>('SELECT min(idpagetemplate) AS id FROM page_templates');
    const edit = (headers: Record<string, string>) =>
      as(t.app, sec, { method: 'POST', url: `/api/templates/pages/${page!.id}`, payload: { title: 'Via de proxy', content: '<p>x</p>' }, headers });
    const proxied = { 'x-forwarded-host': 'portaal.orde.be', 'x-forwarded-proto': 'https' };
    expect((await edit({ ...proxied, origin: 'https://portaal.orde.be' })).statusCode).toBe(200);
    expect((await edit({ ...proxied, origin: 'http://portaal.orde.be' })).statusCode).toBe(403);
    expect((await edit({ ...proxied, origin: 'https://kwaadaardig.example' })).statusCode).toBe(403);
  });
});

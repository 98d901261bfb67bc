import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../../domain/texts/errors.nl';
import { as, login, useTestApp } from '../../helpers/app';

const DUTCH_TEXTS = new Set<string>(Object.values(errorMessages));

describe('public pages, API docs and the common behaviour of every API answer', () => {
  const t = useTestApp();
  let vet = '';

  beforeAll(async () => {
    vet = await login(t.app, 'N1001');
  });

  it('serves the regulation page to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/templates/pages/public/REGLEMENT' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'REGLEMENT', title: 'Reglement van het ledenportaal' });
    expect(res.json().content).toContain('<p>');
    const intro = await t.app.inject({ method: 'GET', url: '/api/templates/pages/public/LOGIN_INTRO' });
    expect(intro.statusCode).toBe(200);
    expect(intro.json().title).toMatch(/\S/);
  });

  it('answers an unknown or non-public page name with NOT_FOUND in Dutch', async () => {
    for (const name of ['BESTAATNIET', 'reglement']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/templates/pages/public/${name}` });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json().errorcode).toBe('NOT_FOUND');
      expect(res.json().usererror).toBe('Het gevraagde gegeven werd niet gevonden.');
    }
  });

  it('publishes an OpenAPI document of the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toMatch(/Orde der Dierenartsen/);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/person', '/api/crm/user/{username}', '/api/lists/codelist/public/{code}']));
    expect(doc.paths['/api/auth/person'].get).toBeDefined();
    expect(doc.paths['/api/lists/codelists/{iddiccode}/items'].post.requestBody).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('answers an unknown /api path with a JSON NOT_FOUND, logged in or not', async () => {
    for (const cookie of [undefined, vet]) {
      const res = await as(t.app, cookie, { method: 'GET', url: '/api/bestaat/niet?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ errorcode: 'NOT_FOUND', usererror: 'Het gevraagde gegeven werd niet gevonden.' });
    }
    const wrongMethod = await as(t.app, vet, { method: 'DELETE', url: '/api/auth/person' });
    expect(wrongMethod.statusCode).toBe(404);
    expect(wrongMethod.json().errorcode).toBe('NOT_FOUND');
  });

  it('answers a malformed JSON body with 400, not 500, and changes nothing', async () => {
    const before = await t.db.query('SELECT firstname, lastname, email FROM users WHERE username = $1', ['N1001']);
    const profile = await as(t.app, vet, {
      method: 'POST',
      url: '/api/crm/user/N1001',
      payload: '{"firstname": "Kapot", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().errorcode).toBe('VALIDATION_ERROR');
    expect(DUTCH_TEXTS).toContain(profile.json().usererror);
    expect(await t.db.query('SELECT firstname, lastname, email FROM users WHERE username = $1', ['N1001'])).toEqual(before);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/crm/user/token/abcdefghijklmnopqrstuvwxyz',
      payload: 'niet-json',
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().errorcode).toBe('VALIDATION_ERROR');

    const wrongShape = await as(t.app, vet, { method: 'POST', url: '/api/crm/user/N1001', payload: [1, 2, 3] });
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().fields).toBeDefined();
  });

  it('marks every API answer as not cacheable, errors included', async () => {
    const answers = [
      await as(t.app, vet, { method: 'GET', url: '/api/auth/person' }),
      await t.app.inject({ method: 'GET', url: '/api/auth/person' }),
      await t.app.inject({ method: 'GET', url: '/api/templates/pages/public/REGLEMENT' }),
      await t.app.inject({ method: 'GET', url: '/api/bestaat/niet' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 200, 404]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sets the security headers of data on every API answer, refusals included', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/templates/pages/public/REGLEMENT' }),
      await t.app.inject({ method: 'GET', url: '/api/auth/person' }),
      await t.app.inject({ method: 'GET', url: '/api/bestaat/niet' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 404]);
    for (const res of answers) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Data loads nothing and runs nothing, whatever a browser would make of it.
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
      // Helmet's headers for pages only.
      expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    }
  });

  it('refuses a mutation sent cross-site even without an Origin header', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mails');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/crm/user/resetpass/N1001',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorcode).toBe('ORIGIN_REJECTED');
    expect(await t.db.query('SELECT count(*)::int AS n FROM mails')).toEqual(before);
  });
});

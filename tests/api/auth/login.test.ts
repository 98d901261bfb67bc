import { describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';

const form = (body: Record<string, string>) => ({
  payload: new URLSearchParams(body).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('authentication', () => {
  const t = useTestApp();

  it('logs in with form fields and returns the session fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/person/j_security_check', ...form({ j_username: 'N1001', j_password: 'Dierenarts1' }) });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'ovd_sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
    const me = await as(t.app, `ovd_sid=${cookie.value}`, { method: 'GET', url: '/api/auth/person' });
    expect(me.json()).toMatchObject({ username: 'N1001', roles: ['DIERENARTS'], displayname: 'Pieter Janssens', kennisname: true });
  });

  it('refuses a wrong password and empty fields with LOGIN_FAILED', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/person/j_security_check', ...form({ j_username: 'N1003', j_password: 'fout12345' }) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errorcode).toBe('LOGIN_FAILED');
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/person/j_security_check', ...form({ j_username: '', j_password: '' }) });
    expect(empty.statusCode).toBe(401);
    expect(empty.json().errorcode).toBe('LOGIN_FAILED');
  });

  it('throttles an account after repeated failures, even with the right password', async () => {
    for (let i = 0; i < t.config.loginMaxFailures; i++) {
      await t.app.inject({ method: 'POST', url: '/api/auth/person/j_security_check', ...form({ j_username: 'N1006', j_password: `fout${i}abc` }) });
    }
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/person/j_security_check', ...form({ j_username: 'N1006', j_password: 'Dierenarts1' }) });
    expect(res.statusCode).toBe(429);
    expect(res.json().errorcode).toBe('LOGIN_THROTTLED');
  });

  it('rotates the session id at login and ends the session at logout', async () => {
    const first = await login(t.app, 'opleider');
    const res = await as(t.app, first, {
      method: 'POST',
      url: '/api/auth/person/j_security_check',
      ...form({ j_username: 'opleider', j_password: 'Opleider1' }),
    });
    const second = `ovd_sid=${res.cookies.find((c) => c.name === 'ovd_sid')!.value}`;
    expect(second).not.toBe(first);
    expect((await as(t.app, first, { method: 'GET', url: '/api/auth/person' })).statusCode).toBe(401);
    expect((await as(t.app, second, { method: 'GET', url: '/api/auth/person' })).statusCode).toBe(200);
    await as(t.app, second, { method: 'GET', url: '/api/auth/logout' });
    const after = await as(t.app, second, { method: 'GET', url: '/api/auth/person' });
    expect(after.statusCode).toBe(401);
    expect(after.json().errorcode).toBe('NOT_LOGGED_IN');
  });

  it('refuses a mutation from a foreign origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/person/j_security_check',
      ...form({ j_username: 'N1001', j_password: 'Dierenarts1' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://kwaadaardig.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorcode).toBe('ORIGIN_REJECTED');
  });

  it('keeps a veterinarian without kennisname out of everything but the acknowledgement', async () => {
    const cookie = await login(t.app, 'N1002');
    const me = await as(t.app, cookie, { method: 'GET', url: '/api/auth/person' });
    expect(me.json().kennisname).toBe(false);
    const other = await as(t.app, cookie, { method: 'POST', url: '/api/dierenartsen/N1001/kennisname' });
    expect(other.statusCode).toBe(403);
    const ack = await as(t.app, cookie, { method: 'POST', url: '/api/dierenartsen/N1002/kennisname' });
    expect(ack.statusCode).toBe(200);
    expect((await as(t.app, cookie, { method: 'GET', url: '/api/auth/person' })).json().kennisname).toBe(true);
  });
});

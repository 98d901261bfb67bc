import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app';

/**
 * Login throttling counts each attempt before its password is checked, in one step with the check,
 * so attempts fired at the same moment cannot all slip under the limit (DESIGN §6).
 */
describe('login throttling under simultaneous attempts', () => {
  const t = useTestApp();

  const attempt = (username: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/person/j_security_check',
      payload: new URLSearchParams({ j_username: username, j_password: password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress,
    });
  const failures = async (column: 'username' | 'ip', value: string) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM login_failures WHERE lower(${column}) = lower($1)`, [value]))[0]!.n;
  const statuses = (answers: { statusCode: number }[]) => {
    const tally: Record<number, number> = {};
    for (const res of answers) tally[res.statusCode] = (tally[res.statusCode] ?? 0) + 1;
    return tally;
  };

  it('checks exactly the allowed number of passwords of an account; the rest are throttled', async () => {
    const max = t.config.loginMaxFailures;
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt('N1003', `fout${i}abc`, `198.51.100.${i + 1}`)));
    expect(statuses(answers)).toEqual({ 401: max, 429: 30 - max });
    for (const res of answers.filter((r) => r.statusCode === 429)) expect(res.json().errorcode).toBe('LOGIN_THROTTLED');
    expect(await failures('username', 'N1003')).toBe(max);
  });

  it('refuses the right password while the account is throttled', async () => {
    const res = await attempt('n1003', 'Dierenarts1', '198.51.100.200');
    expect(res.statusCode).toBe(429);
    expect(res.cookies.find((c) => c.name === 'ovd_sid')).toBeUndefined();
  });

  it('checks exactly fifty passwords from one address, whichever accounts they name', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => attempt(`gok${i}`, 'Geraden123', '203.0.113.9')));
    expect(statuses(answers)).toEqual({ 401: 50, 429: 10 });
    expect(await failures('ip', '203.0.113.9')).toBe(50);
    // A real account from that address is refused too, right password or not.
    expect((await attempt('N1004', 'Dierenarts1', '203.0.113.9')).statusCode).toBe(429);
  });

  it('lets the right password in alongside wrong ones below the limit, and clears the failures then', async () => {
    const wrong = await Promise.all(Array.from({ length: 3 }, (_, i) => attempt('N1005', `fout${i}abc`, '192.0.2.50')));
    expect(statuses(wrong)).toEqual({ 401: 3 });
    const right = await attempt('N1005', 'Dierenarts1', '192.0.2.50');
    expect(right.statusCode).toBe(200);
    expect(await failures('username', 'N1005')).toBe(0);
  });
});

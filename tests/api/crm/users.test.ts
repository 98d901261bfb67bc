import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';

describe('profile and user list', () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    for (const name of ['N1001', 'secretariaat', 'opleider']) cookies[name] = await login(t.app, name);
  });

  const userRow = async (username: string) =>
    (await t.db.query('SELECT firstname, lastname, email, telephone, password_hash FROM users WHERE username = $1', [username]))[0]!;
  const tryLogin = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/person/j_security_check',
      payload: new URLSearchParams({ j_username: username, j_password: password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const post = (cookie: string, username: string, payload: Record<string, unknown>) =>
    as(t.app, cookie, { method: 'POST', url: `/api/crm/user/${username}`, payload });

  it('reads the own profile', async () => {
    const res = await as(t.app, cookies.N1001, { method: 'GET', url: '/api/crm/user/N1001' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'N1001',
      firstname: 'Pieter',
      lastname: 'Janssens',
      email: 'n1001@demo.orde-dierenartsen.be',
      roles: ['DIERENARTS'],
    });
    expect(res.json()).not.toHaveProperty('password_hash');
  });

  it('saves changes to the own profile', async () => {
    const res = await post(cookies.N1001!, 'N1001', {
      firstname: ' Pieter-Jan ',
      lastname: 'Janssens',
      email: 'pj.janssens@voorbeeld.be',
      telephone: '+32 470 12 34 56',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'UPDATE_SUCCESS', firstname: 'Pieter-Jan' });
    const read = await as(t.app, cookies.N1001, { method: 'GET', url: '/api/crm/user/N1001' });
    expect(read.json()).toMatchObject({
      firstname: 'Pieter-Jan',
      lastname: 'Janssens',
      email: 'pj.janssens@voorbeeld.be',
      telephone: '+32 470 12 34 56',
    });
    const me = await as(t.app, cookies.N1001, { method: 'GET', url: '/api/auth/person' });
    expect(me.json().displayname).toBe('Pieter-Jan Janssens');
  });

  it('keeps one telephone for a veterinarian: the profile shows and changes the number of the profile sheet', async () => {
    const base = { firstname: 'Pieter', lastname: 'Janssens', email: 'n1001@demo.orde-dierenartsen.be' };
    const sheet = async () => (await as(t.app, cookies.N1001!, { method: 'GET', url: '/api/dierenartsen/N1001' })).json();
    const own = async () => (await as(t.app, cookies.N1001!, { method: 'GET', url: '/api/crm/user/N1001' })).json();
    // The profile starts from the number the sheet shows.
    expect((await own()).telephone).toBe((await sheet()).telephone);

    expect((await post(cookies.N1001!, 'N1001', { ...base, telephone: '+32 9 111 22 33' })).json().telephone).toBe('+32 9 111 22 33');
    expect((await sheet()).telephone).toBe('+32 9 111 22 33');
    // A change that leaves the telephone out (a new password only) keeps it.
    expect((await post(cookies.N1001!, 'N1001', base)).statusCode).toBe(200);
    expect((await sheet()).telephone).toBe('+32 9 111 22 33');

    const sheetChange = { email: 'n1001@demo.orde-dierenartsen.be', telephone: '+32 470 99 88 77', mobile: null };
    expect((await as(t.app, cookies.N1001!, { method: 'POST', url: '/api/dierenartsen/N1001', payload: sheetChange })).statusCode).toBe(200);
    expect((await own()).telephone).toBe('+32 470 99 88 77');

    // Accounts without a person (the secretariat) keep their own number.
    const staff = { firstname: 'Sofie', lastname: 'Secretariaat', email: 'secretariaat@demo.orde-dierenartsen.be', telephone: '+32 2 555 00 00' };
    const saved = await post(cookies.secretariaat!, 'secretariaat', staff);
    expect(saved.json().telephone).toBe('+32 2 555 00 00');
    expect((await as(t.app, cookies.secretariaat!, { method: 'GET', url: '/api/crm/user/secretariaat' })).json().telephone).toBe('+32 2 555 00 00');
  });

  it('refuses a bad email and an empty last name with field errors and changes nothing', async () => {
    const before = await userRow('N1001');
    const res = await post(cookies.N1001!, 'N1001', { firstname: 'Ander', lastname: '  ', email: 'geen-adres', telephone: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorcode).toBe('VALIDATION_ERROR');
    expect(res.json().fields).toMatchObject({ lastname: 'Dit veld is verplicht.', email: 'Dit is geen geldig e-mailadres.' });
    expect(await userRow('N1001')).toEqual(before);
  });

  it('refuses a new password whose repeat differs, and a weak one', async () => {
    const before = await userRow('N1001');
    const base = { firstname: 'Pieter', lastname: 'Janssens', email: 'n1001@demo.orde-dierenartsen.be' };
    const mismatch = await post(cookies.N1001!, 'N1001', { ...base, password: 'Nieuw12345', repassword: 'Nieuw54321' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errorcode).toBe('PASS_AND_REPASS_NOT_SAME');
    expect(mismatch.json().fields.repassword).toBe("'Wachtwoord' en 'Wachtwoord opnieuw' komen niet overeen.");
    const weak = await post(cookies.N1001!, 'N1001', { ...base, password: 'alleenletters', repassword: 'alleenletters' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toBe('Het wachtwoord moet minstens 8 tekens lang zijn, met minstens één letter en één cijfer.');
    expect(await userRow('N1001')).toEqual(before);
    expect((await tryLogin('N1001', 'Dierenarts1')).statusCode).toBe(200);
  });

  it('changes the password: the new one logs in, other sessions end, this one stays', async () => {
    const here = await login(t.app, 'N1004', 'Dierenarts1');
    const elsewhere = await login(t.app, 'N1004', 'Dierenarts1');
    const res = await post(here, 'N1004', {
      firstname: 'Wouter',
      lastname: 'De Smet',
      email: 'n1004@demo.orde-dierenartsen.be',
      password: 'Veilig2026',
      repassword: 'Veilig2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('password');
    expect((await tryLogin('N1004', 'Veilig2026')).statusCode).toBe(200);
    expect((await tryLogin('N1004', 'Dierenarts1')).statusCode).toBe(401);
    expect((await as(t.app, here, { method: 'GET', url: '/api/auth/person' })).statusCode).toBe(200);
    expect((await as(t.app, elsewhere, { method: 'GET', url: '/api/auth/person' })).statusCode).toBe(401);
  });

  it('keeps a veterinarian out of another member’s profile', async () => {
    const before = await userRow('N1003');
    const read = await as(t.app, cookies.N1001, { method: 'GET', url: '/api/crm/user/N1003' });
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ errorcode: 'FORBIDDEN', usererror: 'U hebt onvoldoende rechten' });
    expect(read.body).not.toContain('Claes');
    const write = await post(cookies.N1001!, 'n1003', {
      firstname: 'Gekaapt',
      lastname: 'Claes',
      email: 'kaper@voorbeeld.be',
      password: 'Gekaapt123',
      repassword: 'Gekaapt123',
    });
    expect(write.statusCode).toBe(403);
    expect(await userRow('N1003')).toEqual(before);
    expect((await as(t.app, cookies.opleider, { method: 'GET', url: '/api/crm/user/N1003' })).statusCode).toBe(403);
  });

  it('lets the secretariat read and update another user', async () => {
    const read = await as(t.app, cookies.secretariaat, { method: 'GET', url: '/api/crm/user/N1003' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ username: 'N1003', firstname: 'Els', lastname: 'Claes' });
    const res = await post(cookies.secretariaat!, 'N1003', { firstname: 'Els', lastname: 'Claes-Peeters', email: 'els@voorbeeld.be' });
    expect(res.statusCode).toBe(200);
    expect(await userRow('N1003')).toMatchObject({ lastname: 'Claes-Peeters', email: 'els@voorbeeld.be', telephone: null });
    const missing = await as(t.app, cookies.secretariaat, { method: 'GET', url: '/api/crm/user/BESTAATNIET' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorcode).toBe('NOT_FOUND');
  });

  it('pages the user list with limit and offset, size being the total', async () => {
    const total = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n;
    const first = await as(t.app, cookies.secretariaat, { method: 'GET', url: '/api/crm/user?limit=3&offset=0' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ limit: 3, offset: 0, size: total });
    expect(first.json().items).toHaveLength(3);
    const second = await as(t.app, cookies.secretariaat, { method: 'GET', url: '/api/crm/user?limit=3&offset=3' });
    expect(second.json()).toMatchObject({ limit: 3, offset: 3, size: total });
    const names = (res: typeof first) => res.json().items.map((u: { username: string }) => u.username);
    expect(names(second).some((n: string) => names(first).includes(n))).toBe(false);
    const all = await as(t.app, cookies.secretariaat, { method: 'GET', url: '/api/crm/user' });
    expect(all.json()).toMatchObject({ limit: 25, offset: 0, size: total });
    expect(all.json().items).toHaveLength(total);
    expect(all.json().items[0]).not.toHaveProperty('password_hash');
    const beyond = await as(t.app, cookies.secretariaat, { method: 'GET', url: `/api/crm/user?limit=3&offset=${total + 5}` });
    expect(beyond.json()).toMatchObject({ items: [], size: total });
  });

  it('filters the user list with q', async () => {
    const res = await as(t.app, cookies.secretariaat, { method: 'GET', url: '/api/crm/user?q=goossens' });
    expect(res.statusCode).toBe(200);
    expect(res.json().size).toBe(1);
    expect(res.json().items.map((u: { username: string }) => u.username)).toEqual(['opleider2']);
    // The start of a username or e-mail address, in any case; % and _ are plain characters.
    const byStart = async (q: string) =>
      (await as(t.app, cookies.secretariaat, { method: 'GET', url: `/api/crm/user?q=${encodeURIComponent(q)}` }))
        .json()
        .items.map((u: { username: string }) => u.username);
    expect(await byStart('OPLEIDER')).toEqual(expect.arrayContaining(['opleider', 'opleider2']));
    expect(await byStart('n1005@')).toEqual(['N1005']);
    expect(await byStart('%')).toEqual([]);
    expect(await byStart('pleider')).toEqual([]);
    const bad = await as(t.app, cookies.secretariaat, { method: 'GET', url: '/api/crm/user?limit=nul' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.limit).toBe('Geen geldig getal, gebruik volgende formaat : 20,65');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';

const form = (username: string, i = 0) => ({
  firstname: 'Gelijk',
  lastname: `Tijdig${i}`,
  email: `gelijktijdig${i}@voorbeeld.be`,
  username,
  password: 'Gelijk1234',
  repassword: 'Gelijk1234',
  name: `Opleiding Gelijktijdig ${i}`,
  street: 'Markt',
  housenumber: '1',
  postcode: '8000',
  locality: 'Brugge',
  iddiclegalform: 'VZW',
  cursustype: 'BP',
});

/** One registration and one account per username, also when the requests arrive at the same moment (DESIGN §6). */
describe('one registration per username under simultaneous requests', () => {
  const t = useTestApp();
  let sec: string;
  beforeAll(async () => {
    sec = await login(t.app, 'secretariaat');
  });
  // Each from an address of its own, so the per-address limit plays no part.
  const register = (username: string, i: number) =>
    t.app.inject({ method: 'POST', url: '/api/registraties', payload: form(username, i), remoteAddress: `198.51.100.${i + 1}` });
  const registrations = async (username: string) =>
    await t.db.query<{ id: number; status: string }>(`SELECT id, status FROM provider_registrations WHERE lower(data->>'username') = lower($1) ORDER BY id`, [
      username,
    ]);
  const decide = (id: number, payload: object) => as(t.app, sec, { method: 'POST', url: `/api/registraties/${id}/beslissing`, payload });

  it('stores exactly one of many registrations of one username, whatever its case', async () => {
    const names = ['tegelijk', 'Tegelijk', 'TEGELIJK', 'tegeLIJK'];
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => register(names[i % names.length]!, i)));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ errorcode: 'USERNAME_TAKEN', fields: { username: expect.stringMatching(/al in gebruik/) } });
    }
    expect(await registrations('tegelijk')).toHaveLength(1);
  });

  it('decides a registration once and makes one account of it', async () => {
    const [open] = await registrations('tegelijk');
    const answers = await Promise.all(Array.from({ length: 8 }, () => decide(open!.id, { status: 'APPROVED' })));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(7);
    const [users] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE lower(username) = 'tegelijk'`);
    expect(users!.n).toBe(1);
    const [mails] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mails m JOIN mail_templates mt USING (idmailtemplate) WHERE mt.name = 'REGISTRATIE_GOEDGEKEURD'`,
    );
    expect(mails!.n).toBe(1);
  });

  it('refuses a username an account has, in any case, and never stores a second account of it', async () => {
    const res = await register('TEGELIJK', 40);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorcode).toBe('USERNAME_TAKEN');
    const [user] = await t.db.query<{ username: string }>(`SELECT username FROM users WHERE lower(username) = 'tegelijk'`);
    const otherCase = user!.username === user!.username.toUpperCase() ? user!.username.toLowerCase() : user!.username.toUpperCase();
    await expect(
      t.db.query(`INSERT INTO users (username, firstname, lastname, email) VALUES ($1, 'Dubbel', 'Account', 'dubbel@voorbeeld.be')`, [otherCase]),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('frees a username when its registration is declined', async () => {
    expect((await register('afgewezen', 50)).statusCode).toBe(201);
    const [open] = await registrations('afgewezen');
    expect((await decide(open!.id, { status: 'DECLINED', comment: 'Onvolledig' })).statusCode).toBe(200);
    const again = await Promise.all(Array.from({ length: 6 }, (_, i) => register('Afgewezen', 51 + i)));
    expect(again.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect((await registrations('afgewezen')).map((r) => r.status)).toEqual(['DECLINED', 'NIEUW']);
  });

  it('gives a username to one of several corrections by the secretariat made at the same moment', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push((await register(`correctie${i}`, 60 + i)).json().id);
    const answers = await Promise.all(
      ids.map((id, i) => as(t.app, sec, { method: 'POST', url: `/api/registraties/${id}`, payload: { username: i % 2 ? 'Gecorrigeerd' : 'gecorrigeerd' } })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expect(res.json().errorcode).toBe('USERNAME_TAKEN');
    expect(await registrations('gecorrigeerd')).toHaveLength(1);
  });

  it('does not let a correction change a registration decided at the same moment', async () => {
    const id = (await register('beslist', 70)).json().id;
    const [correction, decision] = await Promise.all([
      as(t.app, sec, { method: 'POST', url: `/api/registraties/${id}`, payload: { username: 'nabeslist' } }),
      decide(id, { status: 'APPROVED' }),
    ]);
    expect(decision.statusCode).toBe(200);
    const [user] = await t.db.query<{ username: string }>('SELECT u.username FROM users u JOIN provider_registrations r ON r.user_id = u.id WHERE r.id = $1', [
      id,
    ]);
    const [stored] = await t.db.query<{ username: string }>(`SELECT data->>'username' AS username FROM provider_registrations WHERE id = $1`, [id]);
    // Either the correction came first and the account has its name, or it was refused: never a mismatch.
    expect(stored!.username).toBe(user!.username);
    expect([200, 409]).toContain(correction.statusCode);
  });
});

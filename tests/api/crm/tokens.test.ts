import { describe, expect, it } from 'vitest';
import { findUserByUsername } from '../../../server/repositories/users';
import { sha256 } from '../../../server/security';
import { issueTokenMail } from '../../../server/services/accounts';
import { useTestApp } from '../../helpers/app';

const MISMATCH = "'Wachtwoord' en 'Wachtwoord opnieuw' komen niet overeen.";
const PASSWORD_RULE = 'Het wachtwoord moet minstens 8 tekens lang zijn, met minstens één letter en één cijfer.';

describe('password reset and activation links', () => {
  const t = useTestApp();

  const tryLogin = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/person/j_security_check',
      payload: new URLSearchParams({ j_username: username, j_password: password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  const mailCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mails'))[0]!.n;

  /** Asks for a reset link through the API and returns the token from the queued mail. */
  async function requestReset(username: string) {
    const res = await t.app.inject({ method: 'POST', url: `/api/crm/user/resetpass/${username}` });
    expect(res.statusCode).toBe(200);
    const [mail] = await t.db.query<{ idmail: number; status: string; template: string; link: string }>(
      `SELECT m.idmail, m.status, mt.name AS template, p.value AS link
         FROM mails m JOIN mail_templates mt ON mt.idmailtemplate = m.idmailtemplate
         JOIN mail_params p ON p.idmail = m.idmail AND p.name = 'link'
        ORDER BY m.idmail DESC LIMIT 1`,
    );
    return { mail: mail!, token: mail!.link.split('/').pop()! };
  }

  const setPassword = (token: string, password: string, repassword = password) =>
    t.app.inject({ method: 'POST', url: `/api/crm/user/token/${token}`, payload: { password, repassword } });

  it('queues a reset mail with a link to the portal', async () => {
    const before = await mailCount();
    const res = await t.app.inject({ method: 'POST', url: '/api/crm/user/resetpass/N1001' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'RESETPASS_MAIL_SENDED' });
    expect(await mailCount()).toBe(before + 1);
    const { mail } = await requestReset('N1001');
    expect(mail.status).toBe('NEW');
    expect(mail.template).toBe('WACHTWOORD_RESET');
    expect(mail.link.startsWith('http://portaal.test/token/')).toBe(true);
    const [recipient] = await t.db.query('SELECT recipient FROM mails WHERE idmail = $1', [mail.idmail]);
    expect(recipient!.recipient).toBe('n1001@demo.orde-dierenartsen.be');
  });

  it('answers an unknown user the same way without queuing a mail', async () => {
    const before = await mailCount();
    const res = await t.app.inject({ method: 'POST', url: '/api/crm/user/resetpass/BESTAATNIET' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'RESETPASS_MAIL_SENDED' });
    expect(await mailCount()).toBe(before);
  });

  it('refuses a blank username with USERNAME_EMPTY', async () => {
    const before = await mailCount();
    const res = await t.app.inject({ method: 'POST', url: '/api/crm/user/resetpass/%20' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorcode).toBe('USERNAME_EMPTY');
    expect(res.json().usererror).toBe('Vul uw gebruikersnaam in.');
    expect(await mailCount()).toBe(before);
  });

  it('sets a new password through the link, once', async () => {
    const { token } = await requestReset('N1001');
    const show = await t.app.inject({ method: 'GET', url: `/api/crm/user/token/${token}` });
    expect(show.statusCode).toBe(200);
    expect(show.json()).toEqual({ username: 'N1001' });

    const mismatch = await setPassword(token, 'Nieuw12345', 'Anders12345');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errorcode).toBe('PASS_AND_REPASS_NOT_SAME');
    expect(mismatch.json().fields.repassword).toBe(MISMATCH);

    const weak = await setPassword(token, 'kort1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toBe(PASSWORD_RULE);
    expect((await tryLogin('N1001', 'Dierenarts1')).statusCode).toBe(200);

    const ok = await setPassword(token, 'Nieuw12345');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().code).toBe('PASSWORD_CHANGED');
    expect((await tryLogin('N1001', 'Nieuw12345')).statusCode).toBe(200);
    expect((await tryLogin('N1001', 'Dierenarts1')).statusCode).toBe(401);

    const again = await t.app.inject({ method: 'GET', url: `/api/crm/user/token/${token}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().errorcode).toBe('TOKEN_NOT_FOUND');
    expect((await setPassword(token, 'Derde12345')).statusCode).toBe(404);
    expect((await tryLogin('N1001', 'Nieuw12345')).statusCode).toBe(200);
  });

  it('makes an older link void when a new one is asked for', async () => {
    const first = await requestReset('N1005');
    const second = await requestReset('N1005');
    expect((await t.app.inject({ method: 'GET', url: `/api/crm/user/token/${first.token}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/crm/user/token/${second.token}` })).json()).toEqual({ username: 'N1005' });
  });

  it('refuses an expired link with EXPIRED_TOKEN and keeps the password', async () => {
    const { token } = await requestReset('N1004');
    await t.db.query("UPDATE user_tokens SET expires_at = now() - interval '1 hour' WHERE token_hash = $1", [sha256(token)]);
    const res = await t.app.inject({ method: 'GET', url: `/api/crm/user/token/${token}` });
    expect(res.statusCode).toBe(410);
    expect(res.json().errorcode).toBe('EXPIRED_TOKEN');
    expect(res.json().usererror).toBe('Deze link is verlopen. Vraag een nieuwe link aan.');
    expect((await setPassword(token, 'Nieuw12345')).statusCode).toBe(410);
    expect((await tryLogin('N1004', 'Dierenarts1')).statusCode).toBe(200);
  });

  it('refuses a link whose hash is stored twice with MULTIPLE_TOKENS_FOUND', async () => {
    const token = 'dubbel-token-0123456789-abcdefghijklmnopqrs';
    await t.db.query(
      `INSERT INTO user_tokens (user_id, kind, token_hash, expires_at)
       SELECT id, 'RESET', $1, now() + interval '1 hour' FROM users WHERE username IN ('N1005', 'N1006')`,
      [sha256(token)],
    );
    const res = await t.app.inject({ method: 'GET', url: `/api/crm/user/token/${token}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorcode).toBe('MULTIPLE_TOKENS_FOUND');
    expect((await setPassword(token, 'Nieuw12345')).statusCode).toBe(409);
  });

  it('refuses a link of a user without roles with USER_NO_ROLES', async () => {
    const token = 'zonder-rollen-0123456789-abcdefghijklmnopq';
    const [user] = await t.db.query<{ id: number }>(
      `INSERT INTO users (username, password_hash, firstname, lastname, email, roles)
       VALUES ('zonderrollen', NULL, 'Zonder', 'Rollen', 'zonder@demo.test', '{}') RETURNING id`,
    );
    await t.db.query(`INSERT INTO user_tokens (user_id, kind, token_hash, expires_at) VALUES ($1, 'RESET', $2, now() + interval '1 hour')`, [
      user!.id,
      sha256(token),
    ]);
    const res = await t.app.inject({ method: 'GET', url: `/api/crm/user/token/${token}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorcode).toBe('USER_NO_ROLES');
  });

  it('activates a new account through its activation link', async () => {
    await t.db.query(
      `INSERT INTO users (username, password_hash, firstname, lastname, email, roles, active, kennisname)
       VALUES ('nieuweopleider', NULL, 'Nieuwe', 'Opleider', 'nieuw@demo.test', '{OPLVERSTREKKER}', false, true)`,
    );
    expect((await tryLogin('nieuweopleider', 'Welkom12345')).statusCode).toBe(401);
    const user = await findUserByUsername(t.db, 'nieuweopleider');
    const token = await issueTokenMail(t.db, t.config, user!, 'ACTIVATE');
    const [mail] = await t.db.query<{ template: string; link: string }>(
      `SELECT mt.name AS template, p.value AS link FROM mails m JOIN mail_templates mt ON mt.idmailtemplate = m.idmailtemplate
         JOIN mail_params p ON p.idmail = m.idmail AND p.name = 'link' WHERE m.recipient = 'nieuw@demo.test'`,
    );
    expect(mail).toEqual({ template: 'ACTIVATIE', link: `http://portaal.test/activate/${token}` });

    // An activation link is not a reset link.
    expect((await t.app.inject({ method: 'GET', url: `/api/crm/user/token/${token}` })).statusCode).toBe(404);
    const show = await t.app.inject({ method: 'GET', url: `/api/crm/user/activate/${token}` });
    expect(show.statusCode).toBe(200);
    expect(show.json()).toEqual({ username: 'nieuweopleider', hasPassword: false });

    const mismatch = await t.app.inject({
      method: 'POST',
      url: `/api/crm/user/activate/${token}`,
      payload: { password: 'Welkom12345', repassword: 'Welkom1234' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields.repassword).toBe(MISMATCH);
    expect((await tryLogin('nieuweopleider', 'Welkom12345')).statusCode).toBe(401);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/crm/user/activate/${token}`,
      payload: { password: 'Welkom12345', repassword: 'Welkom12345' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe('ACTIVATIONSUCCESS');
    const login = await tryLogin('nieuweopleider', 'Welkom12345');
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ username: 'nieuweopleider', roles: ['OPLVERSTREKKER'] });
    expect((await t.app.inject({ method: 'GET', url: `/api/crm/user/activate/${token}` })).statusCode).toBe(404);
  });

  it('never lets an account without a password log in, whatever is typed', async () => {
    await t.db.query(
      `INSERT INTO users (username, password_hash, firstname, lastname, email, roles, active)
       VALUES ('zonderwachtwoord', NULL, 'Zonder', 'Wachtwoord', 'zw@demo.test', '{DIERENARTS}', true)`,
    );
    for (const password of ['dummy-password-1', 'Dierenarts1']) {
      const res = await tryLogin('zonderwachtwoord', password);
      expect(res.statusCode).toBe(401);
      expect(res.json().errorcode).toBe('LOGIN_FAILED');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createSecretariatAccount } from '../../../server/ops/account';
import { useTestApp } from '../../helpers/app';

describe('a production start', () => {
  it('loads demo accounts on PostgreSQL only when asked for; the embedded database keeps its demo', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://portaal@db/portaal' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://portaal@db/portaal', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });
});

describe('npm run account:create: the first real secretariat account', () => {
  const t = useTestApp();
  const person = { username: 'gdewitte', email: 'griet.dewitte@orde-dierenartsen.be', firstname: 'Griet', lastname: 'De Witte' };

  it('prints a one-time activation link; the owner chooses a password with it and logs in as the secretariat', async () => {
    const made = await createSecretariatAccount(t.db, t.config, person, true);
    if (!made.ok || made.mailed) throw new Error(JSON.stringify(made));
    expect(made.link).toMatch(/^http:\/\/portaal\.test\/activate\/[\w-]{20,}$/);
    const token = made.link.split('/').pop()!;
    // Without a password it cannot be used yet.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/auth/person/j_security_check',
      payload: 'j_username=gdewitte&j_password=',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(early.statusCode).toBe(401);
    const check = await t.app.inject({ method: 'GET', url: `/api/crm/user/activate/${token}` });
    expect(check.json()).toMatchObject({ username: 'gdewitte', hasPassword: false });
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/crm/user/activate/${token}`,
      payload: { password: 'Nieuwjaar2027', repassword: 'Nieuwjaar2027' },
    });
    expect(set.json()).toMatchObject({ code: 'ACTIVATIONSUCCESS' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/person/j_security_check',
      payload: 'j_username=gdewitte&j_password=Nieuwjaar2027',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'ovd_sid')!;
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/person', headers: { cookie: `ovd_sid=${cookie.value}` } });
    expect(me.json().roles).toEqual(['SECRETARIAAT']);
    // Printed links are not queued as mail as well.
    const [mails] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mails WHERE recipient = $1`, [person.email]);
    expect(mails!.n).toBe(0);
  });

  it('mails the link through the queue when not asked to print it', async () => {
    const made = await createSecretariatAccount(t.db, t.config, { ...person, username: 'hvandamme', email: 'hilde.vandamme@orde-dierenartsen.be' }, false);
    expect(made).toEqual({ ok: true, username: 'hvandamme', mailed: true });
    const mails = await t.db.query<{ name: string; status: string }>(
      `SELECT t.name, m.status FROM mails m JOIN mail_templates t USING (idmailtemplate) WHERE m.recipient = 'hilde.vandamme@orde-dierenartsen.be'`,
    );
    expect(mails).toEqual([{ name: 'ACTIVATIE', status: 'NEW' }]);
  });

  it('refuses bad input and a taken username in Dutch, and writes nothing', async () => {
    const [before] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const bad = await createSecretariatAccount(t.db, t.config, { username: '', email: 'geen-adres', firstname: 'A' }, true);
    expect(bad.ok).toBe(false);
    const problems = (bad as { problems: string[] }).problems.join('\n');
    expect(problems).toMatch(/--username: .*verplicht/i);
    expect(problems).toMatch(/--email: /);
    expect(problems).toMatch(/--lastname: /);
    expect(problems).not.toMatch(/validation\./);
    const taken = await createSecretariatAccount(t.db, t.config, { ...person, username: 'secretariaat' }, true);
    expect(taken).toEqual({ ok: false, problems: ['Er bestaat al een account secretariaat.'] });
    const [after] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(after!.n).toBe(before!.n);
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { useTestApp } from '../../helpers/app';

/** Public requests that send mail are limited, so the portal cannot be used to flood a mailbox. */
describe('limits on requests that send mail', () => {
  const t = useTestApp();
  const resetMails = async (username: string) =>
    (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM mails m JOIN mail_templates mt USING (idmailtemplate) JOIN users u ON u.email = m.recipient
          WHERE mt.name = 'WACHTWOORD_RESET' AND u.username = $1`,
        [username],
      )
    )[0]!.n;
  const reset = (username: string, address = '198.51.100.7') =>
    t.app.inject({ method: 'POST', url: `/api/crm/user/resetpass/${username}`, remoteAddress: address });

  it('sends at most three reset mails per account in a quarter of an hour, with the same answer every time', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await reset('N1004', `198.51.100.${10 + i}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().code).toBe('RESETPASS_MAIL_SENDED');
    }
    expect(await resetMails('N1004')).toBe(3);
  });

  it('holds the limit when the requests arrive at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => reset('N1006', `198.51.100.${40 + i}`)));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(await resetMails('N1006')).toBe(3);
  });

  it('refuses in Dutch after thirty resets from one address, for whichever account', async () => {
    for (let i = 0; i < 30; i++) expect((await reset(`onbekend${i}`, '198.51.100.99')).statusCode).toBe(200);
    const refused = await reset('N1005', '198.51.100.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorcode: 'TOO_MANY_REQUESTS', usererror: expect.stringContaining('te veel aanvragen') });
    expect(await resetMails('N1005')).toBe(0);
    expect((await reset('N1005', '198.51.100.98')).statusCode).toBe(200);
  });

  it('does not believe X-Forwarded-For unless TRUST_PROXY says so', async () => {
    for (let i = 0; i < 30; i++) {
      await t.app.inject({ method: 'POST', url: `/api/crm/user/resetpass/x${i}`, remoteAddress: '203.0.113.5', headers: { 'x-forwarded-for': `10.0.0.${i}` } });
    }
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/crm/user/resetpass/x99',
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-for': '10.0.1.1' },
    });
    expect(forged.statusCode).toBe(429);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe('loopback,linklocal,uniquelocal');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe('loopback,linklocal,uniquelocal');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  const registrationForm = (i: number) => ({
    firstname: 'Test',
    lastname: `Registratie${i}`,
    email: `registratie${i}@voorbeeld.be`,
    username: `limiet${i}`,
    password: 'Limiet1234',
    repassword: 'Limiet1234',
    name: `Opleiding ${i}`,
    street: 'Markt',
    housenumber: '1',
    postcode: '8000',
    locality: 'Brugge',
    iddiclegalform: 'VZW',
    cursustype: 'BP',
  });

  it('takes ten provider registrations an hour from one address', async () => {
    const post = (i: number) => t.app.inject({ method: 'POST', url: '/api/registraties', payload: registrationForm(i), remoteAddress: '192.0.2.44' });
    for (let i = 0; i < 10; i++) expect((await post(i)).statusCode, `registration ${i}`).toBe(201);
    const refused = await post(10);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorcode).toBe('TOO_MANY_REQUESTS');
    const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM provider_registrations WHERE data->>'username' = 'limiet10'`);
    expect(row!.n).toBe(0);
  });

  it('counts a taken username as a try, so one address cannot probe which usernames exist', async () => {
    const taken = ['N1001', 'n1002', 'opleider', 'SECRETARIAAT', 'N1003', 'N1004', 'N1005', 'N1006', 'opleider2', 'n1001', 'N1002', 'Opleider'];
    const probe = (username: string) =>
      t.app.inject({ method: 'POST', url: '/api/registraties', payload: { ...registrationForm(99), username }, remoteAddress: '192.0.2.77' });
    for (const username of taken.slice(0, 10)) expect((await probe(username)).json().errorcode, username).toBe('USERNAME_TAKEN');
    // Past the limit the answer is the same for a taken and a free username, and names neither.
    for (const username of [...taken.slice(10), 'vrijenaam']) {
      const res = await probe(username);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ errorcode: 'TOO_MANY_REQUESTS', usererror: expect.stringContaining('te veel aanvragen') });
    }
    const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM provider_registrations WHERE data->>'username' = 'vrijenaam'`);
    expect(row!.n).toBe(0);
  });

  it('holds the registration limit and the probe count when the requests arrive at the same moment', async () => {
    const post = (i: number, username: string) =>
      t.app.inject({ method: 'POST', url: '/api/registraties', payload: { ...registrationForm(i), username }, remoteAddress: '192.0.2.88' });
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => post(100 + i, i % 2 ? 'N1001' : `gelijk${i}`)));
    const counted = answers.filter((res) => res.statusCode === 201 || res.statusCode === 409);
    expect(counted).toHaveLength(10);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(6);
    const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM provider_registrations WHERE data->>'username' LIKE 'gelijk%'`);
    expect(row!.n).toBe(answers.filter((res) => res.statusCode === 201).length);
  });
});

/** Behind a proxy (TRUST_PROXY=1) the client's address is the one the proxy saw, not one the client wrote. */
describe('limits behind a trusted proxy', () => {
  const t = useTestApp({ trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy });
  const viaProxy = (username: string, forwarded: string) =>
    t.app.inject({ method: 'POST', url: `/api/crm/user/resetpass/${username}`, remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': forwarded } });

  it('counts the address the proxy added, whatever the client put before it', async () => {
    for (let i = 0; i < 30; i++) expect((await viaProxy(`onbekend${i}`, `192.0.2.${i}, 198.51.100.60`)).statusCode).toBe(200);
    expect((await viaProxy('x99', '192.0.2.99, 198.51.100.60')).statusCode).toBe(429);
    expect((await viaProxy('x99', '192.0.2.99, 198.51.100.61')).statusCode).toBe(200);
  });

  it('believes no X-Forwarded-For from a client that reaches the server itself', async () => {
    const direct = (i: number) =>
      t.app.inject({ method: 'POST', url: `/api/crm/user/resetpass/d${i}`, remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': `10.1.0.${i}` } });
    for (let i = 0; i < 30; i++) expect((await direct(i)).statusCode).toBe(200);
    expect((await direct(99)).statusCode).toBe(429);
  });
});

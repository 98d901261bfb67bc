import { beforeAll, describe, expect, it } from 'vitest';
import { createMailWorker } from '../../../server/mail/worker';
import { as, login, useTestApp } from '../../helpers/app';
import { useSmtp } from '../../helpers/smtp';

/**
 * Pausing the mail queue: a restored back-up starts paused; the secretariat sees it on
 * /mails and resumes (or pauses) with GET/PUT /api/mails/versturen. While paused the worker claims nothing.
 */
describe('pausing and resuming the sending of mail', () => {
  const t = useTestApp();
  const smtp = useSmtp();
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    for (const user of ['secretariaat', 'N1001', 'opleider']) cookies[user] = await login(t.app, user);
  });

  const get = (user?: string) => as(t.app, user ? cookies[user] : undefined, { method: 'GET', url: '/api/mails/versturen' });
  const put = (user: string | undefined, payload: unknown) =>
    as(t.app, user ? cookies[user] : undefined, { method: 'PUT', url: '/api/mails/versturen', payload: payload as object });
  const audits = () =>
    t.db.query<{ username: string; action: string; before: { paused: boolean }; after: { paused: boolean } }>(
      `SELECT username, action, before, after FROM audit_log WHERE resource = 'app_state' AND record_id = 'mail_paused' ORDER BY id`,
    );
  const sendQueue = async () => {
    const worker = createMailWorker(t.db, { ...t.config, smtpUrl: smtp.url });
    await worker.drain();
    await worker.stop();
  };
  const resetMailTo = (username: string) =>
    t.db.query<{ idmail: number; status: string; attempts: number }>(
      `SELECT m.idmail, m.status, m.attempts FROM mails m JOIN mail_params p ON p.idmail = m.idmail AND p.name = 'gebruikersnaam' WHERE p.value = $1`,
      [username],
    );

  it('sends by default', async () => {
    const res = await get('secretariaat');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ paused: false, since: null, reason: null, by: null });
  });

  it('pauses for the secretariat: the worker claims nothing, the mail waits as NEW, the change is audited', async () => {
    const before = Date.now();
    const res = await put('secretariaat', { paused: true });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ paused: true, reason: 'manual', by: expect.stringMatching(/\S/) });
    expect(new Date(body.since).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await get('secretariaat')).json()).toEqual(body);
    expect(await audits()).toEqual([
      { username: 'secretariaat', action: 'pauzeren', before: expect.objectContaining({ paused: false }), after: expect.objectContaining({ paused: true }) },
    ]);

    await t.app.inject({ method: 'POST', url: '/api/crm/user/resetpass/N1005' });
    const received = smtp.received.length;
    await sendQueue();
    expect(smtp.received.length).toBe(received);
    expect(await resetMailTo('N1005')).toEqual([expect.objectContaining({ status: 'NEW', attempts: 0 })]);
  });

  it('keeps the first pause when paused again: same time, no second audit row', async () => {
    const first = (await get('secretariaat')).json();
    const again = await put('secretariaat', { paused: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(await audits()).toHaveLength(1);
  });

  it('still serves the declared mail at /api/mails/{id} beside it', async () => {
    const [mail] = await resetMailTo('N1005');
    const res = await as(t.app, cookies.secretariaat, { method: 'GET', url: `/api/mails/${mail!.idmail}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ idmail: mail!.idmail, status: 'NEW' });
  });

  it('refuses bad input with a Dutch field error and changes nothing', async () => {
    for (const payload of [{}, { paused: 'ja' }, { paused: 1 }, { paused: null }]) {
      const res = await put('secretariaat', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({
        errorcode: 'VALIDATION_ERROR',
        usererror: expect.stringMatching(/\S/),
        fields: { paused: expect.stringMatching(/\S/) },
      });
    }
    expect((await get('secretariaat')).json().paused).toBe(true);
    expect(await audits()).toHaveLength(1);
  });

  it('is the secretariat’s alone: 401 without a session, 403 for a veterinarian or a provider', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await put(undefined, { paused: false })).statusCode).toBe(401);
    for (const user of ['N1001', 'opleider']) {
      expect((await get(user)).statusCode).toBe(403);
      const res = await put(user, { paused: false });
      expect(res.statusCode).toBe(403);
      expect(res.json().errorcode).toBe('FORBIDDEN');
    }
    expect((await get('secretariaat')).json().paused).toBe(true);
  });

  it('resumes: the waiting mail goes out, and the change is audited', async () => {
    const res = await put('secretariaat', { paused: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ paused: false, since: null, reason: null, by: null });
    await sendQueue();
    expect(smtp.received.some((m) => m.to.includes('n1005@demo.orde-dierenartsen.be'))).toBe(true);
    expect(await resetMailTo('N1005')).toEqual([expect.objectContaining({ status: 'PROCESSED' })]);
    expect((await audits()).map((a) => [a.username, a.action])).toEqual([
      ['secretariaat', 'pauzeren'],
      ['secretariaat', 'hervatten'],
    ]);
  });
});

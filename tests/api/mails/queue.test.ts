import { beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../../../server/repositories/mails';
import { as, login, useTestApp } from '../../helpers/app';

describe('mail queue', () => {
  const t = useTestApp();
  let sec: string;
  const ids: number[] = [];
  beforeAll(async () => {
    sec = await login(t.app, 'secretariaat');
    for (const [i, to] of ['a@voorbeeld.be', 'b@voorbeeld.be', 'c@voorbeeld.be'].entries()) {
      const id = await queueMail(t.db, 'ACTIVATIE', to, { voornaam: 'V', achternaam: 'A', gebruikersnaam: `u${i}`, link: 'http://x.be' });
      await t.db.query(`UPDATE mails SET creationdate = now() - make_interval(mins => $2) WHERE idmail = $1`, [id, 10 - i]);
      ids.push(id);
    }
    await t.db.query(`UPDATE mails SET status = 'ERROR', attempts = 5 WHERE idmail = $1`, [ids[0]]);
    await t.db.query(`INSERT INTO mail_logs (idmail, status, message) VALUES ($1, 'ERROR', 'Poging 5 mislukt')`, [ids[0]]);
  });

  it('lists newest first with a status filter and counts per status', async () => {
    const list = (await as(t.app, sec, { method: 'GET', url: '/api/mails' })).json();
    expect(list.items.map((m: { idmail: number }) => m.idmail).slice(0, 3)).toEqual([ids[2], ids[1], ids[0]]);
    expect(list.items[0]).toMatchObject({ recipient: 'c@voorbeeld.be', status: 'NEW', template: 'ACTIVATIE', description: 'Account activeren' });
    const errors = (await as(t.app, sec, { method: 'GET', url: '/api/mails?status=ERROR' })).json();
    expect(errors.items.map((m: { idmail: number }) => m.idmail)).toEqual([ids[0]]);
    const stats = (await as(t.app, sec, { method: 'GET', url: '/api/mails/stats' })).json();
    expect(stats.items).toEqual([
      { state: 'NEW', count: 2 },
      { state: 'STOP', count: 0 },
      { state: 'PROCESSED', count: 0 },
      { state: 'ERROR', count: 1 },
    ]);
  });

  it('shows a mail with its parameters and log', async () => {
    const params = (await as(t.app, sec, { method: 'GET', url: `/api/mails/${ids[0]}/params` })).json();
    expect(params.items).toContainEqual(expect.objectContaining({ name: 'gebruikersnaam', value: 'u0' }));
    const logs = (await as(t.app, sec, { method: 'GET', url: `/api/mails/${ids[0]}/logs` })).json();
    expect(logs.items[0]).toMatchObject({ status: 'ERROR', message: 'Poging 5 mislukt' });
  });

  it('masks the token of a reset or activation link among the parameters', async () => {
    const id = await queueMail(t.db, 'WACHTWOORD_RESET', 'd@voorbeeld.be', { gebruikersnaam: 'u3', link: 'http://x.be/token/GeheimeToken_123-abc' });
    const params = (await as(t.app, sec, { method: 'GET', url: `/api/mails/${id}/params` })).json();
    expect(params.items).toContainEqual(expect.objectContaining({ name: 'link', value: 'http://x.be/token/••••••' }));
    expect(JSON.stringify(params)).not.toContain('GeheimeToken');
  });

  it('puts an ERROR mail back to NEW with fresh tries, and can stop a mail', async () => {
    const res = await as(t.app, sec, { method: 'POST', url: `/api/mails/${ids[0]}`, payload: { status: 'NEW' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'NEW', attempts: 0 });
    const stop = await as(t.app, sec, { method: 'POST', url: `/api/mails/${ids[1]}`, payload: { status: 'STOP' } });
    expect(stop.json().status).toBe('STOP');
    // The log says who changed the status, in Dutch.
    const log = (await as(t.app, sec, { method: 'GET', url: `/api/mails/${ids[1]}/logs` })).json().items;
    expect(log.at(-1)).toMatchObject({ status: 'STOP', message: 'Status gewijzigd naar Gestopt door secretariaat.' });
  });

  it('refuses an unknown status or filter, and an unknown mail', async () => {
    const bad = await as(t.app, sec, { method: 'POST', url: `/api/mails/${ids[2]}`, payload: { status: 'VERZONDEN' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.status).toBe('De waarde heeft niet het juist formaat');
    expect((await as(t.app, sec, { method: 'GET', url: `/api/mails/${ids[2]}` })).json().status).toBe('NEW');
    expect((await as(t.app, sec, { method: 'GET', url: '/api/mails?status=X' })).statusCode).toBe(400);
    expect((await as(t.app, sec, { method: 'GET', url: '/api/mails/999999' })).statusCode).toBe(404);
  });
});

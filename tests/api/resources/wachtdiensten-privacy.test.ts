import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';

const API = '/api/wachtdiensten';

/**
 * What a vet may read and ask of a service that is not theirs: a member's reason for
 * leaving stays with them, the responsible and the secretariat; a change is asked by the service's
 * own people.
 */
describe('on-call services: others’ comments and requests', () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  let service: number;
  beforeAll(async () => {
    for (const u of ['secretariaat', 'N1001', 'N1003', 'N1004', 'N1005']) cookies[u] = await login(t.app, u);
    // N1003's service (an approved registration), with N1004 as a member.
    const asked = await call('N1003', 'POST', API, {
      service: { name: `Privacy ${Date.now()}`, telephone: '09 111 22 33', type: 'GEZEL', diersoorten: ['GEZEL'] },
    });
    service = (await call('secretariaat', 'POST', `${API}/${asked.json().id}/actions/evaluate`, { decision: 'APP' })).json().wachtdienstId;
    expect((await call('N1004', 'POST', `${API}/${service}/members`, { activeMember: 'W' })).statusCode).toBe(201);
  });
  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) => as(t.app, cookies[who], { method, url, payload });
  const leavingComments = async (who: string) =>
    ((await call(who, 'GET', `${API}/${service}/historiek`)).json().items as { action: string; comment: string | null }[])
      .filter((h) => h.action === 'uitschrijven')
      .map((h) => h.comment);

  it('shows a member’s reason for leaving to them, the responsible and the secretariat, and to no other vet', async () => {
    const mine = (await call('N1005', 'POST', `${API}/${service}/members`, { activeMember: 'P' })).json();
    const left = await call('N1005', 'POST', `${API}/${service}/members/${mine.id}/delete`, { comments: 'Mijn gezondheid laat het niet meer toe' });
    expect(left.statusCode, left.body).toBe(200);
    expect(await leavingComments('N1003')).toEqual(['Mijn gezondheid laat het niet meer toe']);
    expect(await leavingComments('secretariaat')).toEqual(['Mijn gezondheid laat het niet meer toe']);
    expect(await leavingComments('N1005')).toEqual(['Mijn gezondheid laat het niet meer toe']);
    // Another vet, also a member, sees that someone left, not why.
    expect(await leavingComments('N1004')).toEqual([null]);
    expect(await leavingComments('N1001')).toEqual([null]);
    expect((await call('N1001', 'GET', `${API}/${service}/historiek`)).body).not.toContain('gezondheid');
  });

  it('takes a change request from a member and the responsible only; anyone else gets a Dutch 403', async () => {
    const change = { service: { name: 'Nieuwe naam', telephone: '09 111 22 33', type: 'GEZEL', diersoorten: ['GEZEL'] } };
    const stranger = await call('N1001', 'POST', `${API}/${service}/actions/request-update`, change);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({
      errorcode: 'FORBIDDEN',
      usererror: 'Alleen de leden en de verantwoordelijke van deze wachtdienst kunnen een wijziging aanvragen.',
    });
    const [kept] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM wachtdienst_wijzigingen WHERE requester = 'N1001' AND wachtdienst_id = $1", [
      service,
    ]);
    expect(kept!.n).toBe(0);
    expect((await call('N1004', 'POST', `${API}/${service}/actions/request-update`, change)).statusCode).toBe(201);
    expect((await call('N1003', 'POST', `${API}/${service}/actions/request-update`, change)).statusCode).toBe(201);
  });

  it('finds one member’s own row by ordenummer, on whatever page it is', async () => {
    const own = (await call('N1004', 'GET', `${API}/${service}/members?ordenummer=N1004`)).json();
    expect(own.items.map((m: { ordenummer: string }) => m.ordenummer)).toEqual(['N1004']);
    expect((await call('N1004', 'GET', `${API}/${service}/members?ordenummer=N1001`)).json().items).toEqual([]);
  });
});

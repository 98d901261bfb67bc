import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { createTestApp, login, type TestContext, withAppOrigin } from '../../helpers/app';
import { makeTable, notitiesResource } from '../../helpers/throwaway';

/** A provider probing another organisation's records of an owned resource (the test-only `notities`). */
describe('ownership of a declared resource, attacked', () => {
  let ctx: TestContext & { close(): Promise<void> };
  let app: FastifyInstance;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    await makeTable(ctx.db, notitiesResource);
    app = withAppOrigin(await buildApp({ config: ctx.config, db: ctx.db, resources: [notitiesResource] }), ctx.config.publicUrl);
    await app.ready();
    for (const u of ['secretariaat', 'opleider', 'opleider2']) cookies[u] = await login(app, u);
  });
  afterAll(async () => {
    await app?.close();
    await ctx?.close();
  });

  const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { origin: 'http://portaal.test', cookie: cookies[who] } });
  const create = async (who: string, body: object) => {
    const res = await call(who, 'POST', '/api/proef/notities', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const auditCount = async () => (await ctx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE resource = 'notities'"))[0]!.n;

  // DESIGN §3: not the owner is 403; the record stays untouched and unread.
  it("refuses another organisation's record with 403 and leaves it as it was", async () => {
    const theirs = await create('opleider2', { title: 'Geheim van opleider2' });
    const [{ max }] = (await ctx.db.query<{ max: number }>('SELECT max(id)::int AS max FROM proef_notities')) as [{ max: number }];
    const missing = max + 1000;
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['POST', '', { title: 'Gekaapt' }],
      ['DELETE', '', undefined],
    ] as const) {
      const other = await call('opleider', method, `/api/proef/notities/${theirs.id}${suffix}`, body);
      const none = await call('opleider', method, `/api/proef/notities/${missing}${suffix}`, body);
      expect(other.statusCode, `${method} another's record`).toBe(403);
      expect(other.json(), `${method} another's record`).not.toHaveProperty('title');
      expect(none.statusCode, `${method} a missing record`).toBe(404);
    }
    const kept = await call('opleider2', 'GET', `/api/proef/notities/${theirs.id}`);
    expect(kept.json().title).toBe('Geheim van opleider2');
  });

  it('keeps the owner, the state and the id out of reach of the request body', async () => {
    const before = await auditCount();
    const mine = await create('opleider', { title: 'Van mij', id: 999_999, legalEntityId: 1, status: 'GOEDGEKEURD' });
    expect(mine.id).not.toBe(999_999);
    expect(mine.status).toBe('NIEUW');
    const [{ entity }] = (await ctx.db.query<{ entity: number }>("SELECT legal_entity_id AS entity FROM users WHERE username = 'opleider'")) as [
      { entity: number },
    ];
    expect(mine.legalEntityId).toBe(entity);
    const theirs = await create('opleider2', { title: 'Van opleider2' });
    const changed = await call('opleider', 'POST', `/api/proef/notities/${mine.id}`, {
      id: theirs.id,
      legalEntityId: theirs.legalEntityId,
      status: 'AFGEKEURD',
      title: 'Nog steeds van mij',
    });
    expect(changed.json()).toMatchObject({ id: mine.id, legalEntityId: entity, status: 'NIEUW', title: 'Nog steeds van mij' });
    expect((await call('opleider2', 'GET', `/api/proef/notities/${theirs.id}`)).json().title).toBe('Van opleider2');
    expect(await auditCount()).toBe(before + 3);
  });

  it('finds nothing of another organisation through search, filters, sort or paging', async () => {
    await create('opleider2', { title: 'Zzz verborgen 100%_\\', day: '2030-01-01' });
    const urls = [
      '?q=verborgen',
      '?titel=verborgen',
      '?q=%25',
      '?q=_',
      '?q=%5C',
      '?vanaf=2000-01-01&sort=day&order=DESC',
      '?sort=title&order=DESC&limit=500',
      "?titel=' OR '1'='1",
      '?legalEntityId=8',
      '?status[x]=1',
    ];
    for (const url of urls) {
      const res = await call('opleider', 'GET', `/api/proef/notities${url}`);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('verborgen');
    }
    const all = await call('secretariaat', 'GET', '/api/proef/notities?q=verborgen');
    expect(all.json().size).toBe(1);
  });

  it('refuses sort, order and filter values outside the declaration with a Dutch field error', async () => {
    for (const [url, field] of [
      ['?sort=legalEntityId', 'sort'],
      ['?sort=title;DROP TABLE proef_notities', 'sort'],
      ['?order=asc', 'order'],
      ['?status=NIEUW&status=AFGEKEURD', 'status'],
      ['?q=a&q=b', 'q'],
      [`?q=${'x'.repeat(101)}`, 'q'],
      ['?q=%00', 'q'],
    ]) {
      const res = await call('opleider', 'GET', `/api/proef/notities${url}`);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().fields), url).toEqual([field]);
    }
    expect((await ctx.db.query('SELECT 1 FROM proef_notities LIMIT 1')).length).toBe(1);
  });

  it.each(['0000-01-01', '2027-02-30', '2027-13-01'])('refuses %s as a date filter with the field named', async (vanaf) => {
    const res = await call('opleider', 'GET', `/api/proef/notities?vanaf=${vanaf}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual({ vanaf: 'Geef een geldige datum in (dd/mm/jjjj).' });
  });

  it('writes one audit row per change and decision, none for a refused one', async () => {
    const note = await create('opleider', { title: 'Voor de audit' });
    const rows = async () =>
      (
        await ctx.db.query<{ action: string; username: string }>(
          "SELECT action, username FROM audit_log WHERE resource = 'notities' AND record_id = $1 ORDER BY id",
          [String(note.id)],
        )
      ).map((r) => `${r.username}:${r.action}`);
    const url = `/api/proef/notities/${note.id}`;
    expect((await call('opleider', 'POST', url, { title: '' })).statusCode).toBe(400);
    expect((await call('opleider2', 'POST', url, { title: 'Gekaapt' })).statusCode).toBe(403);
    expect((await call('opleider2', 'DELETE', url)).statusCode).toBe(403);
    expect((await call('secretariaat', 'POST', `${url}/actions/afkeuren`, {})).statusCode).toBe(400);
    expect((await call('secretariaat', 'POST', `${url}/actions/afkeuren`, { comment: 'Onvolledig' })).statusCode).toBe(200);
    expect((await call('secretariaat', 'POST', `${url}/actions/goedkeuren`, {})).statusCode).toBe(409);
    expect((await call('opleider', 'DELETE', url)).statusCode).toBe(200);
    expect((await call('opleider', 'DELETE', url)).statusCode).toBe(404);
    expect(await rows()).toEqual(['opleider:create', 'secretariaat:afkeuren', 'opleider:delete']);
  });
});

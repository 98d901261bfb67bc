import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../../domain/declare/access';
import type { Role } from '../../../domain/roles';
import { buildApp } from '../../../server/app';
import { createTestApp, login, type TestContext, withAppOrigin } from '../../helpers/app';
import { makeTable, notities, notitiesResource } from '../../helpers/throwaway';

/** A resource declared inside this test, with no other file: everything comes from the declaration. */
describe('a resource declared in a test', () => {
  let ctx: TestContext & { close(): Promise<void> };
  let app: FastifyInstance;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    await makeTable(ctx.db, notitiesResource);
    app = withAppOrigin(await buildApp({ config: ctx.config, db: ctx.db, resources: [notitiesResource] }), ctx.config.publicUrl);
    await app.ready();
    for (const u of ['secretariaat', 'opleider', 'opleider2', 'N1001']) cookies[u] = await login(app, u);
  });
  afterAll(async () => {
    await app?.close();
    await ctx?.close();
  });

  const call = (who: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { origin: 'http://portaal.test', ...(who ? { cookie: cookies[who] } : {}) } });
  const create = async (who = 'opleider', body: object = { title: 'Eerste notitie', amount: '12,5', day: '2027-03-01' }) => {
    const res = await call(who, 'POST', '/api/proef/notities', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it('creates, lists, changes and deletes, with the owner and first state filled in by the server', async () => {
    const made = await create();
    const [entity] = await ctx.db.query<{ id: number }>("SELECT legal_entity_id AS id FROM users WHERE username = 'opleider'");
    expect(made).toMatchObject({ title: 'Eerste notitie', amount: 12.5, day: '2027-03-01', urgent: false, status: 'NIEUW', legalEntityId: entity!.id });
    const list = (await call('opleider', 'GET', '/api/proef/notities?titel=eerste&vanaf=2027-01-01')).json();
    expect(list).toMatchObject({ limit: 5, offset: 0, size: 1 });
    const changed = await call('opleider', 'POST', `/api/proef/notities/${made.id}`, { amount: 20, status: 'GOEDGEKEURD' });
    expect(changed.json()).toMatchObject({ amount: 20, status: 'NIEUW', title: 'Eerste notitie' });
    expect((await call('opleider', 'DELETE', `/api/proef/notities/${made.id}`)).statusCode).toBe(200);
    const audit = await ctx.db.query<{ action: string }>("SELECT action FROM audit_log WHERE resource = 'notities' AND record_id = $1 ORDER BY id", [
      String(made.id),
    ]);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('validates with the declared schema: Dutch field errors, nothing written', async () => {
    const res = await call('opleider', 'POST', '/api/proef/notities', { title: '', amount: '1,234', day: '2027-02-30' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      title: 'Dit veld is verplicht.',
      amount: 'Geen geldig getal, gebruik volgende formaat : 20,65',
      day: 'Geef een geldige datum in (dd/mm/jjjj).',
    });
    expect((await ctx.db.query('SELECT 1 FROM proef_notities WHERE title = $1', [''])).length).toBe(0);
  });

  it('keeps a provider to its own organisation, and lets the secretariat see all', async () => {
    const mine = await create('opleider', { title: 'Van opleider' });
    const other = await create('opleider2', { title: 'Van opleider2' });
    const titles = async (who: string) => (await call(who, 'GET', '/api/proef/notities?limit=50')).json().items.map((n: { title: string }) => n.title);
    expect(await titles('opleider')).toContain('Van opleider');
    expect(await titles('opleider')).not.toContain('Van opleider2');
    expect(await titles('secretariaat')).toEqual(expect.arrayContaining(['Van opleider', 'Van opleider2']));
    expect((await call('opleider', 'GET', `/api/proef/notities/${other.id}`)).statusCode).toBe(403);
    expect((await call('opleider', 'POST', `/api/proef/notities/${other.id}`, { title: 'Gekaapt' })).statusCode).toBe(403);
    expect((await call('opleider', 'DELETE', `/api/proef/notities/${other.id}`)).statusCode).toBe(403);
    expect((await call('opleider2', 'GET', `/api/proef/notities/${other.id}`)).json().title).toBe('Van opleider2');
    expect((await call('secretariaat', 'GET', `/api/proef/notities/${mine.id}`)).statusCode).toBe(200);
  });

  it('moves through the queue only by its declared transitions, a decline only with a comment', async () => {
    const note = await create('opleider', { title: 'Te beslissen' });
    const url = `/api/proef/notities/${note.id}/actions`;
    expect((await call('opleider', 'POST', `${url}/goedkeuren`, {})).statusCode).toBe(403);
    const noComment = await call('secretariaat', 'POST', `${url}/afkeuren`, {});
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().fields.comment).toBe('Dit veld is verplicht.');
    const approved = await call('secretariaat', 'POST', `${url}/goedkeuren`, { comment: 'In orde' });
    expect(approved.json().status).toBe('GOEDGEKEURD');
    const again = await call('secretariaat', 'POST', `${url}/afkeuren`, { comment: 'Toch niet' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorcode).toBe('CURSUS_STATUS_ERROR');
    const [audit] = await ctx.db.query<{ after: { comment: string } }>("SELECT after FROM audit_log WHERE action = 'goedkeuren' AND record_id = $1", [
      String(note.id),
    ]);
    expect(audit!.after.comment).toBe('In orde');
  });

  it('has rows in the role table that the server enforces for every caller', async () => {
    const note = await create('opleider', { title: 'Voor de matrix' });
    const callers: [string | null, Role | null][] = [
      [null, null],
      ['N1001', 'DIERENARTS'],
      ['secretariaat', 'SECRETARIAAT'],
      ['opleider', 'OPLVERSTREKKER'],
    ];
    const rows = Object.entries(declaredRoutes(notities));
    expect(rows.map(([key]) => key).sort()).toEqual(
      [
        'DELETE /proef/notities/:id',
        'GET /proef/notities',
        'GET /proef/notities/:id',
        'GET /proef/notities/stats',
        'POST /proef/notities',
        'POST /proef/notities/:id',
        'POST /proef/notities/:id/actions/afkeuren',
        'POST /proef/notities/:id/actions/goedkeuren',
      ].sort(),
    );
    for (const [key, access] of rows) {
      if (key.startsWith('DELETE')) continue;
      const [method, path] = key.split(' ') as ['GET' | 'POST', string];
      for (const [who, role] of callers) {
        const res = await call(
          who,
          method,
          `/api${path.replace(':id', String(note.id))}`,
          method === 'POST' ? { title: 'Matrix', comment: 'Matrix' } : undefined,
        );
        const expected = !who ? 401 : access !== 'public' && access !== 'authenticated' && !access.includes(role!) ? 403 : null;
        if (expected) expect(res.statusCode, `${key} as ${who}`).toBe(expected);
        else expect([401, 403], `${key} as ${who}: ${res.body}`).not.toContain(res.statusCode);
      }
    }
  });

  it('appears in the OpenAPI document with its request and response schemas', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const list = doc.paths['/api/proef/notities'];
    expect(list.get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['limit', 'offset', 'q', 'status', 'titel', 'vanaf']));
    expect(list.get.responses['200'].content['application/json'].schema.properties.items.items.properties).toHaveProperty('amount');
    expect(list.post.requestBody.content['application/json'].schema.properties).toHaveProperty('title');
    expect(list.post.requestBody.content['application/json'].schema.properties).not.toHaveProperty('status');
    expect(doc.paths['/api/proef/notities/{id}/actions/afkeuren'].post).toBeDefined();
  });

  it('numbers each approval with the next number of the year, also when approvals arrive at once', async () => {
    const notes = await Promise.all(Array.from({ length: 6 }, (_, i) => create('opleider', { title: `Te nummeren ${i}` })));
    const answers = await Promise.all(notes.map((n) => call('secretariaat', 'POST', `/api/proef/notities/${n.id}/actions/goedkeuren`, {})));
    const numbers = answers.map((a) => a.json().number as string).sort();
    const year = new Date().getFullYear();
    expect(numbers.every((n) => n.startsWith(`${year}-`))).toBe(true);
    expect(new Set(numbers).size).toBe(6);
    const last = Number(numbers.at(-1)!.split('-')[1]);
    expect(numbers.map((n) => Number(n.split('-')[1]))).toEqual([last - 5, last - 4, last - 3, last - 2, last - 1, last]);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCall, declaredRoutes } from '../../domain/declare/access';
import type { Declaration } from '../../domain/declare/declaration';
import { type Field, isServerFilled } from '../../domain/declare/fields';
import type { Role } from '../../domain/roles';
import { registerTexts, type ResourceTexts } from '../../domain/texts/registry';
import { buildApp } from '../../server/app';
import type { Resource } from '../../server/generator/part';
import { registerResources } from '../../server/generator/resources';
import { checkDatabase } from '../../server/generator/schemaCheck';
import { tableOf } from '../../server/generator/table';
import { createTestApp, login, type TestContext, withAppOrigin } from './app';
import { resources as fileResources, sampleRecord } from './declared';
import { makeTable } from './throwaway';

const CALLERS: { who: string | null; role: Role | null }[] = [
  { who: null, role: null },
  { who: 'N1001', role: 'DIERENARTS' },
  { who: 'secretariaat', role: 'SECRETARIAAT' },
  { who: 'opleider', role: 'OPLVERSTREKKER' },
];

/** Values a field of each kind must refuse, each with the reason. */
function badValues(f: Field): [unknown, string][] {
  switch (f.kind) {
    case 'text':
      return [
        ['x'.repeat(f.max + 1), 'te lang'],
        ...(f.pattern ? [['abc' as unknown, 'verkeerd formaat'] as [unknown, string]] : []),
        ...(f.required ? [['  ', 'leeg'] as [unknown, string]] : []),
      ];
    case 'number':
      return [
        [f.max + 1, 'te hoog'],
        [f.min - 1, 'te laag'],
        ['veel', 'geen getal'],
        ...(f.decimals === 0 ? [[f.min + 0.5, 'geen geheel getal'] as [unknown, string]] : []),
      ];
    case 'date':
      return [
        ['2027-02-30', 'geen dag'],
        ['morgen', 'geen datum'],
      ];
    case 'time':
      return [
        ['25:00', 'geen uur'],
        ['9u', 'geen uur'],
      ];
    case 'choice':
      return [['ONBEKEND', 'geen keuze']];
    case 'code':
      return [['ONBEKEND', 'geen code van de lijst']];
    case 'reference':
      return [
        [999_999_999, 'bestaat niet'],
        ['abc', 'geen nummer'],
      ];
    case 'flag':
      return [['misschien', 'geen ja of nee']];
    default:
      return [];
  }
}

/**
 * The tests every declared resource gets from its declaration alone, run against resources a test
 * declares (tables drafted by `declare:sql`, texts registered): its table fits; a sample record goes
 * through create, read, list, change and delete with audit rows; each field refuses bad input with a
 * Dutch error naming it and writes nothing; every route answers every kind of caller as the role
 * table says; a queue moves only as its transitions allow; /api/docs describes it.
 */
export function generatedTests(title: string, made: readonly Resource[], texts: Record<string, ResourceTexts>) {
  describe(title, () => {
    let ctx: TestContext & { close(): Promise<void> };
    let app: FastifyInstance;
    const cookies: Record<string, string> = {};
    beforeAll(async () => {
      registerTexts(texts);
      ctx = await createTestApp();
      registerResources(made);
      for (const r of made) await makeTable(ctx.db, r);
      app = withAppOrigin(await buildApp({ config: ctx.config, db: ctx.db, resources: [...fileResources, ...made] }), ctx.config.publicUrl);
      await app.ready();
      for (const { who } of CALLERS) if (who) cookies[who] = await login(app, who);
    });
    afterAll(async () => {
      await app?.close();
      await ctx?.close();
    });

    const call = (who: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
      app.inject({ method, url: `/api${url}`, payload: payload as object, headers: who ? { cookie: cookies[who] } : {} });
    /** A sample a role may send: without the fields other roles write. */
    const sampleFor = async (d: Declaration, role: Role) =>
      Object.fromEntries(Object.entries(await sampleRecord(ctx.db, d)).filter(([name]) => !d.fields[name]!.writers || d.fields[name]!.writers!.includes(role)));
    /** A new record by the first role that may make one. */
    const create = async (d: Declaration) => {
      const maker = CALLERS.find((c) => c.role && declaredRoutes(d)[`POST ${d.path}`]?.includes(c.role as never))!;
      const res = await call(maker.who, 'POST', d.path, await sampleFor(d, maker.role!));
      expect(res.statusCode, res.body).toBe(201);
      return { maker: maker.who!, record: res.json() as Record<string, unknown> & { id: number } };
    };
    const rows = async (d: Declaration) => (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${tableOf(d)}`))[0]!.n;

    for (const { d } of made) {
      describe(d.name, () => {
        it('has the table it declares, as declare:sql drafted it', async () => {
          expect(
            await checkDatabase(
              ctx.db,
              made.filter((r) => r.d === d),
            ),
          ).toEqual([]);
        });

        it('creates, reads, lists, changes and deletes a record, each with an audit row', async () => {
          const { maker, record } = await create(d);
          expect((await call(maker, 'GET', `${d.path}/${record.id}`)).json()).toMatchObject({ id: record.id });
          expect((await call(maker, 'GET', `${d.path}?limit=500`)).json().items.map((r: { id: number }) => r.id)).toContain(record.id);
          const editor = CALLERS.find((c) => c.role && declaredRoutes(d)[`POST ${d.path}/:id`]?.includes(c.role as never))?.who;
          if (editor) expect((await call(editor, 'POST', `${d.path}/${record.id}`, {})).statusCode).toBe(200);
          const remover = CALLERS.find((c) => c.role && declaredRoutes(d)[`DELETE ${d.path}/:id`]?.includes(c.role as never))?.who;
          if (remover) expect((await call(remover, 'DELETE', `${d.path}/${record.id}`)).statusCode).toBe(200);
          const audit = await ctx.db.query<{ action: string }>('SELECT action FROM audit_log WHERE resource = $1 AND record_id = $2 ORDER BY id', [
            d.name,
            String(record.id),
          ]);
          expect(audit.map((a) => a.action)).toEqual(['create', ...(editor ? ['update'] : []), ...(remover ? ['delete'] : [])]);
        });

        it('makes as many records as a test needs from its samples, each one accepted (a unique formatted code included)', async () => {
          const made = [];
          for (let i = 0; i < 5; i++) made.push((await create(d)).record.id);
          expect(new Set(made).size).toBe(5);
        });

        it('refuses bad input in every field with a Dutch error naming it, and writes nothing', async () => {
          const { who: maker, role } = CALLERS.find((c) => c.role && declaredRoutes(d)[`POST ${d.path}`]?.includes(c.role as never))!;
          const valid = await sampleFor(d, role!);
          const before = await rows(d);
          for (const [name, f] of Object.entries(d.fields)) {
            if (isServerFilled(f) || !(name in valid)) continue;
            for (const [value, why] of badValues(f)) {
              const res = await call(maker, 'POST', d.path, { ...valid, [name]: value });
              expect([400, 409], `${d.name}.${name} ${why}: ${res.body}`).toContain(res.statusCode);
              expect(res.json().fields?.[name], `${d.name}.${name} ${why}: ${res.body}`).toMatch(/\S/);
            }
          }
          expect(await rows(d)).toBe(before);
        });

        it('lets only the roles that write a field change it (writers), and takes it unchanged from the others', async () => {
          const guarded = Object.entries(d.fields).filter(([, f]) => f.writers && !isServerFilled(f));
          if (guarded.length === 0) return;
          const { maker, record } = await create(d);
          const makerRole = CALLERS.find((c) => c.who === maker)!.role!;
          for (const [name, f] of guarded) {
            const value = (await sampleRecord(ctx.db, d))[name];
            const writer = CALLERS.find((c) => c.role && f.writers!.includes(c.role) && declaredRoutes(d)[`POST ${d.path}/:id`]?.includes(c.role as never))!
              .who!;
            if (!f.writers!.includes(makerRole)) {
              const refused = await call(maker, 'POST', d.path, { ...(await sampleFor(d, makerRole)), [name]: value });
              expect(refused.statusCode, refused.body).toBe(403);
              expect(refused.json().fields?.[name]).toMatch(/\S/);
            }
            const written = await call(writer, 'POST', `${d.path}/${record.id}`, { [name]: value });
            expect(written.statusCode, written.body).toBe(200);
            expect(written.json()[name]).toBe(value);
            if (!f.writers!.includes(makerRole) && declaredRoutes(d)[`POST ${d.path}/:id`]?.includes(makerRole as never)) {
              // The same value sent back by a form is no change; another one is refused, and nothing changes.
              expect((await call(maker, 'POST', `${d.path}/${record.id}`, { [name]: value })).statusCode).toBe(200);
              expect((await call(maker, 'POST', `${d.path}/${record.id}`, { [name]: `${value}!` })).statusCode).toBe(403);
              expect((await call(writer, 'GET', `${d.path}/${record.id}`)).json()[name]).toBe(value);
            }
          }
        });

        it('answers every route as the role table says, to every kind of caller', async () => {
          const { record } = await create(d);
          for (const [key, access] of Object.entries(declaredRoutes(d))) {
            if (key.startsWith('DELETE')) continue;
            const [method, path] = key.split(' ') as ['GET' | 'POST', string];
            for (const { who, role } of CALLERS) {
              const body = method === 'POST' ? { comment: 'Matrix', status: d.queue?.initial } : undefined;
              const res = await call(who, method, path.replace(':id', String(record.id)), body);
              const allowed = access === 'public' || (!!who && (access === 'authenticated' || access.includes(role!)));
              if (!who) expect(res.statusCode, `${key} anoniem`).toBe(401);
              else if (!allowed) expect(res.statusCode, `${key} als ${who}`).toBe(403);
              else expect([401, 403, 500], `${key} als ${who}: ${res.body}`).not.toContain(res.statusCode);
            }
          }
        });

        it('moves through its queue only from the states each move allows, by its roles, with the comment it asks', async () => {
          if (!d.queue) return;
          for (const [name, t] of Object.entries(d.queue.transitions)) {
            const { record } = await create(d);
            const call_ = actionCall(d, name);
            const path = call_.path.replace(':id', String(record.id));
            const body = (comment: string | null) => ({ ...(call_.decide ? { status: t.to } : {}), ...(comment ? { comment } : {}) });
            const mover = CALLERS.find((c) => c.role && t.roles !== 'authenticated' && t.roles.includes(c.role))!.who!;
            const other = CALLERS.find((c) => c.role && t.roles !== 'authenticated' && !t.roles.includes(c.role) && c.who !== 'N1001')?.who;
            if (other) expect((await call(other, 'POST', path, body('Niet van mij'))).statusCode, `${name} als ${other}`).toBe(403);
            if (t.comment === 'required') expect((await call(mover, 'POST', path, body(null))).json().fields?.comment).toMatch(/\S/);
            const moved = await call(mover, 'POST', path, body('Akkoord'));
            expect(moved.statusCode, moved.body).toBe(200);
            expect(moved.json()[d.queue.state]).toBe(t.to);
            if (!t.from.includes(t.to)) expect((await call(mover, 'POST', path, body('Nog eens'))).statusCode, `${name} opnieuw`).toBe(409);
          }
        });

        it('is described in /api/docs with its request and response schemas', async () => {
          const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
          const list = doc.paths[`/api${d.path}`];
          expect(list.get.responses['200']).toBeDefined();
          if (list.post)
            expect(Object.keys(list.post.requestBody.content['application/json'].schema.properties)).toEqual(
              expect.arrayContaining(Object.keys(d.fields).filter((n) => !isServerFilled(d.fields[n]!))),
            );
        });
      });
    }
  });
}

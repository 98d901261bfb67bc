import { beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../../../domain/roles';
import { buildApp } from '../../../server/app';
import type { Db } from '../../../server/db';
import { ROLE_TABLE as apiAccess } from '../../helpers/declared';
import { as, useTestApp } from '../../helpers/app';
import { MultipartBody, OWNER, RawBody, routeFixtures, withBody } from '../../helpers/routes';
import { journalWrites } from '../../helpers/writeJournal';

/**
 * Every route of the role table, called by a user who may call it, with broken input: ids that
 * cannot exist, numbers too big for the database, text where numbers belong, nested objects,
 * very long strings. The promise (DESIGN §3): a Dutch 4xx answer, never a 500, and a refused
 * request changes nothing.
 */

/** Tables a refused request may still touch: the session it came with and the request counters. */
const VOLATILE = new Set(['sessions', 'login_failures', 'request_limits']);

const callerFor = (access: Access) => {
  if (access === 'public' || access === 'authenticated') return 'secretariaat';
  if (access.includes('SECRETARIAAT')) return 'secretariaat';
  if (access.includes('DIERENARTS')) return OWNER;
  return 'opleider';
};

const JUNK_IDS = ['99999999999', '2147483648', '-1', '0', 'abc', '1.5', "1';--"];
const JUNK_VALUES: unknown[] = [99999999999, -1, 'x'.repeat(5000), { nested: { deep: 1 } }, [1, 2], true, '2026-13-45'];
const JUNK_QUERY = `limit=abc&offset=99999999999999&lastname=${'x'.repeat(3000)}&locality=%00&name=%27%3B--&type=999&exclude=99999999999&active=9&language=xx&status=ONBESTAAND&q=%25`;

const isNumericParam = (key: string, name: string) => name === 'itemId' || (name === 'id' && !key.includes('/dierenartsen/:id'));

describe('bad input on every route: a Dutch 4xx, never a 500, nothing written', () => {
  const t = useTestApp();
  const routes = routeFixtures(t);
  let writes: Awaited<ReturnType<typeof journalWrites>>;

  beforeAll(async () => {
    await routes.setUp();
    const rows = await t.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    writes = await journalWrites(
      t.db,
      rows.map((r) => r.name).filter((name) => !VOLATILE.has(name) && !name.includes('migration')),
    );
  });

  async function call(key: string, url: string, payload?: unknown) {
    const session = await routes.sessionOf(callerFor(apiAccess[key]!));
    const method = key.split(' ')[0] as 'GET';
    const before = await writes.mark();
    const res = await as(t.app, session, { method, url, ...withBody(payload) });
    expect(res.statusCode, `${key} ${url} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
    if (res.statusCode >= 400) {
      const body = res.json();
      expect(body.errorcode, `${key} ${url}`).toMatch(/^[A-Z_]+$/);
      expect(body.usererror, `${key} ${url}`).toMatch(/\S/);
      expect(await writes.since(before), `${key} ${url} wrote although refused`).toEqual([]);
    }
    return res;
  }

  const keys = Object.keys(apiAccess).filter((key) => key !== 'POST /auth/person/j_security_check');

  const withIds = keys.filter((key) => key.split('/').some((part) => part.startsWith(':') && isNumericParam(key, part.slice(1))));
  it.each(withIds)('%s with ids that cannot exist', async (key) => {
    for (const junk of JUNK_IDS) {
      const { url } = await routes.urlFor(key);
      const template = key.split(' ')[1]!.split('/');
      const parts = url.replace(/^\/api/, '').split('/');
      const broken = parts.map((part, i) => (template[i]?.startsWith(':') && isNumericParam(key, template[i]!.slice(1)) ? encodeURIComponent(junk) : part));
      const res = await call(key, `/api${broken.join('/')}`, await routes.bodyFor(key));
      expect(res.statusCode, `${key} with id ${junk}`).toBeGreaterThanOrEqual(400);
    }
  });

  const posts = keys.filter((key) => key.startsWith('POST '));
  it.each(posts)('%s with broken bodies', async (key) => {
    const valid = await routes.bodyFor(key);
    const whole: unknown[] = [[], 'onzin', 12, { onbekend: { veld: true } }];
    for (const body of whole) await call(key, (await routes.urlFor(key)).url, body);
    // An upload's one file is checked by content (tests/api/resources/course-uploads.test.ts), not field by field.
    if (!valid || typeof valid !== 'object' || valid instanceof MultipartBody) return;
    for (const field of Object.keys(valid)) {
      for (const junk of JUNK_VALUES) {
        await call(key, (await routes.urlFor(key)).url, { ...(valid as object), [field]: junk });
      }
    }
  });

  /** JSON nested thousands deep, as an array and as an object: refused where bodies are parsed, before any route's own code. */
  const DEEP_JSON = [`${'['.repeat(10_000)}${']'.repeat(10_000)}`, `${'{"a":'.repeat(4_000)}1${'}'.repeat(4_000)}`];
  const withBodies = Object.keys(apiAccess).filter((key) => !key.startsWith('GET '));
  it.each(withBodies)('%s refuses a body nested thousands deep, in Dutch', async (key) => {
    for (const text of DEEP_JSON) {
      const res = await call(key, (await routes.urlFor(key)).url, new RawBody(Buffer.from(text), { 'content-type': 'application/json' }));
      expect(res.statusCode, `${key} ${text.slice(0, 10)}`).toBe(400);
      expect(res.json().usererror).toBe('De verstuurde gegevens zijn te diep genest.');
    }
  });

  const gets = keys.filter((key) => key.startsWith('GET '));
  it.each(gets)('%s with a broken query', async (key) => {
    const { url } = await routes.urlFor(key);
    await call(key, `${url}${url.includes('?') ? '&' : '?'}${JUNK_QUERY}`);
  });

  /**
   * NUL (and a lone surrogate in JSON) in every path parameter, query parameter and body text field
   * the route's schema names (read from its OpenAPI document), plus one parameter it does not know:
   * a Dutch 400 naming that field, and nothing written.
   */
  const UNSTORABLE = 'Dit veld bevat tekens die niet toegelaten zijn.';
  const stringPaths = (schema: any, prefix: string[] = []): string[][] => {
    if (!schema || prefix.length > 3) return [];
    if (schema.type === 'object') return Object.entries(schema.properties ?? {}).flatMap(([k, v]) => stringPaths(v, [...prefix, k]));
    if (schema.type === 'array') return stringPaths(schema.items, [...prefix, '0']);
    const isText = schema.type === 'string' || (schema.anyOf ?? []).some((s: any) => s.type === 'string');
    return isText && prefix.length > 0 ? [prefix] : [];
  };
  const withValue = (body: unknown, path: string[], value: unknown): unknown => {
    const [head, ...rest] = path;
    if (head === undefined) return value;
    if (head === '0') return [withValue(undefined, rest, value)];
    const base = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    return { ...base, [head]: withValue(base[head], rest, value) };
  };

  async function refuses(key: string, field: string, request: { url: string; payload?: unknown; headers?: Record<string, string> }) {
    const session = await routes.sessionOf(callerFor(apiAccess[key]!));
    const before = await writes.mark();
    const method = key.split(' ')[0] as 'GET';
    const body = withBody(request.payload);
    const res = await as(t.app, session, { method, url: request.url, ...body, headers: { ...body.headers, ...request.headers } });
    const what = `${key} ${field} → ${res.body.slice(0, 300)}`;
    expect(res.statusCode, what).toBe(400);
    expect(res.json(), what).toMatchObject({ errorcode: 'VALIDATION_ERROR', usererror: expect.stringMatching(/\S/), fields: { [field]: UNSTORABLE } });
    expect(await writes.since(before), `${key} ${field} wrote although refused`).toEqual([]);
  }

  it.each(Object.keys(apiAccess))('%s refuses NUL in every parameter and text field, naming the field', async (key) => {
    const [method, path] = key.split(' ') as [string, string];
    const operation = (t.app as any).swagger().paths[`/api${path.replace(/:(\w+)/g, '{$1}')}`][method.toLowerCase()];
    const params: { in: string; name: string }[] = operation.parameters ?? [];
    const body = await routes.bodyFor(key);
    const form = key === 'POST /auth/person/j_security_check';
    const valid = async () => (await routes.urlFor(key)).url;

    const template = path.split('/');
    for (const param of params.filter((p) => p.in === 'path')) {
      const parts = (await valid()).replace(/^\/api/, '').split('/');
      const i = template.indexOf(`:${param.name}`);
      parts[i] = `${parts[i]}%00`;
      await refuses(key, param.name, { url: `/api${parts.join('/')}`, payload: body });
    }
    for (const name of [...params.filter((p) => p.in === 'query').map((p) => p.name), 'onbekend']) {
      const target = new URL(await valid(), 'http://portaal.test');
      target.searchParams.set(name, 'a\u0000b');
      await refuses(key, name, { url: `${target.pathname}${target.search}`, payload: body });
    }
    if (form) {
      const headers = { 'content-type': 'application/x-www-form-urlencoded' };
      await refuses(key, 'j_username', { url: await valid(), payload: 'j_username=N1001%00&j_password=Dierenarts1', headers });
      await refuses(key, 'j_password', { url: await valid(), payload: 'j_username=N1001&j_password=Dieren%00arts1', headers });
      return;
    }
    const schema = operation.requestBody?.content?.['application/json']?.schema;
    for (const field of stringPaths(schema)) {
      for (const bad of ['a\u0000b', 'a\uD800b']) await refuses(key, field.join('.'), { url: await valid(), payload: withValue(body, field, bad) });
    }
  });

  it('answers a Dutch 400 when the database itself refuses text as input, and when a path is not valid UTF-8', async () => {
    const refusals = [
      Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }),
      Object.assign(new Error('character with byte sequence 0xf0 0x9f in encoding "UTF8" has no equivalent in encoding "LATIN1"'), { code: '22P05' }),
      Object.assign(new Error('invalid message format'), { code: '08P01' }),
      Object.assign(new Error('index row size 9000 exceeds btree version 4 maximum 2704'), { code: '54000' }),
    ];
    for (const refusal of refusals) {
      const fail = async () => {
        throw refusal;
      };
      const app = await buildApp({ config: t.config, db: { kind: 'postgres', query: fail, tx: fail, close: async () => {} } as Db });
      const res = await app.inject({ method: 'GET', url: '/api/lists/codelist/public/CURSTATUS' });
      expect(res.statusCode, refusal.message).toBe(400);
      expect(res.json()).toEqual({ errorcode: 'VALIDATION_ERROR', usererror: 'Niet alle velden zijn correct ingevuld.' });
      await app.close();
    }
    const session = await routes.sessionOf('secretariaat');
    const res = await as(t.app, session, { method: 'GET', url: '/api/dierenartsen/%ED%A0%80' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorcode: 'VALIDATION_ERROR', usererror: 'Niet alle velden zijn correct ingevuld.', fields: { url: UNSTORABLE } });
  });

  it('refuses a login with broken form fields in Dutch', async () => {
    for (const payload of ['j_username=', `j_username=${'x'.repeat(5000)}&j_password=${'y'.repeat(5000)}`, 'j_username[a]=1&j_password=2']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/person/j_security_check',
        payload,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode, payload.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().errorcode).toBe('LOGIN_FAILED');
    }
  });
});

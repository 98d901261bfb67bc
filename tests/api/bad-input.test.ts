import { beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../../domain/permissions';
import { ROLE_TABLE as apiAccess } from '../helpers/declared';
import { as, useTestApp } from '../helpers/app';
import { OWNER, routeFixtures } from '../helpers/routes';

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
  let tables: string[] = [];

  beforeAll(async () => {
    await routes.setUp();
    const rows = await t.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    tables = rows.map((r) => r.name).filter((name) => !VOLATILE.has(name) && !name.includes('migration'));
  });

  /** One fingerprint of every table's rows, so any insert, update or delete shows. */
  async function fingerprint() {
    const parts = tables.map((name) => `SELECT '${name}' AS t, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM ${name} x`);
    const rows = await t.db.query<{ t: string; h: string }>(parts.join(' UNION ALL '));
    return Object.fromEntries(rows.map((r) => [r.t, r.h]));
  }

  async function call(key: string, url: string, payload?: unknown) {
    const session = await routes.sessionOf(callerFor(apiAccess[key]!));
    const method = key.split(' ')[0] as 'GET';
    const before = await fingerprint();
    const res = await as(t.app, session, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
    expect(res.statusCode, `${key} ${url} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
    if (res.statusCode >= 400) {
      const body = res.json();
      expect(body.errorcode, `${key} ${url}`).toMatch(/^[A-Z_]+$/);
      expect(body.usererror, `${key} ${url}`).toMatch(/\S/);
      expect(await fingerprint(), `${key} ${url} wrote although refused`).toEqual(before);
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
    if (!valid || typeof valid !== 'object') return;
    for (const field of Object.keys(valid)) {
      for (const junk of JUNK_VALUES) {
        await call(key, (await routes.urlFor(key)).url, { ...(valid as object), [field]: junk });
      }
    }
  });

  const gets = keys.filter((key) => key.startsWith('GET '));
  it.each(gets)('%s with a broken query', async (key) => {
    const { url } = await routes.urlFor(key);
    await call(key, `${url}?${JUNK_QUERY}`);
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

import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';

describe('reference lists of continuing education', () => {
  /** The reference lists of continuing education (SPEC §2, §3, §5): who reads, who changes, and their rules. */
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    for (const u of ['secretariaat', 'opleider', 'N1001']) cookies[u] = await login(t.app, u);
  });

  const ORIGIN = { origin: 'http://portaal.test' };
  const get = (who: string | null, url: string) => as(t.app, who ? cookies[who] : undefined, { method: 'GET', url });
  const post = (who: string, url: string, payload: unknown) => as(t.app, cookies[who], { method: 'POST', url, payload: payload as object, headers: ORIGIN });
  const del = (who: string, url: string) => as(t.app, cookies[who], { method: 'DELETE', url, headers: ORIGIN });
  const count = async (table: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

  const LISTS = [
    {
      path: '/api/bijscholing/categories',
      table: 'bijscholing_categories',
      readers: ['secretariaat', 'opleider'],
      body: () => ({ code: `C${Date.now() % 100000}`, description: 'Rondetafel', type: 'bpcursussen', duur: '2,5' }),
    },
    {
      path: '/api/bijscholing/coefficients',
      table: 'bijscholing_coefficients',
      readers: ['secretariaat', 'opleider'],
      body: () => ({ code: `K${Date.now() % 100000}`, description: 'Dubbel', coefficient: 2 }),
    },
    {
      path: '/api/bijscholing/dagdelen',
      table: 'bijscholing_dagdelen',
      readers: ['secretariaat', 'opleider'],
      body: () => ({ code: `D${Date.now() % 100000}`, description: 'Middag', meerdags: false }),
    },
    {
      path: '/api/bijscholing/periodes',
      table: 'bijscholing_periodes',
      readers: ['secretariaat', 'N1001'],
      body: () => ({ startDate: '2040-01-01', endDate: '2042-12-31', active: false, requiredPoints: 60 }),
    },
    {
      path: '/api/bijscholing/centrums',
      table: 'bijscholing_centrums',
      readers: ['secretariaat', 'opleider'],
      body: () => ({ name: `Centrum ${Date.now()}`, locality: 'Gent', status: 'ACTIEF' }),
    },
  ];

  describe.each(LISTS)('$path', ({ path, table, readers, body }) => {
    it('lists the demo rows for its readers, paged as { items, limit, offset, size }', async () => {
      for (const who of readers) {
        const res = await get(who, `${path}?limit=2`);
        expect(res.statusCode, who).toBe(200);
        const page = res.json();
        expect(page.limit).toBe(2);
        expect(page.offset).toBe(0);
        expect(page.size).toBeGreaterThanOrEqual(3);
        expect(page.items).toHaveLength(2);
      }
    });

    it('refuses anonymous callers, veterinarians and roles that may only read', async () => {
      expect((await get(null, path)).statusCode).toBe(401);
      if (!readers.includes('N1001')) expect((await get('N1001', path)).statusCode).toBe(403);
      if (!readers.includes('opleider')) expect((await get('opleider', path)).statusCode).toBe(403);
      const before = await count(table);
      expect((await post('opleider', path, body())).statusCode).toBe(403);
      expect((await post('N1001', path, body())).statusCode).toBe(403);
      expect(await count(table)).toBe(before);
    });

    it('lets the secretariat create, change and delete a row, each with an audit row', async () => {
      const created = await post('secretariaat', path, body());
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id;
      expect((await get('secretariaat', `${path}/${id}`)).json()).toEqual(created.json());
      const other = (await get(readers.at(-1)!, `${path}/${id}`)).statusCode;
      expect(other).toBe(200);
      const changedField = Object.keys(body())[1]!;
      const changeValue = path.endsWith('periodes') ? '2043-06-30' : path.endsWith('coefficients') ? 'Anders' : path.endsWith('dagdelen') ? 'Anders' : 'Anders';
      const updated = await post('secretariaat', `${path}/${id}`, { [changedField]: changeValue });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()[changedField]).toBe(changeValue);
      expect((await post('opleider', `${path}/${id}`, { [changedField]: changeValue })).statusCode).toBe(403);
      expect((await del('opleider', `${path}/${id}`)).statusCode).toBe(403);
      const removed = await del('secretariaat', `${path}/${id}`);
      expect(removed.statusCode).toBe(200);
      expect((await get('secretariaat', `${path}/${id}`)).statusCode).toBe(404);
      const audit = await t.db.query<{ action: string; username: string }>(
        'SELECT action, username FROM audit_log WHERE record_id = $1 AND resource = $2 ORDER BY id',
        [String(id), path.split('/').pop()],
      );
      expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
      expect(audit.every((a) => a.username === 'secretariaat')).toBe(true);
    });

    it('answers bad input with Dutch field errors and writes nothing', async () => {
      const before = await count(table);
      const res = await post('secretariaat', path, {});
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().fields ?? {}).length).toBeGreaterThan(0);
      expect(Object.values(res.json().fields)).toContain('Dit veld is verplicht.');
      expect(await count(table)).toBe(before);
      expect((await get('secretariaat', `${path}?limit=abc`)).statusCode).toBe(400);
      expect((await get('secretariaat', `${path}/99999`)).statusCode).toBe(404);
    });
  });

  it("keeps a centre's website a web address (SPEC §5), and changes nothing otherwise", async () => {
    const before = await count('bijscholing_centrums');
    for (const website of ['geen adres', 'mailto:info@x.be', 'http://', 'www']) {
      const res = await post('secretariaat', '/api/bijscholing/centrums', { name: `Centrum ${Math.random()}`, status: 'ACTIEF', website });
      expect(res.statusCode, website).toBe(400);
      expect(res.json().fields.website, website).toMatch(/webadres|website|adres/i);
    }
    expect(await count('bijscholing_centrums')).toBe(before);
    const ok = await post('secretariaat', '/api/bijscholing/centrums', {
      name: `Centrum ${Math.random()}`,
      status: 'ACTIEF',
      website: 'https://www.ugent.be/di',
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it("words a whole number's error with its range and an example without decimals", async () => {
    for (const coefficient of ['2,5', 'twee', 0, 100]) {
      const res = await post('secretariaat', '/api/bijscholing/coefficients', { code: `W${Math.random().toString(36).slice(2, 7)}`, coefficient });
      expect(res.statusCode, String(coefficient)).toBe(400);
      expect(res.json().fields.coefficient, String(coefficient)).toBe('Geef een geheel getal van 1 tot en met 99 in, zonder decimalen (bv. 3).');
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredEndpoints } from '../../../bench/http';
import { type SeededDb, seedLargeSchema } from '../../../bench/seed';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { as, login, withAppOrigin } from '../../helpers/app';

const url = process.env.DATABASE_URL;
const BIG = 10_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}
/**
 * The tables a plan reads from end to end: every sequential scan, except one that filters nothing
 * right under a Limit (the capped count's `SELECT 1 … LIMIT 1001` reads 1,001 rows, not the table).
 */
const seqScans = (node: PlanNode, underLimit = false): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] && !(underLimit && !node.Filter) ? [node['Relation Name']] : []),
  ...(node.Plans ?? []).flatMap((child) => seqScans(child, node['Node Type'] === 'Limit')),
];

/**
 * Every declared list's default page, its queue's default state, its search and a vet's lookup, at
 * the benchmark's volume: the database reads no table of more than 10,000 rows from
 * end to end to answer it. The SQL is the one the endpoint sent; its plan is PostgreSQL's own.
 */
describe.skipIf(!url)('the declared lists at the large seed (PostgreSQL)', () => {
  let seeded: SeededDb;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    seeded = await seedLargeSchema(url!, () => {});
    const config = { ...loadConfig({ PUBLIC_URL: 'http://portaal.test', SESSION_CACHE_MS: '0', MAIL_WORKER: '0', REMINDERS: '0' }), databaseUrl: url };
    app = withAppOrigin(await buildApp({ config, db: seeded.db }), config.publicUrl);
    await app.ready();
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await seeded?.drop();
  });

  it('answers each without a sequential scan of a table of more than 10,000 rows', async () => {
    const big = new Set(
      (
        await seeded.db.query<{ name: string }>(
          `SELECT relname AS name FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relkind = 'r' AND reltuples > ${BIG}`,
        )
      ).map((r) => r.name),
    );
    expect(big.size).toBeGreaterThan(3);
    const sec = await login(app, 'secretariaat');
    const vet = await login(app, 'N1001');
    const endpoints = await declaredEndpoints({ cookie: sec }, { cookie: vet });
    const offenders: string[] = [];
    for (const e of endpoints) {
      const sent: [string, unknown[]][] = [];
      const query = seeded.db.query;
      seeded.db.query = ((sql: string, params?: unknown[]) => {
        if (/ORDER BY[\s\S]*LIMIT/.test(sql)) sent.push([sql, params ?? []]);
        return query.call(seeded.db, sql, params);
      }) as typeof query;
      const res = await as(app, e.headers.cookie, { method: 'GET', url: e.path });
      seeded.db.query = query;
      expect(res.statusCode, `${e.name}: ${res.body}`).toBe(200);
      expect(sent.length, e.name).toBeGreaterThan(0);
      for (const [sql, params] of sent) {
        const [row] = await seeded.db.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
        const plan = row!['QUERY PLAN'];
        for (const table of seqScans(plan[0]!.Plan)) if (big.has(table)) offenders.push(`${e.name}: ${table}`);
      }
    }
    expect(offenders).toEqual([]);
  }, 300_000);
});

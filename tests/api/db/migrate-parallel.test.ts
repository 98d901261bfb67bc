import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite, type Db, openDb, openPglite } from '../../../server/db';
import { migrate, migrationFiles } from '../../../server/db/migrate';
import { seedDemoIfEmpty } from '../../../server/seed/demo';

const holder = globalThis as unknown as { __pglite?: Promise<PGlite> };

/**
 * A process of its own on the same database and schema: its own pool (PostgreSQL), as a node or the
 * worker has. The embedded database is one process's alone, so there the three share its one queue.
 */
let embedded: Db | undefined;
async function node(schema: string): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (url) return openDb({ databaseUrl: url, schema, poolSize: 3 });
  holder.__pglite ??= createPglite();
  embedded ??= await openPglite(undefined, schema, await holder.__pglite);
  return embedded;
}

describe('nodes starting together on an empty database', () => {
  const schema = `p_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const nodes: Db[] = [];
  afterAll(async () => {
    await nodes[0]?.query(`DROP SCHEMA ${schema} CASCADE`);
    for (const db of new Set(nodes)) await db.close();
  });

  it('all come up: three migrations at once apply every migration once, in order, and the demo data loads once', async () => {
    nodes.push(await node(schema), await node(schema), await node(schema));
    const results = await Promise.allSettled(nodes.map((db) => migrate(db)));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : r.status))).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const applied = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
    const files = migrationFiles();
    // Between them the three applied each file exactly once.
    expect([...applied].sort()).toEqual(files);
    const rows = await nodes[0]!.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY applied_at, version');
    expect(rows.map((r) => r.version)).toEqual(files);

    const seeded = await Promise.all(nodes.map((db) => seedDemoIfEmpty(db)));
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const [users] = await nodes[1]!.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE username = 'secretariaat'`);
    expect(users!.n).toBe(1);
    // Started again, nothing is left to do.
    expect(await migrate(nodes[2]!)).toEqual([]);
    expect(await seedDemoIfEmpty(nodes[2]!)).toBe(false);
  });
});

import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite, type Db, openDb, openPglite } from '../../../server/db';
import { loadResources } from '../../../server/generator';
import { prepareDatabase } from '../../../server/prepare';

const holder = globalThis as unknown as { __pglite?: Promise<PGlite> };

async function freshDatabase(schema: string): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (url) return openDb({ databaseUrl: url, schema, poolSize: 2 });
  holder.__pglite ??= createPglite();
  return openPglite(undefined, schema, await holder.__pglite);
}

/** A first start with a declaration whose column the database lacks (a field added, no migration yet). */
describe('a first start on an empty database', () => {
  const schema = `s_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  let db: Db | undefined;
  afterAll(async () => {
    await db?.query(`DROP SCHEMA ${schema} CASCADE`);
    await db?.close();
  });

  it('names the missing column before any demo row is written, instead of a raw database error', async () => {
    db = await freshDatabase(schema);
    const resources = await loadResources();
    const added = resources.map((r) =>
      r.d.name === 'centrums' ? { ...r, d: { ...r.d, fields: { ...r.d.fields, telefax: { kind: 'text' as const, max: 20 } } } } : r,
    );
    const start = prepareDatabase(db, added, { seedDemo: true });
    await expect(start).rejects.toThrow(/De declaraties passen niet op de database:\nD202 centrums\.telefax: kolom \w+\.telefax bestaat niet/);
    const [users] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(users!.n).toBe(0);
    // Once the declarations and the database agree, the same start loads the demo data.
    expect(await prepareDatabase(db, resources, { seedDemo: true })).toBe(true);
  });
});

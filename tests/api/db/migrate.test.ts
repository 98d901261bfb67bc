import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, type Db, openDb, openPglite } from '../../../server/db';
import { migrate } from '../../../server/db/migrate';

const holder = globalThis as unknown as { __pglite?: Promise<PGlite> };

describe('migrations', () => {
  let db: Db;
  const schema = `m_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migraties-'));
  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    holder.__pglite ??= createPglite();
    db = url ? await openDb({ databaseUrl: url, schema }) : await openPglite(undefined, schema, await holder.__pglite);
    fs.writeFileSync(path.join(dir, '001_goed.sql'), 'CREATE TABLE a (id int);');
    fs.writeFileSync(path.join(dir, '002_fout.sql'), 'CREATE TABLE b (id int);\nINSERT INTO bestaat_niet VALUES (1);');
  });
  afterAll(async () => {
    await db.query(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
  });

  it('applies in order, stops at a failing one and rolls it back whole', async () => {
    await expect(migrate(db, dir)).rejects.toThrow(/002_fout\.sql mislukt/);
    const versions = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
    expect(versions.map((v) => v.version)).toEqual(['001_goed.sql']);
    const tables = await db.query<{ t: string }>(`SELECT table_name AS t FROM information_schema.tables WHERE table_schema = $1`, [schema]);
    expect(tables.map((t) => t.t).sort()).toEqual(['a', 'schema_migrations']);
  });

  it('applies nothing twice', async () => {
    fs.writeFileSync(path.join(dir, '002_fout.sql'), 'CREATE TABLE b (id int);');
    expect(await migrate(db, dir)).toEqual(['002_fout.sql']);
    expect(await migrate(db, dir)).toEqual([]);
  });
});

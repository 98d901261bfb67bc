import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, type Db, openDb, openPglite } from '../../../server/db';
import { MIGRATIONS_DIR, migrate } from '../../../server/db/migrate';

const holder = globalThis as unknown as { __pglite?: Promise<PGlite> };

/**
 * The upgrade to encrypted ballots (migration 056) on a database voted in before it: the plain box is
 * counted (a blank and choices in any order included), an ended election without ballots gets its
 * empty count, and the plain box is gone.
 */
describe('the upgrade of a plain ballot box', () => {
  let db: Db;
  const schema = `m_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const before = fs.mkdtempSync(path.join(os.tmpdir(), 'migraties-'));
  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    holder.__pglite ??= createPglite();
    db = url ? await openDb({ databaseUrl: url, schema }) : await openPglite(undefined, schema, await holder.__pglite);
    for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f < '056')) fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before, file));
  });
  afterAll(async () => {
    await db.query(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
    fs.rmSync(before, { recursive: true, force: true });
  });

  it('counts the plain ballots, gives an ended election without any its empty count, and drops the plain box', async () => {
    await migrate(db, before);
    const [voted, empty] = await db.query<{ id: number }>(
      `INSERT INTO verkiezingen (title, starttime, endtime, number_of_elected, votable, state, mailssended)
       VALUES ('Oud', now() - interval '20 days', now() - interval '5 days', 2, true, 'FINISHED', true),
              ('Leeg', now() - interval '20 days', now() - interval '5 days', 1, true, 'FINISHED', true) RETURNING id`,
    );
    await db.query(`INSERT INTO persons (ordenummer, firstname, lastname, search_name) VALUES ('U1', 'A', 'B', 'b'), ('U2', 'C', 'D', 'd')`);
    const [a, b] = await db.query<{ id: number }>(
      `INSERT INTO verkiezing_kandidaten (verkiezing_id, person_id, lastname, firstname)
       SELECT $1, iddicperson, lastname, firstname FROM persons WHERE ordenummer IN ('U1', 'U2') ORDER BY ordenummer RETURNING id`,
      [voted!.id],
    );
    const ballots = [[a!.id], [b!.id, a!.id], [], [a!.id]];
    for (const [i, choices] of ballots.entries()) {
      await db.query('INSERT INTO verkiezing_stembus (code, verkiezing_id, choices) VALUES ($1, $2, $3)', [`code${i}`, voted!.id, choices]);
    }
    expect(await migrate(db)).toContain('056_versleutelde_stembus.sql');
    const counts = await db.query<{ verkiezing_id: number; candidates: number[]; ballots: number; totals: number[]; decryptions: unknown }>(
      'SELECT verkiezing_id, candidates, ballots, totals, decryptions FROM verkiezing_tellingen ORDER BY verkiezing_id',
    );
    expect(counts).toEqual([
      { verkiezing_id: voted!.id, candidates: [a!.id, b!.id], ballots: 4, totals: [3, 1, 1], decryptions: null },
      { verkiezing_id: empty!.id, candidates: [], ballots: 0, totals: [0], decryptions: null },
    ]);
    const columns = await db.query<{ c: string }>(
      `SELECT column_name AS c FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'verkiezing_stembus' ORDER BY 1`,
      [schema],
    );
    expect(columns.map((c) => c.c)).toEqual(['ballot', 'tracker', 'verkiezing_id']);
    expect(await db.query('SELECT * FROM verkiezing_stembus')).toEqual([]);
  });
});

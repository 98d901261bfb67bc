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
 * The upgrade that unties voters from ballots (migration 061) on a database voted in before it: each
 * voter keeps the Brussels day of their vote, and the box, written in the voters' order, is written
 * again in one transaction, its ballots unchanged.
 */
describe('the upgrade to a box apart from its voters', () => {
  let db: Db;
  const schema = `m_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const before = fs.mkdtempSync(path.join(os.tmpdir(), 'migraties-'));
  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    holder.__pglite ??= createPglite();
    db = url ? await openDb({ databaseUrl: url, schema }) : await openPglite(undefined, schema, await holder.__pglite);
    for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f < '061')) fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before, file));
  });
  afterAll(async () => {
    await db.query(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
    fs.rmSync(before, { recursive: true, force: true });
  });

  it('keeps the Brussels day of each vote and writes the box again, every ballot kept', async () => {
    await migrate(db, before);
    const [e] = await db.query<{ id: number }>(
      `INSERT INTO verkiezingen (title, starttime, endtime, number_of_elected, votable, state, mailssended)
       VALUES ('Oud', now() - interval '2 days', now() + interval '5 days', 1, true, 'FINISHED', true) RETURNING id`,
    );
    // 23:30 UTC in March is 00:30 the next day in Brussels; 22:30 UTC in July is the same hour past midnight.
    const moments = ['2026-03-01T23:30:00Z', '2026-03-01T12:00:00Z', '2026-07-01T22:30:00Z'];
    const trackers = moments.map((_, i) => String(i + 1).repeat(64));
    for (const [i, at] of moments.entries()) {
      await db.tx(async (q) => {
        await q.query('INSERT INTO verkiezing_stemmers (verkiezing_id, username, votedtime) VALUES ($1, $2, $3)', [e!.id, `V${i}`, at]);
        await q.query('INSERT INTO verkiezing_stembus (tracker, verkiezing_id, ballot) VALUES ($1, $2, $3)', [trackers[i], e!.id, `stembiljet ${i}`]);
      });
    }
    expect(await migrate(db)).toContain('061_stembus_los.sql');
    const voters = await db.query<{ username: string; day: string }>(`SELECT username, votedtime::text AS day FROM verkiezing_stemmers ORDER BY username`);
    expect(voters).toEqual([
      { username: 'V0', day: '2026-03-02' },
      { username: 'V1', day: '2026-03-01' },
      { username: 'V2', day: '2026-07-02' },
    ]);
    const box = await db.query<{ tracker: string; ballot: string; xmin: string }>(
      'SELECT tracker, ballot, xmin::text AS xmin FROM verkiezing_stembus ORDER BY tracker',
    );
    expect(box.map((b) => [b.tracker, b.ballot])).toEqual(trackers.map((t, i) => [t, `stembiljet ${i}`]));
    expect(new Set(box.map((b) => b.xmin)).size).toBe(1);
    expect(await db.query('SELECT * FROM verkiezing_stembus_wacht')).toEqual([]);
  });
});

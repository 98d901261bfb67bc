import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../../server/db';
import { retried } from '../../server/db/postgres';

const failure = (code: string) => Object.assign(new Error(`failure ${code}`), { code });

describe('a transaction undone by the database is tried again', () => {
  it('a deadlock or serialization failure is tried again, a few times at most; any other failure at once', async () => {
    let calls = 0;
    const passesThirdTime = () => {
      calls += 1;
      if (calls < 3) throw failure(calls === 1 ? '40P01' : '40001');
      return Promise.resolve('klaar');
    };
    expect(await retried(passesThirdTime)).toBe('klaar');
    expect(calls).toBe(3);

    calls = 0;
    await expect(
      retried(() => {
        calls += 1;
        throw failure('40P01');
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(4);

    calls = 0;
    await expect(
      retried(() => {
        calls += 1;
        throw failure('23505');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(calls).toBe(1);
  });
});

describe.runIf(process.env.DATABASE_URL)('a real deadlock on PostgreSQL', () => {
  const schema = `d_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ databaseUrl: process.env.DATABASE_URL, schema, poolSize: 4 });
    await db.query('CREATE TABLE accounts (id int PRIMARY KEY, n int NOT NULL)');
    await db.query('INSERT INTO accounts VALUES (1, 0), (2, 0)');
  });
  afterAll(async () => {
    await db.query(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
  });

  it('two transactions that lock two rows in opposite order both commit, each once', async () => {
    let meet: () => void = () => {};
    let arrived = 0;
    const bothHoldOne = new Promise<void>((resolve) => {
      meet = resolve;
    });
    const tries = { a: 0, b: 0 };
    const transfer = (name: 'a' | 'b', first: number, second: number) =>
      db.tx(async (q) => {
        tries[name] += 1;
        await q.query('UPDATE accounts SET n = n + 1 WHERE id = $1', [first]);
        // Only the first try waits for the other, so that they cross; a try again goes straight on.
        if (tries[name] === 1) {
          arrived += 1;
          if (arrived === 2) meet();
          await bothHoldOne;
        }
        await q.query('UPDATE accounts SET n = n + 10 WHERE id = $1', [second]);
      });
    await Promise.all([transfer('a', 1, 2), transfer('b', 2, 1)]);
    // PostgreSQL undid one of them; it was tried again and passed.
    expect(tries.a + tries.b).toBe(3);
    const rows = await db.query<{ id: number; n: number }>('SELECT id, n FROM accounts ORDER BY id');
    expect(rows).toEqual([
      { id: 1, n: 11 },
      { id: 2, n: 11 },
    ]);
  });
});

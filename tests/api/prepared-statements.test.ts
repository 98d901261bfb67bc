import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../../server/db';

const url = process.env.DATABASE_URL;

/**
 * The statements sent again and again are prepared once per connection (server/db/statements.ts),
 * and a table changed under a prepared statement (a migration on another node) costs no request.
 */
describe.skipIf(!url)('prepared statements (PostgreSQL)', () => {
  const schema = `prep_${randomBytes(4).toString('hex')}`;
  let db: Db;
  beforeAll(async () => {
    // One connection: what one statement prepared, the next one on the pool finds.
    db = await openDb({ databaseUrl: url, schema, poolSize: 1 });
    await db.query('CREATE TABLE leden (id int PRIMARY KEY, naam text)');
    await db.query(`INSERT INTO leden VALUES (1, 'An'), (2, 'Bert')`);
  });
  afterAll(async () => {
    await db.query(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
  });

  const prepared = async (text: string) =>
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1', [text]).then((r) => r[0]!.n);

  it('prepares a statement with values once and runs it again by name', async () => {
    const text = 'SELECT naam FROM leden WHERE id = $1';
    expect(await db.query(text, [1])).toEqual([{ naam: 'An' }]);
    expect(await db.query(text, [2])).toEqual([{ naam: 'Bert' }]);
    expect(await prepared(text)).toBe(1);
    // Without values a text may hold anything: it runs unnamed.
    await db.query('SELECT naam FROM leden WHERE id = 1');
    expect(await prepared('SELECT naam FROM leden WHERE id = 1')).toBe(0);
  });

  it('answers through a change of the table under a prepared statement, alone and in a transaction', async () => {
    const text = 'SELECT * FROM leden WHERE id = $1';
    expect(await db.query(text, [1])).toEqual([{ id: 1, naam: 'An' }]);
    await db.query('ALTER TABLE leden ADD COLUMN ordenummer text');
    expect(await db.query(text, [1])).toEqual([{ id: 1, naam: 'An', ordenummer: null }]);
    await db.query('ALTER TABLE leden DROP COLUMN naam');
    const inTx = await db.tx(async (q) => {
      await q.query('UPDATE leden SET ordenummer = $1 WHERE id = $2', ['N1', 1]);
      return q.query(text, [1]);
    });
    expect(inTx).toEqual([{ id: 1, ordenummer: 'N1' }]);
  });
});

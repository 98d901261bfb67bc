import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../../../server/db';
import { EXACT_TOTAL_UP_TO, page } from '../../../server/repositories/paging';

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

  // Left to itself, PostgreSQL plans this search once for any value after five runs (a plan for any
  // value cannot use a prefix search's index, nor a rare state's); it must plan for each value.
  it('plans a prepared search for its values every time', async () => {
    await db.query('CREATE TABLE namen (id int PRIMARY KEY, naam text)');
    await db.query(`INSERT INTO namen SELECT g, 'naam' || g FROM generate_series(1, 20000) g`);
    await db.query('CREATE INDEX namen_naam ON namen (naam text_pattern_ops)');
    await db.query('ANALYZE namen');
    const text = 'SELECT id FROM namen WHERE lower(naam) LIKE $1 ORDER BY id LIMIT 25';
    for (let i = 0; i < 10; i++) expect(await db.query(text, [`naam1999${i}%`])).toHaveLength(1);
    const [plans] = await db.query<{ generic_plans: number; custom_plans: number }>(
      'SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement = $1',
      [text],
    );
    expect(plans).toEqual({ generic_plans: 0, custom_plans: 10 });
  });

  // A list's first page without filters (server/repositories/paging.ts) holds its numbers in its text:
  // planned once on a connection, its plan serves every next request there.
  it('prepares a first page once and keeps its plan, for the page size of a list only', async () => {
    await db.query('CREATE TABLE dagen (id int PRIMARY KEY, naam text)');
    await db.query(`INSERT INTO dagen SELECT g, 'dag' || g FROM generate_series(1, 3000) g`);
    const first = await page(db, { columns: 'id', from: 'dagen', orderBy: 'id DESC', limit: 25, offset: 0 });
    for (let i = 0; i < 4; i++) expect(await page(db, { columns: 'id', from: 'dagen', orderBy: 'id DESC', limit: 25, offset: 0 })).toEqual(first);
    expect(first.items.map((r) => r.id).slice(0, 2)).toEqual([3000, 2999]);
    expect(first).toMatchObject({ size: EXACT_TOTAL_UP_TO, atLeast: true });
    const plans = () =>
      db.query<{ statement: string; generic_plans: number; custom_plans: number }>(
        `SELECT statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement LIKE '%FROM dagen%'`,
      );
    expect(await plans()).toEqual([expect.objectContaining({ generic_plans: 5, custom_plans: 0 })]);
    // Another size a caller asks for stays a value: planned for its values, and no new statement per size.
    await page(db, { columns: 'id', from: 'dagen', orderBy: 'id DESC', limit: 37, offset: 0 });
    await page(db, { columns: 'id', from: 'dagen', orderBy: 'id DESC', limit: 38, offset: 0 });
    expect((await plans()).map((p) => p.custom_plans).sort()).toEqual([0, 2]);
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

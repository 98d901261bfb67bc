import type { Db } from '../../server/db';

/**
 * Every row a statement inserts, updates or deletes in the given tables, noted by a row trigger:
 * "did this request write anything" is then one indexed read, where a fingerprint of every table's
 * rows took two full reads of the database per request. A write rolled back leaves no note either.
 */
export async function journalWrites(db: Db, tables: string[]) {
  await db.query(`CREATE TABLE test_writes (id bigserial PRIMARY KEY, table_name text NOT NULL, op text NOT NULL)`);
  await db.query(
    `CREATE FUNCTION test_note_write() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN INSERT INTO test_writes (table_name, op) VALUES (TG_TABLE_NAME, TG_OP); RETURN NULL; END $$`,
  );
  for (const name of tables) {
    await db.query(`CREATE TRIGGER test_note_write AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION test_note_write()`);
  }
  return {
    /** Where the journal stands now. */
    async mark() {
      return Number((await db.query<{ id: string }>(`SELECT coalesce(max(id), 0) AS id FROM test_writes`))[0]!.id);
    },
    /** The writes since a mark, as "table OP" (none: an empty list). */
    async since(mark: number) {
      const rows = await db.query<{ table_name: string; op: string }>(`SELECT table_name, op FROM test_writes WHERE id > $1 ORDER BY id`, [mark]);
      return rows.map((r) => `${r.table_name} ${r.op}`);
    },
  };
}

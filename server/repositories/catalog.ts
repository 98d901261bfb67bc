import type { Queryable } from '../db';

/** What the database says of its own tables, in the schema the connection works in (a test's, or public). */
export interface CatalogColumn {
  table: string;
  column: string;
  type: string;
  nullable: boolean;
}

export const catalogColumns = (q: Queryable) =>
  q.query<CatalogColumn>(
    `SELECT table_name AS "table", column_name AS "column", data_type AS type, is_nullable = 'YES' AS nullable
       FROM information_schema.columns WHERE table_schema = current_schema()`,
  );

/** The foreign keys: which column of which table points at which table. */
export const catalogForeignKeys = (q: Queryable) =>
  q.query<{ table: string; column: string; target: string }>(
    `SELECT c.conrelid::regclass::text AS "table", a.attname AS "column", c.confrelid::regclass::text AS target
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY(c.conkey)
      WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`,
  );

/** The indexes, with their definitions (for the unique rules and the searches). */
export const catalogIndexes = (q: Queryable) =>
  q.query<{ table: string; name: string; definition: string }>(
    `SELECT tablename AS "table", indexname AS name, indexdef AS definition FROM pg_indexes WHERE schemaname = current_schema()`,
  );

/** The codes of a codelist, by its name. */
export const codelistCodes = async (q: Queryable, list: string) =>
  (await q.query<{ code: string }>('SELECT i.codedetail AS code FROM codelist_items i JOIN codelists c USING (iddiccode) WHERE c.code = $1', [list])).map(
    (r) => r.code,
  );

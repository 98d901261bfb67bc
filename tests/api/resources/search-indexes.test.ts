import { describe, expect, it } from 'vitest';
import { callerOf } from '../../../server/generator/part';
import { listConditions } from '../../../server/generator/scope';
import { searchesAsOne, trigramFields } from '../../../server/generator/search';
import { columnOf, tableMap, tableOf } from '../../../server/generator/table';
import { useTestApp } from '../../helpers/app';
import { declarations } from '../../helpers/declared';
import { generatedRoutes } from '../../../domain/declare/access';

const served = declarations.filter((d) => generatedRoutes(d).length > 0);

/** Every stored text a declared list looks into by itself: a `contains` filter's, a search's of one field. */
const SEARCHED = served.flatMap((d) => {
  const filters = (d.list.filters ?? []).filter((f) => f.op === 'contains');
  return trigramFields(d).map((field) => ({ d, field, table: tableOf(d), column: columnOf(d, field), filter: filters.find((f) => f.field === field)?.name }));
});

/** The lists that search several texts as one (server/generator/search.ts). */
const COMBINED = served.filter(searchesAsOne).map((d) => ({ d, table: tableOf(d), columns: (d.list.search ?? []).map((field) => columnOf(d, field)) }));

/** The secretariat reaches every row, so the conditions are the search's alone. */
const secretariat = callerOf({ user: { id: 0, username: 'proef', roles: ['SECRETARIAAT'], legal_entity_id: null } } as never);

describe('search indexes of the declared lists', () => {
  const t = useTestApp();

  const indexesLike = (table: string, pattern: string) =>
    t.db.query<{ name: string; def: string }>(
      // The schema is narrowed first: pg_indexes would read the definitions of other tests' schemas,
      // which may be dropped meanwhile ("could not open relation").
      `WITH mine AS MATERIALIZED (
         SELECT x.oid, x.relname FROM pg_index i JOIN pg_class x ON x.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = current_schema() AND t.relname = $1)
       SELECT relname AS name, pg_get_indexdef(oid) AS def FROM mine WHERE pg_get_indexdef(oid) LIKE $2`,
      [table, pattern],
    );

  /**
   * The plan of the LIKE conditions a list sends, on an empty copy of its table with only the given
   * index, where no other one competes.
   */
  const planWith = async (table: string, index: string, conditions: unknown[][]) => {
    const params: unknown[] = [];
    const where = conditions
      .map(([sql, ...values]) => String(sql).replace(/\?/g, () => `$${params.push(values.shift())}`))
      .join(' AND ')
      .replaceAll(`"${table}".`, 'search_probe.');
    const plan = await t.db.tx(async (q) => {
      await q.query(`CREATE TEMP TABLE search_probe (LIKE "${table}") ON COMMIT DROP`);
      await q.query(index.replace(/ INDEX \S+ ON \S+ /, ' INDEX search_probe_index ON search_probe '));
      await q.query('SET LOCAL enable_seqscan = off');
      return q.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT 1 FROM search_probe WHERE ${where}`, params);
    });
    return plan.map((row) => row['QUERY PLAN']).join('\n');
  };

  it('finds searched fields in the declarations', () => {
    expect(SEARCHED.map((s) => `${s.table}.${s.column}`)).toContain('bijscholing_cursussen.ebp_number');
  });

  it.each(SEARCHED.map((s) => [`${s.d.name}.${s.field}`, s] as const))(
    '%s has a trigram index the generated search uses',
    async (_, { d, field, table, column, filter }) => {
      const indexes = await indexesLike(table, `%USING gin (lower(${column}) %gin_trgm_ops)`);
      expect(indexes.map((i) => i.name)).toHaveLength(1);
      // The condition the list sends for a `q` on this field alone, or for its filter, is answered from that index.
      const narrowed = { ...d, list: { ...d.list, search: [field] } };
      const query = filter ? { [filter]: 'chirurgie' } : { [d.list.searchParam ?? 'q']: 'chirurgie' };
      const conditions = listConditions(filter ? d : narrowed, tableMap(d), query, secretariat).filter(([sql]) => sql.includes('LIKE'));
      expect(await planWith(table, indexes[0]!.def, conditions)).toContain('Bitmap Index Scan on search_probe_index');
    },
  );

  it('finds lists that search several texts as one', () => {
    expect(COMBINED.map((c) => c.d.name)).toEqual(expect.arrayContaining(['cursussen', 'codelijsten', 'punten']));
  });

  it.each(COMBINED.map((c) => [c.d.name, c] as const))('%s searches its texts as one, through one trigram index', async (_, { d, table, columns }) => {
    const indexes = await indexesLike(table, '%gin_trgm_ops%');
    const combined = indexes.filter((i) => columns.every((c) => i.def.includes(`COALESCE(${c},`)));
    expect(combined.map((i) => i.name)).toHaveLength(1);
    const conditions = listConditions(d, tableMap(d), { [d.list.searchParam ?? 'q']: 'chirurgie' }, secretariat).filter(([sql]) => sql.includes('LIKE'));
    expect(conditions).toHaveLength(1);
    expect(await planWith(table, combined[0]!.def, conditions)).toContain('Bitmap Index Scan on search_probe_index');
  });
});

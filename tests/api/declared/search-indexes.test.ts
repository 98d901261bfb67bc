import { describe, expect, it } from 'vitest';
import { columnOf } from '../../../domain/declare/schemas';
import { listConditions } from '../../../server/declared/query';
import type { UserRow } from '../../../server/repositories/users';
import { useTestApp } from '../../helpers/app';
import { declarations } from '../../helpers/declared';

/** Every stored text a declared list looks into anywhere: its `q` fields and its `contains` filters. */
const SEARCHED = declarations.flatMap((d) => {
  if (!d.table) return [];
  const filters = (d.list.filters ?? []).filter((f) => f.op === 'contains');
  const fields = [...new Set([...(d.list.search ?? []), ...filters.map((f) => f.field)])].filter((name) => !d.fields[name]!.sql);
  return fields.map((field) => ({ d, field, column: columnOf(field, d.fields[field]!), filter: filters.find((f) => f.field === field)?.name }));
});

describe('search indexes of the declared lists', () => {
  const t = useTestApp();

  it('finds searched fields in the declarations', () => {
    expect(SEARCHED.map((s) => `${s.d.table}.${s.column}`)).toContain('bijscholing_cursussen.ebp_number');
  });

  it.each(SEARCHED.map((s) => [`${s.d.name}.${s.field}`, s] as const))('%s has a trigram index the generated search uses', async (_, { d, field, column, filter }) => {
    const indexes = await t.db.query<{ name: string; def: string }>(
      `SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1 AND indexdef LIKE $2`,
      [d.table, `%USING gin (lower(${column}) %gin_trgm_ops)`],
    );
    expect(indexes.map((i) => i.name)).toHaveLength(1);
    // The condition the list sends for a `q` on this field alone, or for its filter, is answered from
    // that index: shown on an empty copy of the table with only that index, where no other one competes.
    const narrowed = { ...d, list: { ...d.list, search: [field] } };
    const query = filter ? { [filter]: 'chirurgie' } : { [d.list.searchParam ?? 'q']: 'chirurgie' };
    const conditions = listConditions(filter ? d : narrowed, query, { id: 0, roles: [] } as unknown as UserRow, false);
    const params: unknown[] = [];
    const where = conditions.map(([sql, ...values]) => sql.replace(/\?/g, () => `$${params.push(values.shift())}`)).join(' AND ');
    const plan = await t.db.tx(async (q) => {
      await q.query(`CREATE TEMP TABLE search_probe (LIKE "${d.table}") ON COMMIT DROP`);
      await q.query(indexes[0]!.def.replace(/ INDEX \S+ ON \S+ /, ' INDEX search_probe_index ON search_probe '));
      await q.query('SET LOCAL enable_seqscan = off');
      return q.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT 1 FROM search_probe WHERE ${where}`, params);
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('Bitmap Index Scan on search_probe_index');
  });
});

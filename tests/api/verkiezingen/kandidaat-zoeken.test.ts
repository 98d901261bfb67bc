import { beforeAll, describe, expect, it } from 'vitest';
import { externalResources } from '../../../domain/declare/external';
import { nameCondition } from '../../../server/repositories/persons';
import { as, login, useTestApp } from '../../helpers/app';

/**
 * The typeahead that picks a veterinarian as an election's candidate asks the directory as the
 * declaration says (domain/declare/external): any word of the first or last name, where it starts.
 */
describe("an election's candidate search", () => {
  const t = useTestApp();
  const search = externalResources.personen!.search!;
  let sec: string;
  beforeAll(async () => {
    sec = await login(t.app, 'secretariaat');
    await t.db.query(
      "INSERT INTO persons (ordenummer, firstname, lastname, search_name, search_first) VALUES ('N9901', 'Jan-Pieter', 'D''Hondt', 'dhondt', 'janpieter')",
    );
  });
  const found = async (typed: string) => {
    const query = new URLSearchParams({ [search.param]: typed, limit: String(search.limit) });
    const res = await as(t.app, sec, { method: 'GET', url: `/api/dierenartsen?${query}` });
    expect(res.statusCode, typed).toBe(200);
    return res
      .json()
      .items.map((v: { ordenummer: string }) => v.ordenummer)
      .sort();
  };

  it('finds a later word of a last name, and a first name, where a word starts', async () => {
    expect(await found('broeck')).toEqual(['N1006']);
    expect(await found('smet')).toEqual(['N1004']);
    expect(await found('den')).toEqual(['N1006']);
    expect(await found('lotte')).toEqual(['N1006']);
    expect(await found('wouter')).toEqual(['N1004', 'N1005']);
    expect(await found('Hondt')).toEqual(['N9901']);
    expect(await found('pieter')).toEqual(['N1001', 'N9901']);
  });

  it('finds every typed word in any order, without minding case or accents', async () => {
    expect(await found('Lotte Broeck')).toEqual(['N1006']);
    expect(await found('broeck lotte')).toEqual(['N1006']);
    expect(await found('DESIRE')).toEqual(['N1005']);
    expect(await found('wouters désiré')).toEqual(['N1005']);
    // As before: the whole name at the start of the last name.
    expect(await found('de smet')).toEqual(['N1004']);
    expect(await found('desmet')).toEqual(['N1004']);
  });

  it('finds no word from its middle', async () => {
    expect(await found('roeck')).toEqual([]);
    expect(await found('lotte smet')).toEqual([]);
  });

  it('answers from the indexes, not by reading every person', async () => {
    const condition = nameCondition('lotte broeck', 0)!;
    const plan = await t.db.tx(async (q) => {
      await q.query('SET LOCAL enable_seqscan = off');
      return q.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT 1 FROM persons p WHERE ${condition.sql}`, condition.params);
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('persons_name_words');
    expect(text).not.toContain('Seq Scan');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { TextField } from '../../../domain/declare/fields';
import { serve } from '../../../server/generator/part';
import { tableOf } from '../../../server/generator/table';
import { patternValues } from '../../../server/seed/patterns';
import { seedVolume } from '../../../server/seed/volume';
import { useTestApp } from '../../helpers/app';
import { landen } from '../../helpers/proef/landen';
import { makeTable } from '../../helpers/throwaway';
import { choice } from '../../../server/generator/kinds/codes';
import { text } from '../../../server/generator/kinds/text';

/** The benchmark volume of a list with a unique code of three capitals: made from the pattern, row by row. */
describe('the benchmark volume of a formatted unique code', () => {
  const ctx = useTestApp();
  const resource = serve(landen, { volume: 800 });
  beforeAll(async () => {
    await makeTable(ctx.db, resource);
  });

  it('fills the table with codes that all match the pattern and never repeat', async () => {
    await seedVolume(ctx.db, [resource], () => {});
    const [row] = await ctx.db.query<{ n: number; distinct: number; wrong: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT code)::int AS distinct, count(*) FILTER (WHERE code !~ '^[A-Z]{3}$')::int AS wrong FROM ${tableOf(landen)}`,
    );
    expect(row).toEqual({ n: 800, distinct: 800, wrong: 0 });
  });

  it('makes the same values on every run: the n-th record is a function of n', () => {
    const f = landen.fields.code as TextField;
    expect(patternValues(f, 50, true)).toEqual(patternValues(f, 50, true));
  });
});

/** A search of the benchmark volume finds what the same search finds in the Order's data: rows in every state. */
describe('the benchmark volume of a text beside a state', () => {
  const ctx = useTestApp();

  it('gives every word of the texts rows in every state, so a search within one state finds some', async () => {
    const none = { unique: false, end: false, noOverlap: false, atMostOne: false, reference: () => null, code: () => "'X'", matching: () => "'X'" };
    const title = text.volume({ kind: 'text', max: 200 } as TextField, none);
    const state = choice.volume({ kind: 'choice', options: ['AANGEVRAAGD', 'GOEDGEKEURD', 'AFGEKEURD', 'INGETROKKEN'] } as never, none);
    const [row] = await ctx.db.query<{ words: number; pairs: number }>(
      `SELECT count(DISTINCT word)::int AS words, count(DISTINCT (word, state))::int AS pairs
         FROM (SELECT split_part(${title}, ' ', 1) AS word, ${state} AS state FROM generate_series(1, 5000) g) v`,
    );
    expect(row).toEqual({ words: 12, pairs: 48 });
  });
});

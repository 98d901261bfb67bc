import { beforeAll, describe, expect, it } from 'vitest';
import type { TextField } from '../../../domain/declare/fields';
import { serve } from '../../../server/declared/part';
import { tableOf } from '../../../server/declared/table';
import { patternValues } from '../../../server/seed/patterns';
import { seedVolume } from '../../../server/seed/volume';
import { useTestApp } from '../../helpers/app';
import { landen } from '../../helpers/proef/landen';
import { makeTable } from '../../helpers/throwaway';

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

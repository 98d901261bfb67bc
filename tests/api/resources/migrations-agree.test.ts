import { describe, expect, it } from 'vitest';
import { generatedRoutes } from '../../../domain/declare/access';
import { draftChanges } from '../../../server/generator/ddlChanges';
import { useTestApp } from '../../helpers/app';
import { resources } from '../../helpers/declared';

/** `npm run declare:sql` against the migrated database drafts nothing for any declaration: they agree. */
describe('the declarations and the migrations', () => {
  const ctx = useTestApp();

  it('agree: no declaration needs a column, a change or an index the migrations did not make', async () => {
    const drafts: string[] = [];
    for (const r of resources.filter((x) => generatedRoutes(x.d).length > 0)) {
      const draft = await draftChanges(ctx.db, r, resources);
      // Only statements count: a column no field holds is drafted as a comment (other code may use it).
      if (draft.split('\n').some((line) => line.trim() && !line.startsWith('--'))) drafts.push(draft);
    }
    expect(drafts).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { declare } from '../../../domain/declare/declaration';
import { draftChanges } from '../../../server/generator/ddlChanges';
import { serve } from '../../../server/generator/part';
import { useTestApp } from '../../helpers/app';
import { landen, landenResource } from '../../helpers/proef/landen';
import { makeTable } from '../../helpers/throwaway';

/** `npm run declare:sql` on a declaration whose table exists: the changes from the table to the declaration. */
describe('declare:sql against the database', () => {
  const ctx = useTestApp();

  it('drafts the whole table for a new declaration, with an index on its owner and its state', async () => {
    const draft = await draftChanges(ctx.db, landenResource);
    expect(draft).toContain('CREATE TABLE "proef_landen"');
    expect(draft).toContain('CREATE UNIQUE INDEX "proef_landen_code" ON "proef_landen" (lower("code"));');
    const queue = await draftChanges(ctx.db, (await import('../../helpers/throwaway')).notitiesResource);
    expect(queue).toContain('CREATE INDEX "proef_notities_owner" ON "proef_notities" ("legal_entity_id", "title", "id");');
    expect(queue).toContain('CREATE INDEX "proef_notities_state" ON "proef_notities" ("status", "title", "id");');
  });

  it('drafts what changed: a field added, one made required, one gone, a new unique rule; and nothing once they agree', async () => {
    await makeTable(ctx.db, landenResource);
    expect(await draftChanges(ctx.db, landenResource)).toMatch(/er is niets te wijzigen/);
    const changed = declare({
      ...landen,
      fields: {
        code: landen.fields.code,
        name: { kind: 'text', max: 100, required: true },
        continent: { kind: 'text', max: 40, required: true },
        inEu: { kind: 'flag' },
      },
      rules: [
        { kind: 'unique', field: 'code' },
        { kind: 'unique', field: 'continent' },
      ],
    } as never);
    // The table as it stood: a name that could be empty, and a column the declaration no longer has.
    await ctx.db.query('ALTER TABLE proef_landen ALTER COLUMN name DROP NOT NULL, ADD COLUMN remark text');
    const draft = await draftChanges(ctx.db, serve(changed, {}));
    expect(draft.split('\n').filter((l) => !l.startsWith('-- landen') && !l.startsWith('-- en bewaar'))).toEqual([
      'ALTER TABLE "proef_landen" ALTER COLUMN "name" SET NOT NULL;',
      '-- continent is verplicht: bestaande rijen hebben een waarde nodig (een DEFAULT, of eerst NULL toelaten, vullen en dan SET NOT NULL).',
      'ALTER TABLE "proef_landen" ADD COLUMN "continent" text NOT NULL CHECK (char_length("continent") <= 40);',
      'ALTER TABLE "proef_landen" ADD COLUMN "in_eu" boolean NOT NULL DEFAULT false;',
      'CREATE UNIQUE INDEX "proef_landen_continent" ON "proef_landen" (lower("continent"));',
      '-- ALTER TABLE "proef_landen" DROP COLUMN "remark";  -- hoort bij geen veld; de waarden gaan verloren',
      '',
    ]);
  });
});

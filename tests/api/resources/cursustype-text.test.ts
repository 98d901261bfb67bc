import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app';

const OLD = 'EBP-cursus (erkende bijscholing, evidence-based)';
const DUTCH = 'EBP-cursus (erkende bijscholing, wetenschappelijk onderbouwd)';
const MIGRATION = fs.readFileSync('server/db/migrations/017_cursustype_dutch.sql', 'utf8');

describe('the course type a provider chooses (CURSUSTYPE)', () => {
  const t = useTestApp();
  const ebp = async () =>
    (
      await t.db.query<{ description: string }>(
        `SELECT i.description FROM codelist_items i JOIN codelists c USING (iddiccode) WHERE c.code = 'CURSUSTYPE' AND i.codedetail = 'EBP'`,
      )
    )[0]!.description;

  it('is Dutch in the registration wizard of a new database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lists/codelist/public/CURSUSTYPE' });
    expect(res.statusCode).toBe(200);
    const descriptions = res.json().items.map((i: { description: string }) => i.description);
    expect(descriptions).toContain(DUTCH);
    expect(descriptions.join(' ')).not.toMatch(/evidence/i);
  });

  it('becomes Dutch in an existing database that still has the old text, and a text the secretariat chose stays', async () => {
    await t.db.query(`UPDATE codelist_items SET description = $1 WHERE codedetail = 'EBP'`, [OLD]);
    await t.db.query(MIGRATION);
    expect(await ebp()).toBe(DUTCH);

    await t.db.query(`UPDATE codelist_items SET description = 'EBP (eigen omschrijving)' WHERE codedetail = 'EBP'`);
    await t.db.query(MIGRATION);
    expect(await ebp()).toBe('EBP (eigen omschrijving)');
  });
});

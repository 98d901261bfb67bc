import type { Db } from './db';
import { migrate } from './db/migrate';
import { grantToApp } from './db/roles';
import type { Resource } from './generator/part';
import { assertDatabaseFits } from './generator/schemaCheck';
import { ensureCodelistNames, ensureReferenceNames, ensureTemplates, seedDemoIfEmpty } from './seed/demo';

/**
 * A node's database before it serves: migrated, then held against the declarations before anything
 * is written (a column the database lacks is named as such, not met as a raw error while the demo
 * rows go in), then the templates, the French names of the codelists, day parts and categories and, when asked, the demo data. Answers whether it loaded them.
 */
export async function prepareDatabase(
  db: Db,
  resources: readonly Resource[],
  { seedDemo, owner }: { seedDemo: boolean; owner?: { db: Db; appRole: string } },
): Promise<boolean> {
  // With two roles the owner migrates and grants; the application's role could do neither.
  await migrate(owner?.db ?? db);
  if (owner) await grantToApp(owner.db, owner.appRole);
  await assertDatabaseFits(db, resources);
  await ensureTemplates(db);
  await ensureCodelistNames(db);
  await ensureReferenceNames(db);
  const seeded = seedDemo && (await seedDemoIfEmpty(db));
  // A new database's codelists came with the demo data: the states' codes are held against them now.
  if (seeded) await assertDatabaseFits(db, resources);
  return seeded;
}

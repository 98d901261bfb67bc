import type { Db } from './db';
import { migrate } from './db/migrate';
import type { Resource } from './generator/part';
import { assertDatabaseFits } from './generator/schemaCheck';
import { ensureTemplates, seedDemoIfEmpty } from './seed/demo';

/**
 * A node's database before it serves: migrated, then held against the declarations before anything
 * is written (a column the database lacks is named as such, not met as a raw error while the demo
 * rows go in), then the mail templates and, when asked, the demo data. Answers whether it loaded them.
 */
export async function prepareDatabase(db: Db, resources: readonly Resource[], { seedDemo }: { seedDemo: boolean }): Promise<boolean> {
  await migrate(db);
  await assertDatabaseFits(db, resources);
  await ensureTemplates(db);
  const seeded = seedDemo && (await seedDemoIfEmpty(db));
  // A new database's codelists came with the demo data: the states' codes are held against them now.
  if (seeded) await assertDatabaseFits(db, resources);
  return seeded;
}

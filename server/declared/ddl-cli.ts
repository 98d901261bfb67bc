import { draftSql } from './ddl';
import { loadResources } from './index';

/** `npm run declare:sql <name>`: prints the migration a declaration needs, to read and save as the next one. */
const name = process.argv[2];
const resources = await loadResources();
const resource = resources.find((r) => r.d.name === name);
if (!resource) {
  console.error(`Gebruik: npm run declare:sql <naam>, met een van: ${resources.map((r) => r.d.name).join(', ')}`);
  process.exitCode = 1;
} else {
  process.stdout.write(draftSql(resource));
}

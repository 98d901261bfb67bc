import { describe, expect, it } from 'vitest';
import { checkDatabase } from '../../../server/generator/schemaCheck';
import { useTestApp } from '../../helpers/app';
import { resources } from '../../helpers/declared';
import { locatiesResource } from '../../helpers/proef/locaties';
import { makeTable } from '../../helpers/throwaway';
import { registerResources } from '../../../server/generator/resources';

/** Every declaration held against the migrated schema it runs on, as the server does at start. */
describe('the declarations and the migrated schema', () => {
  const t = useTestApp();

  it('agree for every declared resource: columns, their types, NOT NULL, foreign keys, unique and search indexes, codes', async () => {
    expect(resources.length).toBeGreaterThan(15);
    expect(await checkDatabase(t.db, resources)).toEqual([]);
  });

  it('name each difference: a missing table, a column of another type, a missing NOT NULL, foreign key or index', async () => {
    registerResources([locatiesResource]);
    expect(await checkDatabase(t.db, [locatiesResource])).toEqual(['D201 locaties: tabel bijscholing_locaties bestaat niet']);
    await makeTable(t.db, locatiesResource);
    expect(await checkDatabase(t.db, [locatiesResource])).toEqual([]);
    await t.db.query(
      'ALTER TABLE bijscholing_locaties DROP CONSTRAINT bijscholing_locaties_capacity_check, DROP CONSTRAINT bijscholing_locaties_centre_id_fkey',
    );
    await t.db.query('ALTER TABLE bijscholing_locaties ALTER COLUMN capacity TYPE text, ALTER COLUMN locality DROP NOT NULL');
    await t.db.query('DROP INDEX bijscholing_locaties_name');
    await t.db.query('DROP INDEX bijscholing_locaties_search');
    await t.db.query('ALTER TABLE bijscholing_locaties DROP COLUMN street');
    expect((await checkDatabase(t.db, [locatiesResource])).sort()).toEqual(
      [
        'D202 locaties.street: kolom bijscholing_locaties.street bestaat niet',
        'D203 locaties.capacity: kolom bijscholing_locaties.capacity is text, niet integer of smallint of bigint of numeric',
        'D204 locaties.locality: kolom bijscholing_locaties.locality mag leeg zijn maar het veld is verplicht (NOT NULL ontbreekt)',
        'D205 locaties.centre: kolom bijscholing_locaties.centre_id heeft geen foreign key naar bijscholing_centrums',
        'D207 locaties.name: geen unieke index op bijscholing_locaties.name',
        'D209 locaties: geen trigramindex op de gezochte velden samen (bijscholing_locaties.name, bijscholing_locaties.locality)',
      ].sort(),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postcodeIn, provinceOfPostcode } from '../../../domain/rules/provinces';
import { useTestApp } from '../../helpers/app';

/** A course's province: the rule of domain/rules/provinces.ts and migration 072's twin agree. */
describe('province of a course', () => {
  const t = useTestApp();

  it('names the province of every Belgian postcode as the database does', async () => {
    const rows = await t.db.query<{ postcode: string; province: string | null }>(
      `SELECT g::text AS postcode, province_of_postcode(g::text) AS province FROM generate_series(900, 10000) g`,
    );
    for (const { postcode, province } of rows) expect(provinceOfPostcode(postcode), postcode).toBe(province);
    expect([provinceOfPostcode('1000'), provinceOfPostcode('3001'), provinceOfPostcode('6700'), provinceOfPostcode('9820')]).toEqual([
      'BRU',
      'VBR',
      'LUX',
      'OVL',
    ]);
  });

  it('finds the postcode in a place as the database does', async () => {
    const places = fc.oneof(
      fc.constantFrom(
        'Salisburylaan 133, 9820 Merelbeke',
        'Zaal De Pit',
        'Kerkstraat 1200',
        'Campus 3000 Leuven',
        '12345 Gent',
        'B-2000 Antwerpen',
        '',
        'Steenweg 1104 bus 2, 9051 Gent',
        'Uithof, 3584 CL Utrecht',
        'L-1234 Luxembourg',
        'Rue Haute 1200 boîte 3, 5000 Namur',
        '1000 Brussel of 2000 Antwerpen',
      ),
      fc.string({ maxLength: 30 }),
      fc.tuple(fc.string({ maxLength: 10 }), fc.integer({ min: 0, max: 99999 }), fc.string({ maxLength: 10 })).map(([a, n, b]) => `${a}${n} ${b}`),
    );
    const samples = fc.sample(
      places.filter((p) => !p.includes('\u0000')),
      300,
    );
    const rows = await t.db.query<{ place: string; postcode: string | null }>(`SELECT p AS place, postcode_in(p) AS postcode FROM unnest($1::text[]) p`, [
      samples,
    ]);
    for (const { place, postcode } of rows) expect(postcodeIn(place), JSON.stringify(place)).toBe(postcode);
  });

  it('takes the last Belgian postcode, not a house number before its box nor a foreign postcode', () => {
    expect(postcodeIn('Steenweg 1104 bus 2, 9051 Gent')).toBe('9051');
    expect(postcodeIn('Rue Haute 1200 boîte 3, 5000 Namur')).toBe('5000');
    expect(postcodeIn('B-9000 Gent')).toBe('9000');
    expect(postcodeIn('Uithof, 3584 CL Utrecht')).toBeNull();
    expect(postcodeIn('L-1234 Luxembourg')).toBeNull();
    expect(postcodeIn('Salisburylaan 133, 9820 Merelbeke')).toBe('9820');
  });

  it('files a course by that postcode when its place is written', async () => {
    const [course] = await t.db.query<{ province: string | null }>(
      `INSERT INTO bijscholing_cursussen (title, start_date, end_date, status, type, location, online_course, legal_entity_id)
       SELECT 'Cursus in Gent', '2090-01-01', '2090-01-01', 'NIEUW', 'BP', 'Steenweg 1104 bus 2, 9051 Gent', true, legal_entity_id
         FROM bijscholing_cursussen LIMIT 1 RETURNING province`,
    );
    expect(course!.province).toBe('OVL');
  });
});

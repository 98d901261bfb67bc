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
      fc.constantFrom('Salisburylaan 133, 9820 Merelbeke', 'Zaal De Pit', 'Kerkstraat 1200', 'Campus 3000 Leuven', '12345 Gent', 'B-2000 Antwerpen', ''),
      fc.string({ maxLength: 30 }),
      fc.tuple(fc.string({ maxLength: 10 }), fc.integer({ min: 0, max: 99999 }), fc.string({ maxLength: 10 })).map(([a, n, b]) => `${a}${n} ${b}`),
    );
    const samples = fc.sample(
      places.filter((p) => !p.includes('\u0000')),
      300,
    );
    const rows = await t.db.query<{ place: string; postcode: string | null }>(
      `SELECT p AS place, substring(p FROM '(?:^|[^0-9])([1-9][0-9]{3})\\s+[[:alpha:]]') AS postcode FROM unnest($1::text[]) p`,
      [samples],
    );
    for (const { place, postcode } of rows) expect(postcodeIn(place), JSON.stringify(place)).toBe(postcode);
  });
});

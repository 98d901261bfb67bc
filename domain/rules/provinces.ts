/**
 * The province of a course in the agenda (docs/features/course-agenda.md): a Belgian postcode names
 * its province by its range. Migration 072's province_of_postcode holds the same ranges (the column
 * the agenda filters on is worked out by the database); tests/api/bijscholing/agenda-provinces.test.ts holds both to them.
 */

/** PROVINCIE codes (server/seed/codelists/provincies.ts). */
export const PROVINCES = ['ANT', 'BRU', 'HAI', 'LIE', 'LIM', 'LUX', 'NAM', 'OVL', 'VBR', 'WBR', 'WVL'] as const;
export type Province = (typeof PROVINCES)[number];

/** Each range's first postcode and its province, in order; a range runs up to the next one's start. */
const RANGES: readonly [number, Province][] = [
  [1000, 'BRU'],
  [1300, 'WBR'],
  [1500, 'VBR'],
  [2000, 'ANT'],
  [3000, 'VBR'],
  [3500, 'LIM'],
  [4000, 'LIE'],
  [5000, 'NAM'],
  [6000, 'HAI'],
  [6600, 'LUX'],
  [7000, 'HAI'],
  [8000, 'WVL'],
  [9000, 'OVL'],
];

export function provinceOfPostcode(postcode: string): Province | null {
  if (!/^[1-9]\d{3}$/.test(postcode)) return null;
  const n = Number(postcode);
  let found: Province = 'BRU';
  for (const [from, province] of RANGES) if (n >= from) found = province;
  return found;
}

/**
 * Four digits before a word: not after a digit, a letter or another country's prefix ("L-1234",
 * "NL-"; "B-9000" is Belgian), not a Dutch postcode's two capitals ("3584 CL") nor a house number
 * before its box ("1104 bus 2"). Migration 081's postcode_in holds the same pattern.
 */
const POSTCODE = /(?:^|[^A-Za-z0-9-]|(?<![A-Za-z0-9])B-)([1-9]\d{3})\s+(?![A-Z]{2}\b)(?!(?:[Bb]us|[Bb]te|[Bb]oîte|[Bb]ox)\b)\p{L}/gu;

/** The postcode in a place as people write it ("Salisburylaan 133, 9820 Merelbeke"): the last that looks Belgian. */
export function postcodeIn(location: string | null | undefined): string | null {
  let found: string | null = null;
  for (const match of location?.matchAll(POSTCODE) ?? []) found = match[1]!;
  return found;
}

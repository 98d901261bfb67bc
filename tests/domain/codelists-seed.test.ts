import { describe, expect, it } from 'vitest';
import { codelists } from '../../server/seed/codelists';

const EXPECTED_CODES = [
  'COUNTRY',
  'legalform',
  'CURSUSTYPE',
  'CURSTATUS',
  'VAKGEBIED',
  'OPLNIVEAU',
  'BEOORDELAAR',
  'DIERSOORTEN',
  'ANIMALKIND',
  'SECTOR',
  'YES_NO_FLAG',
  'WORKADDRESS',
  'CATTYPE',
  'PROVINCIE',
  'GEMEENTE',
  'WACHTDIENST_TYPE',
  'VRIJSTELLING_STATUS',
];

const list = (code: string) => {
  const found = codelists.find((l) => l.code === code);
  if (!found) throw new Error(`codelist ${code} ontbreekt`);
  return found;
};
const codes = (code: string) => list(code).items.map((i) => i.codedetail);
const names = (code: string) => list(code).items.map((i) => i.description);

describe('codelist seed data', () => {
  it('has the 17 lists with exactly the expected names, in order', () => {
    expect(codelists).toHaveLength(17);
    expect(codelists.map((l) => l.code)).toEqual(EXPECTED_CODES);
  });

  it('has no duplicate codedetail within a list', () => {
    for (const l of codelists) {
      const seen = new Set<string>();
      const dupes = l.items.map((i) => i.codedetail).filter((c) => seen.has(c) || !seen.add(c));
      expect(dupes, `duplicates in ${l.code}`).toEqual([]);
    }
  });

  it('has a non-empty description for every list and every item', () => {
    for (const l of codelists) {
      expect(l.description.trim(), `description of ${l.code}`).not.toBe('');
      expect(l.items.length, `items of ${l.code}`).toBeGreaterThan(0);
      for (const i of l.items) {
        expect(i.codedetail.trim(), `codedetail in ${l.code}`).not.toBe('');
        expect(i.description.trim(), `description of ${l.code}/${i.codedetail}`).not.toBe('');
      }
    }
  });

  it('never deactivates items in the fixed lists', () => {
    const fixed = ['CURSTATUS', 'PROVINCIE', 'GEMEENTE', 'COUNTRY', 'YES_NO_FLAG', 'VRIJSTELLING_STATUS', 'WACHTDIENST_TYPE'];
    for (const code of fixed) {
      expect(
        list(code)
          .items.filter((i) => i.active === false)
          .map((i) => i.codedetail),
        code,
      ).toEqual([]);
    }
  });

  it('CURSTATUS has the six course statuses', () => {
    expect(codes('CURSTATUS')).toEqual(['NIEUW', 'ONVOLLEDIG', 'AANGEVRAAGD', 'BEOORDELEN_P', 'GOEDGEKEURD', 'AFGEKEURD']);
    expect(names('CURSTATUS')).toEqual(['Nieuw', 'Onvolledig', 'Aangevraagd', 'Te beoordelen (beoordelaar nodig)', 'Goedgekeurd', 'Afgekeurd']);
  });

  it('keeps the codes the application relies on', () => {
    expect(codes('CURSUSTYPE')).toEqual(expect.arrayContaining(['EBP', 'BP']));
    // The Dutch texts are Dutch: a provider chooses one of these when registering.
    expect(names('CURSUSTYPE').join(' ')).not.toMatch(/evidence/i);
    expect(codes('CATTYPE')).toEqual(expect.arrayContaining(['ebpcursussen', 'bpcursussen', 'others', 'teachings', 'peerreview']));
    expect(codes('WACHTDIENST_TYPE')).toContain('SPECIALIST');
    expect(codes('VRIJSTELLING_STATUS')).toEqual(['REQ', 'APP', 'DEC']);
    expect(codes('YES_NO_FLAG').sort()).toEqual(['0', '1']);
    expect(codes('WORKADDRESS')).toEqual(expect.arrayContaining(['CONTACT', 'ASSOCIE', 'WERKNEMER', 'ZELFSTANDIGE', 'ZAAKVOERDER', 'PUBLIEK', 'POST', 'LID']));
  });

  it('PROVINCIE has the ten provinces plus Brussels', () => {
    expect(list('PROVINCIE').items).toHaveLength(11);
    expect(codes('PROVINCIE').sort()).toEqual(['ANT', 'BRU', 'HAI', 'LIE', 'LIM', 'LUX', 'NAM', 'OVL', 'VBR', 'WBR', 'WVL']);
  });

  it('GEMEENTE has the 285 Flemish and 19 Brussels municipalities with NIS codes', () => {
    const gemeenten = list('GEMEENTE').items;
    expect(gemeenten).toHaveLength(304);
    for (const g of gemeenten) expect(g.codedetail).toMatch(/^\d{5}$/);
    expect(gemeenten.filter((g) => g.codedetail.startsWith('21'))).toHaveLength(19);
    expect(names('GEMEENTE')).toEqual(expect.arrayContaining(['Antwerpen', 'Gent', 'Elsene', 'Brugge', 'Pajottegem']));
    expect(new Set(names('GEMEENTE')).size).toBe(304);
    const elsene = gemeenten.find((g) => g.description === 'Elsene');
    expect(elsene?.translations?.fr).toBe('Ixelles');
    // Merged on 1 January 2025: the former municipalities are gone.
    expect(names('GEMEENTE')).not.toContain('Borsbeek');
    expect(names('GEMEENTE')).not.toContain('Kortessem');
  });

  it('COUNTRY holds every ISO 3166-1 country with a French label, and no list a text in a language the portal does not speak', () => {
    const countries = list('COUNTRY').items;
    expect(countries.length).toBeGreaterThanOrEqual(249);
    for (const c of countries) {
      expect(c.codedetail).toMatch(/^[A-Z]{2}$/);
      expect(c.translations?.fr).toBeTruthy();
    }
    for (const l of codelists) for (const item of l.items) expect(Object.keys(item.translations ?? {}).filter((lang) => lang !== 'fr')).toEqual([]);
    const be = countries.find((c) => c.codedetail === 'BE');
    expect(be?.description).toBe('België');
    expect(be?.translations?.fr).toBe('Belgique');
  });
});

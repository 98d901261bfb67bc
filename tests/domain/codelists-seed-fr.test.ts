import { describe, expect, it } from 'vitest';
import { codelists } from '../../server/seed/codelists';

/**
 * The seed's French: every value has a French text (a French reader never falls back to Dutch on the
 * product's own lists), and where French words differ it is no copy of the Dutch one.
 */

/** Lists of names: a country or municipality may be called the same in both languages. */
const NAMES = ['COUNTRY', 'GEMEENTE'];
/** Words spelled alike in Dutch and French, per list. */
const SAME_WORD: Record<string, readonly string[]> = {
  VAKGEBIED: ['Dermatologie', 'Cardiologie', 'Neurologie', 'Oncologie', 'Parasitologie', 'Pathologie'],
  OPLNIVEAU: ['Expert'],
};

const frenchOf = (list: string, code: string) => codelists.find((l) => l.code === list)?.items.find((i) => i.codedetail === code)?.translations?.fr;

describe('the seed codelists in French', () => {
  it('names every list in French, not as a copy of its Dutch name', () => {
    const copied = codelists.filter((l) => !l.translations.fr.trim() || l.translations.fr === l.description).map((l) => l.code);
    expect(copied).toEqual([]);
  });

  it('gives every value of every list a French text', () => {
    const missing = codelists.flatMap((l) => l.items.filter((i) => !i.translations?.fr?.trim()).map((i) => `${l.code}/${i.codedetail}`));
    expect(missing).toEqual([]);
  });

  it('words the values in French, not as a copy of the Dutch, save names and words spelled alike', () => {
    const copied = codelists
      .filter((l) => !NAMES.includes(l.code))
      .flatMap((l) => l.items.filter((i) => i.translations?.fr === i.description && !SAME_WORD[l.code]?.includes(i.description)))
      .map((i) => i.description);
    expect(copied).toEqual([]);
  });

  it('names the provinces and the municipalities with an official French name as Belgians write them in French', () => {
    expect(frenchOf('PROVINCIE', 'WVL')).toBe('Flandre occidentale');
    expect(frenchOf('PROVINCIE', 'ANT')).toBe('Anvers');
    expect(frenchOf('PROVINCIE', 'LIE')).toBe('Liège');
    const municipalities = {
      '21004': 'Bruxelles',
      '11002': 'Anvers',
      '44021': 'Gand',
      '24062': 'Louvain',
      '12025': 'Malines',
      '34022': 'Courtrai',
      '31005': 'Bruges',
    };
    for (const [nis, name] of Object.entries(municipalities)) expect(frenchOf('GEMEENTE', nis), nis).toBe(name);
    // A municipality without a French name of its own is called by its Dutch one in French too.
    expect(frenchOf('GEMEENTE', '11001')).toBe('Aartselaar');
  });
});

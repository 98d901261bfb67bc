import { describe, expect, it } from 'vitest';
import { collatorOf } from '../../domain/collation';
import { mergedOptions } from '../../domain/texts/audit.nl';
import { inReadingOrder, LONG_LIST } from '../../src/shared/lookups/codelists';

const item = (n: number, description: string) => ({ id: n, iddiccodedetail: n, codedetail: `C${n}`, description, active: 1 as const });

/** Options and codelists in the order their reader's language sorts their words. */
describe('reading order', () => {
  it('sorts a long codelist by the texts the reader reads, accented letters among their own', () => {
    // The municipalities as the server answers a French reader: in the Dutch names' order.
    const names = ['Antwerpen', 'Brussel', 'Elsene', 'Gent', 'Ukkel', 'Vorst'];
    const french = ['Anvers', 'Bruxelles', 'Ixelles', 'Gand', 'Uccle', 'Forest'];
    const filler = Array.from({ length: LONG_LIST }, (_, i) => `Zwalm ${String(i).padStart(2, '0')}`);
    const items = [...french, 'Écaussinnes', ...filler].map((d, i) => item(i, d));
    const read = inReadingOrder(items, 'fr').map((i) => i.description);
    expect(read.slice(0, 8)).toEqual(['Anvers', 'Bruxelles', 'Écaussinnes', 'Forest', 'Gand', 'Ixelles', 'Uccle', 'Zwalm 00']);
    expect(
      inReadingOrder(names.map((d, i) => item(i, d)).concat(filler.map((d, i) => item(100 + i, d))), 'nl')
        .slice(0, 6)
        .map((i) => i.description),
    ).toEqual(names);
  });

  it("keeps a short list in the secretariat's order, whatever the language", () => {
    const states = ['Nouveau', 'Incomplet', 'Demandé', 'Approuvé'].map((d, i) => item(i, d));
    expect(inReadingOrder(states, 'fr').map((i) => i.description)).toEqual(['Nouveau', 'Incomplet', 'Demandé', 'Approuvé']);
  });

  it("merges a filter's options and sorts them in the labels' language", () => {
    const options = mergedOptions(
      [
        { value: 'b', label: 'Élection' },
        { value: 'a', label: 'Zone' },
        { value: 'c', label: 'Exemption' },
        { value: 'd', label: 'Élection' },
        { value: 'e', label: 'annulé' },
      ],
      'fr',
    );
    expect(options).toEqual([
      { value: 'e', label: 'annulé' },
      { value: 'b,d', label: 'Élection' },
      { value: 'c', label: 'Exemption' },
      { value: 'a', label: 'Zone' },
    ]);
    expect(collatorOf('fr').compare('côte', 'coté')).not.toBe(0);
  });
});

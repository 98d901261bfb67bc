import polyglotI18nProvider from 'ra-i18n-polyglot';
import frenchPackage from 'ra-language-french';
import { describe, expect, it } from 'vitest';
import { boxProblems } from '../../domain/texts/ballotBox.fr';
import { frMessages } from '../../src/i18n/fr';
import { chartTexts as frenchCharts } from '../../src/i18n/fr/charts';
import { nlMessages } from '../../src/i18n/nl';
import { chartTexts as dutchCharts } from '../../src/i18n/nl/charts';
import { raFrenchMessages } from '../../src/i18n/ra.fr';
import { findingText } from '../../src/pages/comite/BoxFindings';

type Catalogue = { [key: string]: unknown };

/** Flattens a nested catalogue into [dotted key, value] pairs. */
function flatten(node: Catalogue, prefix = ''): Array<[string, unknown]> {
  return Object.entries(node).flatMap(([key, value]): Array<[string, unknown]> => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' ? flatten(value as Catalogue, path) : [[path, value]];
  });
}

const dutch = new Map(flatten(nlMessages as unknown as Catalogue));
const french = new Map(flatten(frMessages as unknown as Catalogue));

/** Polyglot's interpolations, each once: %{name}, %{smart_count}. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1] as string))].sort();

/** A text with words to translate: letters left once placeholders, codes in capitals and file types are gone. */
const hasWords = (text: string) =>
  /\p{L}{2,}/u.test(
    text
      .replace(/%\{\w+\}/g, '')
      .replace(/\b(?:PDF|ZIP|JSON|SHA-256|PNG|JPEG|WebP|GET|EBP)\b/g, '')
      .replace(/\/api\/\S+/g, ''),
  );

/**
 * Texts that are the right French word and happen to be spelled as the Dutch one. Kept short:
 * 'Agenda' (the calendar), 'E-mail' (the spelling both languages' style guides give), 'Code',
 * 'Niveau', 'Campagne', 'Auteur', 'Document', 'Disciplines', 'Type' (same word, same meaning) and 'CV'
 * (the abbreviation of curriculum vitae in both).
 */
const SAME_IN_BOTH = new Set(['Agenda', 'E-mail', 'Code', 'Niveau', 'Campagne', 'Auteur', 'Document', 'Disciplines', 'Type', 'CV']);

describe(`the French screen catalogue (${french.size} keys in French, ${dutch.size} in Dutch)`, () => {
  it('has exactly the keys of the Dutch catalogue', () => {
    console.info(`screen catalogue: ${dutch.size} Dutch keys, ${french.size} French keys`);
    const missing = [...dutch.keys()].filter((key) => !french.has(key));
    const extra = [...french.keys()].filter((key) => !dutch.has(key));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
    expect(french.size).toBe(dutch.size);
    expect(dutch.size).toBeGreaterThan(1000);
  });

  it('gives a non-empty text for every key', () => {
    for (const [key, nl] of dutch) {
      const fr = french.get(key);
      expect(typeof fr, key).toBe(typeof nl);
      if (typeof nl === 'string' && nl.trim() !== '') expect((fr as string).trim(), key).not.toBe('');
    }
  });

  it('keeps the same placeholders and the same number of plural forms', () => {
    for (const [key, nl] of dutch) {
      if (typeof nl !== 'string') continue;
      const fr = french.get(key) as string;
      expect(placeholders(fr), key).toEqual(placeholders(nl));
      expect(fr.split('||||').length, key).toBe(nl.split('||||').length);
    }
  });

  it('translates every text that has words, but for a few words spelled alike', () => {
    const same = [...dutch].filter(([key, nl]) => typeof nl === 'string' && hasWords(nl) && french.get(key) === nl && !SAME_IN_BOTH.has(nl));
    expect(same.map(([key, nl]) => `${key}: ${nl}`)).toEqual([]);
  });
});

describe('react-admin in French (ra.fr)', () => {
  it('gives every key that the package ra-language-french gives', () => {
    const ours = new Set(flatten(raFrenchMessages as unknown as Catalogue).map(([key]) => key));
    const missing = flatten(frenchPackage as unknown as Catalogue)
      .map(([key]) => key)
      .filter((key) => !ours.has(key));
    expect(missing).toEqual([]);
  });

  it('uses the product wording for validation messages, as the server does', () => {
    expect(raFrenchMessages.ra.validation).toMatchObject({
      required: 'Ce champ est obligatoire.',
      number: 'Nombre non valable, utilisez le format suivant : 20,65',
      regex: "La valeur n'a pas le format correct",
    });
  });
});

describe('the charts in French', () => {
  it('have the keys of the Dutch chart texts, each translated', () => {
    expect(Object.keys(frenchCharts).sort()).toEqual(Object.keys(dutchCharts).sort());
    expect(frenchCharts.toolbarExportImage('image/png')).toBe('Exporter en PNG');
    // Catmull-Rom is the name of a curve, the same in every language.
    const same = Object.entries(dutchCharts).filter(([key, nl]) => typeof nl === 'string' && frenchCharts[key as keyof typeof frenchCharts] === nl);
    expect(same.map(([key]) => key)).toEqual(['chartConfigurationOptionCatmullRom']);
  });
});

describe("the French catalogue in the app's translator", () => {
  const i18n = polyglotI18nProvider(() => frMessages, 'fr', [{ locale: 'fr', name: 'Français' }], { allowMissing: false });

  it('fills placeholders and picks the French plural', () => {
    expect(i18n.translate('codelijsten.item_count', { smart_count: 1 })).toBe('1 valeur');
    expect(i18n.translate('codelijsten.item_count', { smart_count: 3 })).toBe('3 valeurs');
    expect(i18n.translate('app.profile_menu', { name: 'An Peeters' })).toBe('An Peeters : profil');
    expect(i18n.translate('menu.puntentabel')).toBe('Points de formation continue');
    expect(i18n.translate('ra.action.save')).toBe('Enregistrer');
  });

  it('words a server code and a ballot box finding from the catalogue, as the screens ask for them', () => {
    expect(i18n.translate('UPDATE_SUCCESS')).toBe(frMessages.UPDATE_SUCCESS);
    expect(findingText(i18n.translate, { problem: 'PROOF', member: 2 })).toBe(`${boxProblems.PROOF} (membre du comité 2)`);
  });
});

import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { raDutchMessages } from '../../src/i18n/ra.nl';

type Catalogue = { [key: string]: unknown };

/** Flattens a nested catalogue into [dotted key, value] pairs. */
function flatten(node: Catalogue, prefix = ''): Array<[string, unknown]> {
  return Object.entries(node).flatMap(([key, value]): Array<[string, unknown]> => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' ? flatten(value as Catalogue, path) : [[path, value]];
  });
}

const placeholders = (text: string): string[] => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1] as string).sort();

const english = new Map(flatten(englishMessages as unknown as Catalogue));
const dutch = new Map(flatten(raDutchMessages as unknown as Catalogue));

/**
 * English words that are also the correct Dutch word for that label.
 * 'Details': standard Dutch plural of 'detail' (Van Dale), the usual label.
 */
const SAME_IN_DUTCH = new Set(['Details']);

/**
 * Placeholders intentionally dropped from the Dutch text.
 * ra.validation.regex: the product specification prescribes
 * 'De waarde heeft niet het juist formaat' verbatim, without the raw regexp.
 */
const DROPPED_PLACEHOLDERS: Record<string, string[]> = {
  'ra.validation.regex': ['pattern'],
};

/** English values without any translatable words: only placeholders/spaces. */
const hasWords = (text: string): boolean => /\p{L}/u.test(text.replace(/%\{\w+\}/g, ''));

describe('react-admin Dutch catalogue (ra.nl)', () => {
  it('has exactly the keys of ra-language-english', () => {
    expect([...dutch.keys()].sort()).toEqual([...english.keys()].sort());
    expect(english.size).toBeGreaterThan(160);
  });

  it('has a non-empty string for every key', () => {
    for (const [key, value] of dutch) {
      expect(typeof value, key).toBe('string');
      expect((value as string).length, key).toBeGreaterThan(0);
      if (hasWords(english.get(key) as string)) {
        expect((value as string).trim(), key).not.toBe('');
      }
    }
  });

  it('keeps every interpolation variable and adds no unknown one', () => {
    for (const [key, en] of english) {
      const nl = dutch.get(key) as string;
      const dropped = DROPPED_PLACEHOLDERS[key] ?? [];
      const expected = [...new Set(placeholders(en as string))].filter((name) => !dropped.includes(name));
      const actual = [...new Set(placeholders(nl))];
      expect(actual.sort(), key).toEqual(expected.sort());
    }
  });

  it('keeps the number of plural forms', () => {
    for (const [key, en] of english) {
      const forms = (en as string).split('||||').length;
      expect((dutch.get(key) as string).split('||||').length, key).toBe(forms);
    }
  });

  it('translates every text that contains words', () => {
    for (const [key, en] of english) {
      const nl = dutch.get(key) as string;
      if (!hasWords(en as string) || SAME_IN_DUTCH.has(nl)) continue;
      expect(nl, key).not.toBe(en);
    }
  });

  it('uses the specification wording for validation messages', () => {
    expect(raDutchMessages.ra.validation).toMatchObject({
      required: 'Dit veld is verplicht.',
      number: 'Geen geldig getal, gebruik volgende formaat : 20,65',
      minValue: 'De waarde is te laag (minimum %{min})',
      maxValue: 'De waarde is te hoog (maximum %{max})',
      regex: 'De waarde heeft niet het juist formaat',
      email: 'Dit is geen geldig e-mailadres',
      oneOf: 'Kies een van volgende waarden: %{options}',
      unique: 'Deze waarde moet uniek zijn',
    });
  });
});

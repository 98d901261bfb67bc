import { describe, expect, it } from 'vitest';
import { ENGLISH_WORDS, findForeign } from '../../e2e/walk/catalogue';
import { DEMO_VALUES } from '../../e2e/walk/demoValues';
import { CATALOGUE_WORDS, nameOf, OTHER_LANGUAGE_WORDS, say } from '../../e2e/walk/languages';

/** The walk's language checks (e2e/walk/): what gives a screen away as being in the wrong language. */
const kinds = (text: string, language: 'nl' | 'fr') => findForeign(text, language).findings.map((f) => `${f.kind} ${f.word}`);

describe('the walk’s word lists, from the catalogues', () => {
  it('reads both languages’ catalogues whole, the resources’ texts too', () => {
    expect(CATALOGUE_WORDS.nl.size).toBeGreaterThan(1000);
    expect(CATALOGUE_WORDS.fr.size).toBeGreaterThan(1000);
    expect(say('nl', 'resources.cursussen.new')).toBe('Nieuwe cursus');
    expect(say('fr', 'resources.cursussen.new')).toBe('Nouvelle formation');
    expect(nameOf('fr', 'login.forgot').test('Mot de passe oublié ?')).toBe(true);
    expect(() => say('fr', 'login.no_such_key')).toThrow(/login\.no_such_key/);
  });

  it('counts a word as the other language’s only where the screen’s language has no such word', () => {
    expect(OTHER_LANGUAGE_WORDS.fr.has('annuleren')).toBe(true);
    expect(OTHER_LANGUAGE_WORDS.nl.has('annuler')).toBe(true);
    // Spelled alike in both catalogues: a word of neither screen's other language.
    for (const word of ['agenda', 'code', 'document']) {
      expect(OTHER_LANGUAGE_WORDS.fr.has(word), word).toBe(false);
      expect(OTHER_LANGUAGE_WORDS.nl.has(word), word).toBe(false);
    }
  });

  it('finds a Dutch text on a French screen and the reverse, and neither in its own language', () => {
    for (const key of ['ra.action.cancel', 'login.forgot', 'adressen.end_cooperation', 'vrijstellingen.request']) {
      expect(
        kinds(say('nl', key), 'fr').filter((k) => k.startsWith('other')),
        key,
      ).not.toEqual([]);
      expect(
        kinds(say('fr', key), 'nl').filter((k) => k.startsWith('other')),
        key,
      ).not.toEqual([]);
      expect(kinds(say('fr', key), 'fr'), key).toEqual([]);
      expect(kinds(say('nl', key), 'nl'), key).toEqual([]);
    }
  });

  it('finds English in either language, but not a word French shares with it', () => {
    expect(kinds('Rows per page', 'fr')).toContain('english Rows');
    expect(kinds('Rows per page', 'nl')).toContain('english Rows');
    expect(ENGLISH_WORDS.fr.has('page')).toBe(false);
    expect(ENGLISH_WORDS.nl.has('page')).toBe(true);
    expect(kinds('Communication et relation client', 'fr')).toEqual([]);
    expect(kinds('Close', 'fr')).toEqual(['english Close']);
  });

  it('reads a code alone in its cell as a code, and the date placeholder in each language’s letters', () => {
    expect(kinds('GEMEENTE', 'fr')).toEqual([]);
    expect(kinds('Code GEMEENTE', 'fr')).toContain('other GEMEENTE');
    expect(kinds(say('fr', 'app.date_placeholder'), 'fr')).toEqual([]);
    expect(kinds(say('nl', 'app.date_placeholder'), 'fr')).toContain('other jjjj');
  });

  it('reads a random code in groups of four as a code, whole or one group to a line, but not a word beside it', () => {
    expect(kinds('Bewaar de controlecode CE15-AB12-DE0A-77F1-0C3E tot elk lid hem vergeleek.', 'nl')).toEqual([]);
    expect(kinds('CE15-', 'nl')).toEqual([]);
    expect(kinds('Gardez le code CE15-AB12-DE0A de la cérémonie', 'nl')).toEqual(['other le', 'other la', 'other cérémonie']);
  });

  it('reads past the demo data’s own values, taken from the seed files, but not a code left untranslated', () => {
    expect(DEMO_VALUES).toContain('Kreupelheid bij het paard');
    expect(DEMO_VALUES).toContain('Van den Broeck');
    expect(kinds('Formation : Kreupelheid bij het paard (Gent)', 'fr')).toEqual([]);
    expect(kinds('Lotte Van den Broeck', 'fr')).toEqual([]);
    // A state shown as its Dutch code, and the same words outside a demo value, are found.
    expect(kinds('Statut : GOEDGEKEURD', 'fr')).toEqual(['other GOEDGEKEURD']);
    expect(kinds('Kreupelheid bij', 'fr')).toContain('other bij');
  });
});

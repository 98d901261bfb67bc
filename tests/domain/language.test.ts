import { describe, expect, it } from 'vitest';
import { acceptedLanguages, isLanguage, preferredLanguage } from '../../domain/language';

describe('the language a browser or a request asks', () => {
  it('is French only when French comes first', () => {
    expect(preferredLanguage(['fr-BE', 'nl'])).toBe('fr');
    expect(preferredLanguage(['FR'])).toBe('fr');
    expect(preferredLanguage(['nl-BE', 'fr'])).toBe('nl');
    expect(preferredLanguage(['en-US', 'fr'])).toBe('nl');
    expect(preferredLanguage([])).toBe('nl');
  });

  it('reads an Accept-Language header by its weights', () => {
    expect(acceptedLanguages('nl;q=0.5, fr-BE')).toEqual(['fr-BE', 'nl']);
    expect(preferredLanguage(acceptedLanguages('nl-BE,nl;q=0.9,fr;q=0.8'))).toBe('nl');
    expect(preferredLanguage(acceptedLanguages('fr;q=0, nl'))).toBe('nl');
    expect(preferredLanguage(acceptedLanguages('*, fr'))).toBe('fr');
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('garbage;q=x')).toEqual([]);
  });

  it('knows nl and fr only', () => {
    expect(['nl', 'fr', 'en', 'NL', '', null].map(isLanguage)).toEqual([true, true, false, false, false, false]);
  });
});

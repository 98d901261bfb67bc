import { describe, expect, it } from 'vitest';
import { errorMessages as frenchErrors } from '../../domain/texts/errors.fr';
import { errorMessages as dutchErrors, validationMessages } from '../../domain/texts/errors.nl';
import { domainMessages as fr } from '../../src/i18n/domain.fr';
import { domainMessages as nl } from '../../src/i18n/domain.nl';
import * as dutchScreens from '../../src/i18n/nl/screens';

const keysOf = (value: unknown, prefix = ''): string[] =>
  value !== null && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => keysOf(v, `${prefix}.${k}`)) : [prefix];

/** Both languages' catalogues are made by one composer: the same keys, each language's own texts. */
describe('the composed catalogues', () => {
  it('hold every screen file’s texts and the server’s codes, at the root and under errors', () => {
    for (const part of Object.values(dutchScreens)) for (const [key, value] of Object.entries(part)) expect(nl[key as keyof typeof nl], key).toBe(value);
    expect(nl.SERVICE_UNAVAILABLE).toBe(dutchErrors.SERVICE_UNAVAILABLE);
    expect(nl.errors.SERVICE_UNAVAILABLE).toBe(dutchErrors.SERVICE_UNAVAILABLE);
    expect(nl.validation).toBe(validationMessages);
    expect(fr.errors.SERVICE_UNAVAILABLE).toBe(frenchErrors.SERVICE_UNAVAILABLE);
  });

  it('gives French the same keys as Dutch', () => {
    expect(keysOf(fr).sort()).toEqual(keysOf(nl).sort());
    expect(fr.app.title).not.toBe(nl.app.title);
  });
});

import { describe, expect, it } from 'vitest';
import { confirms, dutchNumber, genericLength, maxNumber, minNumber, pattern, required, webAddress } from '../../src/shared/forms/validators';
import { withProtocol } from '../../domain/text';
import { registrationToForm } from '../../src/shared/registration/model';
import { validationMessages } from '../../domain/texts/errors.nl';
import { dutch } from '../../server/i18n';

describe('generic form validators (SPEC §5)', () => {
  it('gives the spec messages in Dutch', () => {
    expect(dutch(required('  ')!)).toBe('Dit veld is verplicht.');
    expect(dutch(dutchNumber('20.65.1')!)).toBe('Geen geldig getal, gebruik volgende formaat : 20,65');
    expect(dutch(pattern(/^\d{4}$/)('12a4')!)).toBe('De waarde heeft niet het juist formaat');
    expect(dutch(genericLength('abc')!)).toBe(validationMessages.length);
  });
  it('accepts what is right and leaves empty optional fields alone', () => {
    expect(required('x')).toBeUndefined();
    expect(dutchNumber('20,65')).toBeUndefined();
    expect(dutchNumber('')).toBeUndefined();
    expect(webAddress('www.orde-dierenartsen.be')).toBeUndefined();
    expect(webAddress('geen adres')).toBe('validation.url');
    expect(genericLength('abcde')).toBeUndefined();
    expect(genericLength('a'.repeat(31))).toBe('validation.length');
  });
  it('checks bounds on Dutch numbers and confirmation fields', () => {
    expect(maxNumber(99)('99,5')).toBe('validation.tooHigh');
    expect(maxNumber(99)('99')).toBeUndefined();
    expect(minNumber(1)('0')).toBe('validation.tooLow');
    expect(confirms('email')('a@b.be', { email: 'a@b.be' })).toBeUndefined();
    expect(confirms('email')('a@b.be', { email: 'x@b.be' })).toBe('validation.confirm');
  });
});

describe('a registration website in its two inputs', () => {
  it('shows a stored scheme in the protocol select only, and sends back the same address', () => {
    const stored = registrationToForm({ website: 'https://www.dierenwelzijnsacademie.be', siteProtocol: 'http' });
    expect([stored.siteProtocol, stored.website]).toEqual(['https', 'www.dierenwelzijnsacademie.be']);
    expect(withProtocol(stored.website, stored.siteProtocol)).toBe('https://www.dierenwelzijnsacademie.be');
    const bare = registrationToForm({ website: 'www.x.be', siteProtocol: 'https' });
    expect([bare.siteProtocol, bare.website]).toEqual(['https', 'www.x.be']);
    expect(registrationToForm({}).website).toBe('');
  });
});

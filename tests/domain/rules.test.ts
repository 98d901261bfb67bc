import { describe, expect, it } from 'vitest';
import { brusselsDate } from '../../domain/dates';
import { landingPath } from '../../domain/landing';
import { canOpenScreen, rolesForScreen } from '../../domain/permissions';
// The screens of declared resources (codelists, ...) come from their declarations.
import '../helpers/declared';
import { newPasswordSchema, profileSchema } from '../../domain/schemas/auth';
import { isValidPassword, isWebAddress, parseDutchNumber } from '../../domain/validation';
import { compareVersions } from '../../domain/version';
import { validationMessages } from '../../domain/texts/errors.nl';

describe('password rule (SPEC §5)', () => {
  it.each([
    ['Dierenarts1', true],
    ['abcdefg1', true],
    ['abcdef1', false],
    ['abcdefgh', false],
    ['12345678', false],
    ['Ébène123', true],
  ])('%s -> %s', (password, ok) => expect(isValidPassword(password)).toBe(ok));

  it('gives the spec code when the repeat differs', () => {
    const result = newPasswordSchema.safeParse({ password: 'Geheim123', repassword: 'Geheim124' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toContain('PASS_AND_REPASS_NOT_SAME');
  });

  it('lets a profile keep its password when none is typed', () => {
    expect(profileSchema.safeParse({ firstname: 'An', lastname: 'Peeters', email: 'an@voorbeeld.be', password: '', repassword: '' }).success).toBe(true);
    const weak = profileSchema.safeParse({ firstname: 'An', lastname: 'Peeters', email: 'an@voorbeeld.be', password: 'kort', repassword: 'kort' });
    expect(weak.error!.issues[0]!.message).toBe('validation.password');
  });
});

describe('Dutch numbers', () => {
  it.each([
    ['20,65', 20.65],
    ['1.020,65', 1020.65],
    ['7', 7],
    ['-3,5', -3.5],
  ])('%s is %s', (text, value) => expect(parseDutchNumber(text)).toBe(value));
  it.each(['20.65.1', 'abc', '1,2,3', ''])('%s is not a number', (text) => expect(parseDutchNumber(text)).toBeNull());
});

describe('web addresses', () => {
  it('accepts addresses with and without protocol and refuses plain words', () => {
    expect(isWebAddress('www.orde-dierenartsen.be')).toBe(true);
    expect(isWebAddress('https://dierenkliniek.be/contact')).toBe(true);
    expect(isWebAddress('geen adres')).toBe(false);
  });
});

describe('landing page after login (SPEC §2)', () => {
  it('sends each role to its page', () => {
    expect(landingPath({ username: 'N1001', roles: ['DIERENARTS'] }, '2.0.0')).toBe('/dierenarts/N1001/adressen');
    expect(landingPath({ username: 'sec', roles: ['SECRETARIAAT'] }, '2.0.0')).toBe('/dierenarts/adreswijzigingen');
    expect(landingPath({ username: 'opl', roles: ['OPLVERSTREKKER'] }, '2.0.0')).toBe('/bijscholing/cursussen?status=NIEUW');
    expect(landingPath({ username: 'opl', roles: ['OPLVERSTREKKER'] }, '1.9.9')).toBe('/profiel');
    expect(landingPath({ username: 'x', roles: [] }, '2.0.0')).toBe('/profiel');
  });
  it('compares versions numerically', () => {
    expect(compareVersions('2.10.0', '2.9.1')).toBe(1);
    expect(compareVersions('2.0', '2.0.0')).toBe(0);
    expect(compareVersions('1.12.3', '2.0.0')).toBe(-1);
  });
});

describe('screen roles', () => {
  it('uses the most specific rule', () => {
    expect(rolesForScreen('/wachtdiensten/aanvragen/registratie')).toEqual(['SECRETARIAAT']);
    expect(rolesForScreen('/wachtdiensten/12')).toEqual(['SECRETARIAAT', 'DIERENARTS']);
    expect(rolesForScreen('/dierenarts/N1001/adressen')).toEqual(['DIERENARTS']);
    expect(rolesForScreen('/dierenarts/adreswijzigingen')).toEqual(['SECRETARIAAT']);
  });
  it('keeps a veterinarian out of the codelists and in their own screens', () => {
    expect(canOpenScreen(['DIERENARTS'], '/codelijsten/3/items')).toBe(false);
    expect(canOpenScreen(['OPLVERSTREKKER'], '/codelijsten/3/items')).toBe(true);
    expect(canOpenScreen(['DIERENARTS'], '/profiel')).toBe(true);
  });
  it('offers a veterinarian no course screen, though the points table finds approved courses (SPEC §2)', () => {
    expect(rolesForScreen('/bijscholing/cursussen')).toEqual(['SECRETARIAAT', 'OPLVERSTREKKER']);
    expect(canOpenScreen(['DIERENARTS'], '/bijscholing/cursussen/3/sprekers')).toBe(false);
  });
});

describe('generic messages are the spec words', () => {
  it('matches SPEC §5', () => {
    expect(validationMessages.required).toBe('Dit veld is verplicht.');
    expect(validationMessages.pattern).toBe('De waarde heeft niet het juist formaat');
    expect(validationMessages.number).toBe('Geen geldig getal, gebruik volgende formaat : 20,65');
  });
});

describe('today in Brussels', () => {
  it('is the Belgian calendar day, also in the hour after midnight', () => {
    expect(brusselsDate(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(brusselsDate(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
    expect(brusselsDate(new Date('2026-07-01T21:30:00Z'))).toBe('2026-07-01');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../domain/rules/courses';
import { EXEMPTION_MIN_DAYS_LEFT, exemptionActive } from '../../domain/rules/cpd';
import vrijstellingen from '../../domain/resources/vrijstellingen';
import { schemasOf } from '../../domain/declare/schemas';
import { exemptionEndDate } from '../../domain/schemas/exemptions';

const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

describe('exemptionActive (SPEC §9: 32 or more days left)', () => {
  it('holds at 32 days and not at 31', () => {
    expect(exemptionActive({ state: 'APP', endDate: '2026-12-26' }, '2026-11-24')).toBe(true);
    expect(exemptionActive({ state: 'APP', endDate: '2026-12-25' }, '2026-11-24')).toBe(false);
  });

  it('is active exactly when approved and the end lies 32 or more days ahead, whatever the day', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 2000 }), fc.constantFrom('REQ', 'APP', 'DEC'), (today, left, state) => {
        expect(exemptionActive({ state, endDate: addDays(today, left) }, today)).toBe(state === 'APP' && left >= EXEMPTION_MIN_DAYS_LEFT);
      }),
    );
  });
});

describe('exemptionEndDate', () => {
  it('ends the day before the same date `years` later', () => {
    expect(exemptionEndDate('2026-11-24', 2)).toBe('2028-11-23');
    expect(exemptionEndDate('2026-01-01', 1)).toBe('2026-12-31');
    expect(exemptionEndDate('2028-02-29', 1)).toBe('2029-02-27');
  });

  it('always lies between years × 365 − 1 and years × 366 days ahead, so a new exemption is active', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 5 }), (from, years) => {
        const end = exemptionEndDate(from, years);
        const days = (Date.parse(end) - Date.parse(from)) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(years * 365 - 2);
        expect(days).toBeLessThanOrEqual(years * 366);
        expect(exemptionActive({ state: 'APP', endDate: end }, from)).toBe(true);
      }),
    );
  });
});

describe('the request as its form sends it (SPEC §5: 1 to 5 years)', () => {
  const check = (years: unknown) => schemasOf(vrijstellingen).create.safeParse({ years }).success;
  it('takes 1 to 5 and refuses 0, 6, halves and nothing', () => {
    for (const years of ['1', '5', ' 4 ', 3]) expect(check(years), String(years)).toBe(true);
    for (const years of ['0', '6', '2.5', '2,5', '', undefined, 'twee']) expect(check(years), String(years)).toBe(false);
  });
});

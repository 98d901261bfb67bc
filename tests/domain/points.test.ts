import { describe, expect, it } from 'vitest';
import { itemHours, itemPoints, roundUpToHalf } from '../../domain/rules/points';

describe('points of course items (domain/rules/points)', () => {
  it('rounds up to halves (SPEC §5), without float noise pushing a half up', () => {
    expect([0, 0.1, 0.5, 0.51, 1, 2.25, 2.5, 2.75, 3.0000000001].map(roundUpToHalf)).toEqual([0, 0.5, 0.5, 1, 1, 2.5, 2.5, 3, 3]);
    expect(roundUpToHalf(0.1 + 0.2 + 0.2)).toBe(0.5);
  });

  it('counts the hours between start and end, none when the end is not after the start', () => {
    expect(itemHours('09:00', '12:30')).toBe(3.5);
    expect(itemHours('19:15', '20:00')).toBe(0.75);
    expect(itemHours('12:00', '12:00')).toBe(0);
    expect(itemHours('14:00', '09:00')).toBe(0);
  });

  it('is the hours times the coefficient, rounded up to halves', () => {
    expect(itemPoints('19:00', '21:30', 1)).toBe(2.5);
    expect(itemPoints('09:00', '12:10', 2)).toBe(6.5);
    expect(itemPoints('09:00', '09:20', 1)).toBe(0.5);
    expect(itemPoints('09:00', '17:00', 3)).toBe(24);
    expect(itemPoints('09:00', '10:00', null)).toBe(0);
    expect(itemPoints(null, '10:00', 1)).toBe(0);
  });

});

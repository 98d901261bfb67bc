import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hoursAgainstProgramme, theoryAgainstProgramme } from '../../domain/rules/courses';
import { itemHours, itemMinutes, itemPoints, roundUpToHalf } from '../../domain/rules/points';

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

  it('counts whole minutes, the same length as the hours', () => {
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(
        time,
        time,
        (start, end) => Number.isInteger(itemMinutes(start, end)) && Math.abs(itemMinutes(start, end) / 60 - itemHours(start, end)) < 1e-9,
      ),
    );
    expect(itemMinutes('09:00', '12:10')).toBe(190);
    expect(itemMinutes(null, '12:10')).toBe(0);
  });
});

describe("a course's hours and theoretical points against its items (domain/rules/courses)", () => {
  it('flags hours a minute or more off the programme, once there is one', () => {
    expect(hoursAgainstProgramme({ hours: 7.5, programmeMinutes: 180 })).toEqual({ hours: 7.5, programme: 3 });
    expect(hoursAgainstProgramme({ hours: '3', programmeMinutes: 180 })).toBeNull();
    expect(hoursAgainstProgramme({ hours: 0.33, programmeMinutes: 20 })).toBeNull();
    expect(hoursAgainstProgramme({ hours: 3, programmeMinutes: 0 })).toBeNull();
    expect(hoursAgainstProgramme({ hours: null, programmeMinutes: 180 })).toBeNull();
    // What is being typed and is no number yet is not held against anything.
    expect(hoursAgainstProgramme({ hours: '7,', programmeMinutes: 180 })).toBeNull();
  });

  it('flags more theoretical points than the items give together', () => {
    expect(theoryAgainstProgramme({ theorypoints: 10, points: 9, itemCount: 2 })).toEqual({ theorypoints: 10, points: 9 });
    expect(theoryAgainstProgramme({ theorypoints: 9, points: 9, itemCount: 2 })).toBeNull();
    expect(theoryAgainstProgramme({ theorypoints: 10, points: 0, itemCount: 0 })).toBeNull();
    expect(theoryAgainstProgramme({ points: 9, itemCount: 2 })).toBeNull();
  });
});

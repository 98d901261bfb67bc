import { describe, expect, it } from 'vitest';
import { brusselsLocal, dutchDateTime, fromBrusselsLocal } from '../../domain/dates';

/** An election's window is typed and mailed on the Brussels clock, in winter and in summer time. */
describe('the Brussels clock', () => {
  it('reads a typed moment in winter and in summer time, and shows it back the same', () => {
    expect(fromBrusselsLocal('2026-12-04T09:00')).toBe('2026-12-04T08:00:00.000Z');
    expect(fromBrusselsLocal('2027-07-01T09:00')).toBe('2027-07-01T07:00:00.000Z');
    expect(brusselsLocal('2027-07-01T07:00:00.000Z')).toBe('2027-07-01T09:00');
    expect(dutchDateTime('2027-03-28T01:30:00.000Z')).toBe('28/03/2027 03:30');
    expect(fromBrusselsLocal('morgen')).toBeNull();
  });
});

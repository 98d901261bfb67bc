import { describe, expect, it } from 'vitest';
import { parseCellNumber } from '../../domain/rules/cpd';

/** SPEC §5: the points table reads numbers with a comma decimal and dot thousands, to 2 decimals. */
describe('a number typed in a cell of the points table', () => {
  it.each([
    ['50,20', 50.2],
    ['1.020,5', 1020.5],
    ['12.345.678,999', 12345679],
    ['3,456', 3.46],
    [' 7 ', 7],
    ['2.5', 2.5],
    ['2.500', 2500],
    ['0', 0],
  ])('reads %s as %s', (text, value) => {
    expect(parseCellNumber(text)).toEqual({ value });
  });

  it.each(['abc', '1,2,3', '1.00.0', '12,', ',5', '5e3', '1.0000'])('refuses %s as no number', (text) => {
    expect(parseCellNumber(text)).toEqual({ error: 'ERR_NAN' });
  });

  it('tells an empty required cell from an empty optional one, and refuses numbers below the minimum', () => {
    expect(parseCellNumber('', { required: true })).toEqual({ error: 'ERR_NUM_REQUIRED' });
    expect(parseCellNumber('  ')).toEqual({ value: null });
    expect(parseCellNumber(null)).toEqual({ value: null });
    expect(parseCellNumber('-1')).toEqual({ error: 'ERR_BELOW_MIN' });
    expect(parseCellNumber('-1', { min: -5 })).toEqual({ value: -1 });
  });

  it('takes a number as it is, rounded to 2 decimals', () => {
    expect(parseCellNumber(2.345)).toEqual({ value: 2.35 });
    expect(parseCellNumber(Number.NaN)).toEqual({ error: 'ERR_NAN' });
  });
});

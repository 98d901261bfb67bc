import { describe, expect, it } from 'vitest';
import { type Condition, whereOf } from '../../server/repositories/declared';

describe('whereOf: the WHERE clause of a list, written once per set of conditions', () => {
  it('numbers each ? in order and gives the values in the same order', () => {
    const conditions: Condition[] = [['a = ?', 1], ['(b LIKE ? OR c LIKE ?)', '%x%', '%x%'], ['d IS NULL']];
    expect(whereOf(conditions)).toEqual({ sql: 'WHERE a = $1 AND (b LIKE $2 OR c LIKE $3) AND d IS NULL', params: [1, '%x%', '%x%'] });
    expect(whereOf(conditions, 3)).toEqual({ sql: 'WHERE a = $3 AND (b LIKE $4 OR c LIKE $5) AND d IS NULL', params: [1, '%x%', '%x%'] });
  });

  it('gives the values of this call, not those of the call that wrote the clause', () => {
    expect(whereOf([['e = ?', 'first']]).params).toEqual(['first']);
    expect(whereOf([['e = ?', 'second']])).toEqual({ sql: 'WHERE e = $1', params: ['second'] });
  });

  it('is empty without conditions', () => {
    expect(whereOf([])).toEqual({ sql: '', params: [] });
  });

  it('refuses a condition with more or fewer values than question marks', () => {
    expect(() => whereOf([['f = ? AND g = ?', 1]])).toThrow(/1 waarden voor 2 vraagtekens/);
    expect(() => whereOf([['h = ?', 1, 2]])).toThrow(/2 waarden voor 1 vraagtekens/);
  });
});

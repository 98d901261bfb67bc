import { describe, expect, it } from 'vitest';
import { isDbUnavailable } from '../../server/db/unavailable';

/** Errors shaped as node-postgres and Node's net module report them. */
const failure = (message: string, fields: Record<string, unknown> = {}) => Object.assign(new Error(message), fields);

describe('which database failures mean "not reachable now" (503)', () => {
  it.each([
    ['refused', failure('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' })],
    ['reset', failure('read ECONNRESET', { code: 'ECONNRESET' })],
    ['broken pipe', failure('write EPIPE', { code: 'EPIPE' })],
    ['timed out', failure('connect ETIMEDOUT', { code: 'ETIMEDOUT' })],
    ['too many clients', failure('sorry, too many clients already', { code: '53300' })],
    ['terminated by an administrator', failure('terminating connection due to administrator command', { code: '57P01' })],
    ['crash shutdown', failure('terminating connection because of crash of another server process', { code: '57P02' })],
    ['starting up', failure('the database system is starting up', { code: '57P03' })],
    ['idle session ended', failure('terminating connection due to idle-session timeout', { code: '57P05' })],
    ['connection failure (class 08)', failure('connection failure', { code: '08006' })],
    ['connection terminated, no code', failure('Connection terminated unexpectedly')],
    ['connect timeout of the pool', failure('timeout exceeded when trying to connect')],
    ['connect timeout of the client', failure('Connection terminated due to connection timeout')],
    ['client already broken', failure('Client has encountered a connection error and is not queryable')],
    ['every address refused', new AggregateError([failure('a', { code: 'ECONNREFUSED' }), failure('b', { code: 'ECONNREFUSED' })], 'all failed')],
  ])('%s', (_, error) => {
    expect(isDbUnavailable(error)).toBe(true);
  });

  it.each([
    ['unique violation', failure('duplicate key value violates unique constraint', { code: '23505' })],
    ['bad input', failure('invalid input syntax for type integer', { code: '22P02' })],
    ['syntax error', failure('syntax error at or near "SELEC"', { code: '42601' })],
    ['serialization failure', failure('could not serialize access', { code: '40001' })],
    ['a coded error whose text looks alike', failure('Connection terminated by the app', { code: 'FST_ERR_X' })],
    ['a plain error', new Error('kapot')],
    ['not an error', 'Connection terminated'],
    ['nothing', undefined],
    ['no attempts at all', new AggregateError([], 'none')],
  ])('not: %s', (_, error) => {
    expect(isDbUnavailable(error)).toBe(false);
  });
});

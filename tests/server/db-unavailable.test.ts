import { describe, expect, it } from 'vitest';
import { classifyFailure, DbUnavailableError, isDbUnavailable, summary } from '../../server/db/unavailable';

/** Errors shaped as node-postgres, its pool and Node's net module report them. */
const failure = (message: string, fields: Record<string, unknown> = {}) => Object.assign(new Error(message), fields);
const fatal = (code: string, message: string) => failure(message, { code, severity: 'FATAL' });

const whileConnecting = (error: unknown) => classifyFailure(error, { connecting: true });
const onLiveConnection = (error: unknown) => classifyFailure(error, { connecting: false });

describe('a failure while getting a connection means "not reachable now" (503), whatever it says', () => {
  it.each([
    ['refused', failure('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' })],
    ['closed for maintenance', fatal('55000', 'database "portaal" is not currently accepting connections')],
    ['still starting', fatal('57P03', 'the database system is starting up')],
    ['in recovery after a failover', fatal('57P03', 'the database system is in recovery mode')],
    ['too many clients', fatal('53300', 'sorry, too many clients already')],
    ['too many for the role', fatal('53300', 'too many connections for role "portaal"')],
    ['no longer allowed in', fatal('28000', 'no pg_hba.conf entry for host "10.0.0.7"')],
    ['database gone (a failover to an empty server)', fatal('3D000', 'database "portaal" does not exist')],
    ['a proxy that closes at once', failure('Connection terminated unexpectedly')],
    ['a proxy that answers nonsense', failure('received invalid response: 48')],
    ['the pool waited too long', failure('timeout exceeded when trying to connect')],
    ['a reason nobody listed yet', failure('something entirely new')],
    ['every address refused', new AggregateError([failure('a', { code: 'ECONNREFUSED' })], '')],
  ])('%s', (_, error) => {
    const classified = whileConnecting(error);
    expect(classified).toBeInstanceOf(DbUnavailableError);
    expect(isDbUnavailable(classified)).toBe(true);
    expect((classified as Error).cause).toBe(error);
  });
});

describe('a failure on a connection that broke means "not reachable now", whatever it says', () => {
  it.each([
    ['reset', failure('read ECONNRESET', { code: 'ECONNRESET' })],
    ['not queryable any more', failure('Client has encountered a connection error and is not queryable')],
    ['an error that happens to look like bad input', failure('invalid input syntax', { code: '22P02' })],
  ])('the connection reported its death, then: %s', (_, error) => {
    const lost = failure('Connection terminated unexpectedly');
    const classified = classifyFailure(error, { connecting: false, lost });
    expect(classified).toBeInstanceOf(DbUnavailableError);
    // The log names what broke the connection, not what the next query met.
    expect(summary(classified)).toBe('Connection terminated unexpectedly');
  });

  it.each([
    ['terminated by an administrator', fatal('57P01', 'terminating connection due to administrator command')],
    ['idle too long in a transaction', fatal('25P03', 'terminating connection due to idle-in-transaction timeout')],
    ['idle session ended', fatal('57P05', 'terminating connection due to idle-session timeout')],
  ])('the server ended the session (FATAL): %s', (_, error) => {
    expect(onLiveConnection(error)).toBeInstanceOf(DbUnavailableError);
    expect((onLiveConnection(error) as DbUnavailableError).code).toBe(error.code);
  });
});

describe('a failure on a healthy connection stays what it is', () => {
  it.each([
    ['unique violation', failure('duplicate key value violates unique constraint', { code: '23505', severity: 'ERROR' })],
    ['bad input', failure('invalid input syntax for type integer', { code: '22P02', severity: 'ERROR' })],
    ['syntax error', failure('syntax error at or near "SELEC"', { code: '42601', severity: 'ERROR' })],
    ['lock timeout (503 by its code, the connection is fine)', failure('canceling statement due to lock timeout', { code: '55P03', severity: 'ERROR' })],
    ['statement timeout', failure('canceling statement due to statement timeout', { code: '57014', severity: 'ERROR' })],
    ['a message that merely reads like a lost connection', failure('Connection terminated by the app')],
    ['a plain error of the code', new Error('kapot')],
  ])('%s', (_, error) => {
    expect(onLiveConnection(error)).toBe(error);
    expect(isDbUnavailable(error)).toBe(false);
  });
});

describe('the code list, only a second signal', () => {
  it.each(['57P01', '57P02', '57P03', '53300'])('%s alone still says unavailable', (code) => {
    expect(isDbUnavailable(failure('x', { code }))).toBe(true);
  });

  it.each([
    ['not an error', 'Connection terminated'],
    ['nothing', undefined],
    ['a network code without the place it happened', failure('read ECONNRESET', { code: 'ECONNRESET' })],
  ])('not: %s', (_, error) => {
    expect(isDbUnavailable(error)).toBe(false);
  });
});

describe('a failure told in one line', () => {
  it('gives the code and the message, never the whole object', () => {
    const error = Object.assign(fatal('57P01', 'terminating connection due to administrator command'), { client: { huge: 'x'.repeat(1000) } });
    expect(summary(new DbUnavailableError(error))).toBe('57P01 terminating connection due to administrator command');
    expect(summary(failure('Connection terminated unexpectedly'))).toBe('Connection terminated unexpectedly');
    expect(summary(new AggregateError([failure('connect ECONNREFUSED ::1:5432', { code: 'ECONNREFUSED' })]))).toBe('connect ECONNREFUSED ::1:5432');
  });
});

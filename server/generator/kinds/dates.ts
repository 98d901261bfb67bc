import type { Field } from '../../../domain/declare/fields';
import { compare, type ServerKind } from './spec';

type Of<K extends Field['kind']> = Extract<Field, { kind: K }>;

export const date: ServerKind<Of<'date'>> = {
  column: () => 'date',
  constraints: () => ({ checks: [] }),
  types: () => ['date'],
  select: (c) => c,
  filter: (c, op) => compare(c, op),
  // Ten-day spans going back from 1900 where spans may not overlap (before any real period);
  // otherwise days spread over the year around today, an end a few days after its start.
  volume: (_f, { noOverlap, end }) => (noOverlap ? `date '1900-01-01' - g * 10${end ? ' + 9' : ''}` : `current_date + (g % 730 - 365)${end ? ' + g % 3' : ''}`),
};

export const time: ServerKind<Of<'time'>> = {
  column: () => 'time',
  constraints: () => ({ checks: [] }),
  types: () => ['time without time zone'],
  select: (c) => `to_char(${c}, 'HH24:MI')`,
  filter: (c, op) => compare(c, op),
  // Quarter hours between 08:00 and 12:45; an end one to three hours after its start.
  volume: (_f, { end }) => `time '08:00' + make_interval(mins => 15 * (g % 20))${end ? ' + make_interval(hours => 1 + g % 3)' : ''}`,
};

export const datetime: ServerKind<Of<'datetime'>> = {
  column: () => 'timestamptz',
  constraints: () => ({ default: 'now()', checks: [] }),
  types: () => ['timestamp with time zone'],
  // The same ISO text in UTC that a Date gives in JSON, on PostgreSQL and PGlite alike.
  select: (c) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  filter: (c, op) => (op === 'until' ? `${c} < (?::date + 1)` : op === 'from' ? `${c} >= ?::date` : compare(c, op)),
  volume: () => 'now() - make_interval(mins => g)',
};

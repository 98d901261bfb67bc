import { z } from 'zod';
import { V } from '../../validation';
import type { Field } from '../fields';
import { dateFilter, isRealDate, sampleDay, TIME } from './common';
import type { KindSpec } from './spec';

type Of<K extends Field['kind']> = Extract<Field, { kind: K }>;

export const date: KindSpec<Of<'date'>> = {
  input: () => z.string({ error: V.required }).refine(isRealDate, { error: V.date }),
  empty: null,
  output: () => z.string(),
  filter: () => dateFilter(),
  sample: (_f, { n }) => sampleDay(n),
};

export const time: KindSpec<Of<'time'>> = {
  input: () => z.string({ error: V.required }).regex(TIME, { error: V.time }),
  empty: null,
  output: () => z.string(),
  filter: () => z.string().regex(TIME, { error: V.time }).optional(),
  sample: () => '09:00',
};

export const datetime: KindSpec<Of<'datetime'>> = {
  input: () => z.iso.datetime({ offset: true, error: V.datetime }),
  empty: null,
  output: () => z.iso.datetime({ offset: true }),
  filter: () => dateFilter(),
  sample: () => '2100-01-01T09:00:00.000Z',
};

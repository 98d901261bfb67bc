import { z } from 'zod';
import { dbId } from '../../schemas/common';
import { V } from '../../validation';
import type { Field, FileField, ReferenceField } from '../fields';
import { numberFilter } from './common';
import type { KindSpec } from './spec';

export const reference: KindSpec<ReferenceField> = {
  input: () => dbId(V.select),
  empty: null,
  output: () => z.number().int(),
  filter: () => numberFilter(),
  sample: (f, { reference }) => reference?.(f.resource),
};

export const references: KindSpec<Extract<Field, { kind: 'references' }>> = {
  input: () => z.preprocess((v) => (v == null || v === '' ? [] : v), z.array(dbId(V.select), { error: V.select }).max(100, { error: V.tooHigh })),
  empty: [],
  output: () => z.array(z.number().int()),
  filter: () => numberFilter(),
  sample: () => [],
};

/** A file's id; it changes only through its own upload call, never through a form. */
export const file: KindSpec<FileField> = {
  input: () => dbId(),
  empty: null,
  output: () => z.number().int(),
  filter: () => numberFilter(),
  sample: () => undefined,
};

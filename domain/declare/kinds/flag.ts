import { z } from 'zod';
import { V } from '../../validation';
import type { FlagField } from '../fields';
import type { KindSpec } from './spec';

/** Yes as true, 1 or '1'; no as false, 0, '0' or nothing. Any other value (the text 'true') is refused. */
const asBoolean = (v: unknown) => (v === 1 || v === '1' ? true : v === 0 || v === '0' || v == null ? false : v);

/** Yes or no; as 0/1 where SPEC writes it so (`wire: 'number'`). */
export const flag: KindSpec<FlagField> = {
  input: (f) => {
    // Not sent at all: the declared default (a change leaves it out and keeps what is stored).
    const yes = z.preprocess((v) => (v === undefined && f.default !== undefined ? f.default : asBoolean(v)), z.boolean({ error: V.pattern }));
    return f.wire === 'number' ? yes.transform((v) => (v ? 1 : 0)) : yes;
  },
  empty: false,
  output: (f) => (f.wire === 'number' ? z.union([z.literal(0), z.literal(1)]) : z.boolean()),
  filter: (f) =>
    z
      .enum(['0', '1', 'true', 'false'], { error: V.pattern })
      .optional()
      .transform((v) => (v === undefined ? undefined : f.wire === 'number' ? Number(v === '1' || v === 'true') : v === '1' || v === 'true')),
  sample: (f) => (f.wire === 'number' ? 1 : false),
};

import { z } from 'zod';
import { parseDutchNumber, V } from '../../validation';
import type { NumberField } from '../fields';
import { numberFilter } from './common';
import type { KindSpec } from './spec';

/** A number typed as the UI shows it ('20,65') or sent as a number; decimals beyond `decimals` are refused. */
const base = (f: NumberField) => {
  const n = z.number({ error: (issue) => (issue.input === undefined ? V.required : V.number) });
  // A whole number is an `integer` in OpenAPI, for what a form sends as for what the server answers.
  return f.decimals === 0 ? n.int({ error: V.integer }) : n;
};

export const number: KindSpec<NumberField> = {
  input: (f) =>
    z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : (parseDutchNumber(v) ?? Number.NaN)) : v),
      base(f)
        .refine((n) => Number.isFinite(n), { error: V.number })
        .refine((n) => Math.abs(n * 10 ** f.decimals - Math.round(n * 10 ** f.decimals)) < 1e-9, {
          error: f.decimals === 0 ? V.integer : V.number,
        })
        .min(f.min, { error: V.tooLow })
        .max(f.max, { error: V.tooHigh }),
    ),
  empty: null,
  // A whole number is an `integer` in OpenAPI.
  output: (f) => (f.decimals === 0 ? z.number().int() : z.number()),
  filter: () => numberFilter(),
  sample: (f, { n }) => Math.min(f.max, f.min + (n % Math.max(1, Math.min(10, f.max - f.min + 1)))),
};

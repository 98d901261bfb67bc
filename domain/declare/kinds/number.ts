import { z } from 'zod';
import { parseDutchNumber, V, withValues } from '../../validation';
import type { NumberField } from '../fields';
import { numberFilter } from './common';
import type { KindSpec } from './spec';

/** A number typed as the UI shows it ('20,65') or sent as a number; decimals beyond `decimals` are refused. */
const base = (f: NumberField) => {
  const n = z.number({ error: (issue) => (issue.input === undefined ? V.required : wrong(f)) });
  // A whole number is an `integer` in OpenAPI, for what a form sends as for what the server answers.
  return f.decimals === 0 ? n.int({ error: wrong(f) }) : n;
};

/**
 * What a wrong number is told: a whole number's message names its range and an example without
 * decimals (not the decimal example "20,65" of SPEC §5, which is for amounts).
 */
const wrong = (f: NumberField, otherwise: string = V.number) => {
  if (f.decimals > 0) return otherwise;
  const dutch = (n: number) => n.toLocaleString('nl-BE');
  return withValues(V.wholeNumber, { min: dutch(f.min), max: dutch(f.max), example: dutch(Math.min(f.max, Math.max(f.min, 3))) });
};

export const number: KindSpec<NumberField> = {
  input: (f) =>
    z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : (parseDutchNumber(v) ?? Number.NaN)) : v),
      base(f)
        .refine((n) => Number.isFinite(n), { error: wrong(f) })
        .refine((n) => Math.abs(n * 10 ** f.decimals - Math.round(n * 10 ** f.decimals)) < 1e-9, { error: wrong(f) })
        .min(f.min, { error: wrong(f, V.tooLow) })
        .max(f.max, { error: wrong(f, V.tooHigh) }),
    ),
  empty: null,
  // A whole number is an `integer` in OpenAPI.
  output: (f) => (f.decimals === 0 ? z.number().int() : z.number()),
  filter: () => numberFilter(),
  sample: (f, { n }) => Math.min(f.max, f.min + (n % Math.max(1, Math.min(10, f.max - f.min + 1)))),
};

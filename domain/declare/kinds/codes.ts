import { z } from 'zod';
import { V } from '../../validation';
import type { ChoiceField, CodeField, Field } from '../fields';
import { textFilter } from './common';
import type { KindSpec } from './spec';

type Of<K extends Field['kind']> = Extract<Field, { kind: K }>;
const fromEmpty = (v: unknown) => (v == null || v === '' ? [] : v);

export const code: KindSpec<CodeField> = {
  input: () => z.string({ error: V.required }).trim().min(1, { error: V.required }).max(50, { error: V.maxLength }),
  empty: null,
  output: () => z.string(),
  // A codelist grows with the secretariat's values: a filter on a code it does not know finds nothing.
  filter: () => textFilter(),
  sample: (f, { code }) => f.options?.[0] ?? code?.(f.codelist),
};

export const codes: KindSpec<Of<'codes'>> = {
  // Required: at least one value (a service's species).
  input: (f) => {
    const list = z.array(z.string().trim().min(1).max(50), { error: V.select }).max(100, { error: V.tooHigh });
    return z.preprocess(fromEmpty, f.required ? list.min(1, { error: V.select }) : list);
  },
  empty: [],
  output: () => z.array(z.string()),
  filter: () => textFilter(),
  sample: (f, { code }) => [code?.(f.codelist)].filter(Boolean),
};

export const choice: KindSpec<ChoiceField> = {
  input: (f) => z.enum(f.options as [string, ...string[]], { error: V.select }),
  empty: null,
  output: (f) => z.enum(f.options as [string, ...string[]]),
  filter: (f, op) => (op === 'eq' ? z.enum(f.options as [string, ...string[]], { error: V.select }).optional() : textFilter()),
  sample: (f) => f.options[0],
};

export const choices: KindSpec<Of<'choices'>> = {
  input: (f) => z.preprocess(fromEmpty, z.array(z.enum(f.options as [string, ...string[]], { error: V.select }), { error: V.select }).max(f.options.length)),
  empty: [],
  output: () => z.array(z.string()),
  filter: (f) => z.enum(f.options as [string, ...string[]], { error: V.select }).optional(),
  sample: (f) => f.options.slice(0, 1),
};

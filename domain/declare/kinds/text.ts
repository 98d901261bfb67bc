import { z } from 'zod';
import { isWebAddress, V } from '../../validation';
import type { TextField } from '../fields';
import { textFilter } from './common';
import type { KindSpec } from './spec';

/** Letters only, so a sample meets any case-insensitive rule of its own. */
const token = (n: number) => `T${n.toString(36)}${Math.random().toString(36).slice(2, 8)}`;

export const text: KindSpec<TextField> = {
  input: (f) => {
    let s = z
      .string({ error: V.required })
      .trim()
      .max(f.max, { error: V.maxLength })
      .min(f.required ? Math.max(1, f.min ?? 1) : 0, { error: f.min ? V.length : V.required });
    if (f.format === 'email') s = s.refine((v) => v === '' || z.email().safeParse(v).success, { error: V.email });
    if (f.format === 'url') s = s.refine((v) => v === '' || isWebAddress(v), { error: V.url });
    if (f.pattern) {
      const { regex, message } = f.pattern;
      s = s.refine((v) => v === '' || regex.test(v), { error: message ?? V.pattern });
    }
    return s;
  },
  empty: null,
  output: () => z.string(),
  filter: () => textFilter(),
  sample: (f, { n }) => {
    if (f.pattern) return f.pattern.example;
    if (f.format === 'email') return `${token(n).toLowerCase()}@voorbeeld.be`;
    if (f.format === 'url') return `https://www.${token(n).toLowerCase()}.be`;
    return token(n).slice(0, Math.max(f.min ?? 1, Math.min(f.max, 12)));
  },
};

import type { ChoiceField, CodeField, Field, FlagField } from '../../../domain/declare/fields';
import { compare, quote, type ServerKind } from './spec';

type Of<K extends Field['kind']> = Extract<Field, { kind: K }>;
const inList = (c: string, options: readonly string[]) => `${c} IN (${options.map(quote).join(', ')})`;

export const flag: ServerKind<FlagField> = {
  column: (f) => (f.wire === 'number' ? 'smallint' : 'boolean'),
  constraints: (c, f) =>
    f.wire === 'number' ? { default: f.default === false ? '0' : '1', checks: [`${c} IN (0, 1)`] } : { default: f.default ? 'true' : 'false', checks: [] },
  types: (f) => (f.wire === 'number' ? ['smallint', 'integer'] : ['boolean']),
  select: (c) => c,
  filter: (c) => `${c} = ?`,
  volume: (f, { atMostOne }) => (atMostOne ? 'false' : f.wire === 'number' ? '(g % 2)' : 'g % 2 = 0'),
};

export const code: ServerKind<CodeField> = {
  column: () => 'text',
  constraints: () => ({ checks: [] }),
  types: () => ['text', 'character varying'],
  select: (c) => c,
  filter: (c, op) => compare(c, op),
  // A state's options in turn (every state of a queue is in the benchmark), else the list's active codes.
  volume: (f, { code }) => (f.options?.length ? `(ARRAY[${f.options.map(quote).join(',')}])[1 + g % ${f.options.length}]` : code(f.codelist)),
};

export const codes: ServerKind<Of<'codes'>> = {
  column: () => 'text[]',
  constraints: () => ({ default: "'{}'", checks: [] }),
  types: () => ['ARRAY'],
  select: (c) => c,
  filter: (c) => `? = ANY(${c})`,
  volume: (f, { code }) => `ARRAY[${code(f.codelist)}]`,
};

export const choice: ServerKind<ChoiceField> = {
  column: () => 'text',
  constraints: (c, f) => ({ checks: [inList(c, f.options)] }),
  types: () => ['text', 'character varying'],
  select: (c) => c,
  filter: (c, op) => compare(c, op),
  volume: (f) => `(ARRAY[${f.options.map(quote).join(',')}])[1 + g % ${f.options.length}]`,
};

export const choices: ServerKind<Of<'choices'>> = {
  column: () => 'text[]',
  constraints: (c, f) => ({ default: "'{}'", checks: [`${c} <@ ARRAY[${f.options.map(quote).join(', ')}]`] }),
  types: () => ['ARRAY'],
  select: (c) => c,
  filter: (c) => `? = ANY(${c})`,
  volume: (f) => `ARRAY[${quote(f.options[0]!)}]`,
};

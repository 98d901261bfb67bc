import type { Field, FileField, ReferenceField } from '../../../domain/declare/fields';
import { compare, type ServerKind } from './spec';

export const reference: ServerKind<ReferenceField> = {
  column: () => 'integer',
  constraints: () => ({ checks: [] }),
  types: () => ['integer', 'bigint'],
  select: (c) => c,
  filter: (c, op) => compare(c, op),
  volume: (f, { reference }) => reference(f.resource) ?? 'NULL',
};

export const references: ServerKind<Extract<Field, { kind: 'references' }>> = {
  column: () => 'integer[]',
  constraints: () => ({ default: "'{}'", checks: [] }),
  types: () => ['ARRAY'],
  select: (c) => c,
  filter: (c) => `? = ANY(${c})`,
  volume: () => "'{}'",
};

export const file: ServerKind<FileField> = {
  column: () => 'integer',
  constraints: () => ({ checks: [] }),
  types: () => ['integer'],
  select: (c) => c,
  filter: (c, op) => compare(c, op),
  volume: () => 'NULL',
};

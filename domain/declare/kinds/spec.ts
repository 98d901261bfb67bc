import type { z } from 'zod';
import type { Filter } from '../declaration';
import type { Field, Kind } from '../fields';

/** What a generated test or the benchmark asks of its surroundings for a sample value: a record of another resource. */
export interface SampleContext {
  /** The n-th sample; varies texts and numbers, so unique rules hold. */
  n: number;
  /** The id of an existing record of `resource` (the test or the seed makes one). */
  reference?: (resource: string) => unknown;
  /** An active code of a codelist. */
  code?: (codelist: string) => unknown;
}

/**
 * The shared part of one kind of field (the browser's and the server's): the schema of what a form
 * sends (before `required` is applied), of what the server answers, of a list filter on it, and a
 * valid sample. The server's part (column, SQL) is in server/generator/kinds, the screens' part
 * (input, column, Excel cell) in src/shared/declared/kinds; each registry is complete by its type.
 */
export interface KindSpec<F extends Field = Field> {
  input(f: F): z.ZodType;
  /** The value a form's empty input stands for: null, an empty list, false. */
  empty: null | readonly [] | false;
  output(f: F): z.ZodType;
  filter(f: F, op: Filter['op']): z.ZodType;
  sample(f: F, context: SampleContext): unknown;
}

export type KindRegistry = { readonly [K in Kind]: KindSpec<Extract<Field, { kind: K }>> };

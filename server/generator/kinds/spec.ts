import type { Filter } from '../../../domain/declare/declaration';
import type { Field, Kind } from '../../../domain/declare/fields';

/** What a kind's benchmark value may know of its surroundings. */
export interface VolumeContext {
  /** The field's value must differ per row (a `unique` rule). */
  unique: boolean;
  /** The field ends a range (`order`/`noOverlap`) or starts one. */
  end: boolean;
  /** Ranges of this resource may not overlap. */
  noOverlap: boolean;
  /** At most one row may have the flag on. */
  atMostOne: boolean;
  /** SQL giving the id of the row of `resource` to use for row `g`; null when it has no table. */
  reference(resource: string): string | null;
  /** SQL giving an active code of a codelist for row `g`. */
  code(codelist: string): string;
  /** SQL giving row `g` a value of the text's format rule (made from the rule, unique where it must be). */
  matching(): string;
}

/**
 * The server's part of one kind of field: its column in a migration (type, default, checks), the
 * types the database may report for it, how it is read (the wire's form) and filtered, and the
 * benchmark's value of row `g`. The shared part is domain/declare/kinds, the screens' src/shared/declared/kinds.
 */
export interface ServerKind<F extends Field = Field> {
  column(f: F): string;
  /** A default for a migration's NOT NULL column, and its CHECKs (`c` is the column). */
  constraints(c: string, f: F): { default?: string; checks: string[] };
  /** information_schema `data_type`s that fit the field. */
  types(f: F): readonly string[];
  select(c: string, f: F): string;
  /** A list filter's condition, `?` standing for its value. */
  filter(c: string, op: Filter['op'], f: F): string;
  volume(f: F, context: VolumeContext): string;
}

export type ServerKindRegistry = { readonly [K in Kind]: ServerKind<Extract<Field, { kind: K }>> };

/** The comparison of a filter: equal, part of the text, on or after, on or before. */
export const compare = (c: string, op: Filter['op']) =>
  op === 'contains' ? `lower(${c}::text) LIKE ?` : `${c} ${op === 'from' ? '>=' : op === 'until' ? '<=' : '='} ?`;

export const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

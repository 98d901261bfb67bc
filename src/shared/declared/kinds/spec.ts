import type { ComponentType, ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import type { Declaration, Filter } from '../../../../domain/declare/declaration';
import type { Field, Kind } from '../../../../domain/declare/fields';

export interface FieldProps<F extends Field = Field> {
  d: Declaration;
  name: string;
  f: F;
  /** The field's label key (resources.<name>.fields.<field>). */
  label: string;
}

export type Translate = (key: string, options?: object) => string;

export interface CellProps<F extends Field = Field> extends FieldProps<F> {
  translate: Translate;
  /** The whole row: a reference's name or a file's name lives in another of its fields. */
  record: RaRecord;
  /** A declared record's title, fetched before the rows are written (an export never shows an id). */
  titleOf: (resource: string, id: unknown) => string | undefined;
}

/**
 * The screens' part of one kind of field: its form input, how a value reads (in a list, on a detail
 * page, read-only), its list filter, and its Excel cell. The shared part is domain/declare/kinds, the
 * server's server/generator/kinds; each registry is complete by its type.
 */
export interface ScreenKind<F extends Field = Field> {
  Input: ComponentType<FieldProps<F> & { required: boolean }>;
  Value: ComponentType<FieldProps<F> & { record: RaRecord }>;
  /** The filter input; react-admin reads `source` and `alwaysOn` from the element itself, so both are on it. */
  filter(props: FieldProps<F> & { filter: Filter }): ReactElement;
  /** The value in an Excel cell (a Date, a number, Dutch words), and the cell's number format. */
  cell(value: unknown, props: CellProps<F>): unknown;
  numFmt?: (f: F) => string | undefined;
  /** Whether a list may sort on it. */
  sortable: boolean;
}

export type ScreenKindRegistry = { readonly [K in Kind]: ScreenKind<Extract<Field, { kind: K }>> };

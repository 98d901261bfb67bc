import type { ErrorCode } from '../errors';
import type { Role } from '../roles';

/** What every kind of field shares: where it is stored and whether a form must fill it. */
interface FieldBase {
  /** The table column; defaults to the field name in snake_case. */
  column?: string;
  required?: boolean;
  /** Filled by the server (a creation date, the owner), shown but never sent by a form. */
  readOnly?: boolean;
}

/** The kinds of field a declaration can hold; each brings its schema, its column type and its input. */
export type Field = FieldBase &
  (
    | { kind: 'text'; max: number; min?: number; long?: boolean }
    | { kind: 'number'; min: number; max: number; decimals: number }
    | { kind: 'date' }
    | { kind: 'datetime' }
    | { kind: 'flag' }
    /** A value of a codelist (SPEC §7 names); forms offer only active items, except one already chosen. */
    | { kind: 'code'; codelist: string }
    /** One of a fixed set, e.g. a queue's states; texts under resources.<name>.choices.<field>. */
    | { kind: 'choice'; options: readonly string[] }
    /** The id of a record of another declared resource. */
    | { kind: 'reference'; resource: string }
    /** An uploaded file's id; uploaded through its own multipart call. */
    | { kind: 'file' }
  );

export type Fields = Record<string, Field>;

/** A query-string filter; `name` is the spec's own parameter (`?title&status&startdate`). */
export interface Filter<F extends Fields = Fields> {
  name: string;
  field: keyof F & string;
  /** eq: equal; contains: part of the text, any case; from/until: on or after / on or before. */
  op: 'eq' | 'contains' | 'from' | 'until';
  /** Shown beside the search box without opening the filter menu. */
  alwaysOn?: boolean;
}

/** Rules that need the other rows; checked on the server in the same transaction as the write. */
export type Rule<F extends Fields = Fields> =
  | { kind: 'unique'; field: keyof F & string }
  /** Two records' [start, end] ranges may not share a day. */
  | { kind: 'noOverlap'; start: keyof F & string; end: keyof F & string }
  /** At most one record has `field` true (one active period). */
  | { kind: 'atMostOne'; field: keyof F & string }
  /** `start` may not come after `end`; checked by the schema, so in the browser too. */
  | { kind: 'order'; start: keyof F & string; end: keyof F & string };

/** The standard actions; named actions (a queue's transitions) come on top. */
export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';

/** A transition of an approval queue, as POST /{id}/actions/<name>. */
export interface Transition {
  from: readonly string[];
  to: string;
  roles: readonly Role[];
  comment: 'none' | 'optional' | 'required';
}

export interface Queue<F extends Fields = Fields> {
  /** The field that holds the state (a read-only `choice` field). */
  state: keyof F & string;
  /** The code of a refused transition (409), e.g. CURSUS_STATUS_ERROR; STATUS_ERROR by default. */
  errorCode?: ErrorCode;
  initial: string;
  transitions: Record<string, Transition>;
  /** The queue opens on these records (SPEC §4: NEW, or ERROR). */
  defaultFilter: string;
}

/**
 * Whose records a role sees: a member's own (the column holds the user's id) or a provider's own
 * legal entity. Roles in `bypass` see every record.
 */
export interface Ownership {
  scope: 'member' | 'legalEntity';
  /** A read-only field of the declaration that the server fills with the creator's id or organisation. */
  field: string;
  bypass: readonly Role[];
}

export interface Declaration<F extends Fields = Fields> {
  /** The spec's Dutch word: folder, i18n key, menu entry and react-admin resource name. */
  name: string;
  /** The path under /api (SPEC §7), which is also the screen's address (SPEC §2). */
  path: string;
  table: string;
  /** The id field on the wire; its column is `id` unless `idColumn` says otherwise. */
  idField?: string;
  idColumn?: string;
  fields: F;
  /** The field that names a record in titles and confirmations. */
  title: keyof F & string;
  list: {
    columns: readonly (keyof F & string)[];
    filters?: readonly Filter<F>[];
    /** Fields the free-text search box (`q`) looks in. */
    search?: readonly (keyof F & string)[];
    sort: { field: keyof F & string; order: 'ASC' | 'DESC' };
    pageSize: number;
  };
  access: Partial<Record<Action, readonly Role[]>>;
  ownership?: Ownership;
  rules?: readonly Rule<F>[];
  queue?: Queue<F>;
  /** A Material icon name for the menu; a default icon otherwise. */
  icon?: string;
  /** Rows of the demo data (not of the benchmark seed), made when a new database is seeded. */
  demo?: () => Record<string, unknown>[];
}

/** Keeps the literal field names, so lists and filters can only name declared fields. */
export const declare = <F extends Fields>(declaration: Declaration<F>): Declaration => declaration as unknown as Declaration;

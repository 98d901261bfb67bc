import type { ZodType } from 'zod';
import type { Access } from '../permissions';
import type { Role } from '../roles';
import type { Queue } from './queue';

/** What every kind of field shares: where it is stored and whether a form must fill it. */
interface FieldBase {
  /** The table column; defaults to the field name in snake_case. */
  column?: string;
  required?: boolean;
  /** Filled by the server (a creation date, the owner), shown but never sent by a form. */
  readOnly?: boolean;
  /** A read-only value the database works out (an organisation's name); the SQL names the table's own columns. */
  sql?: string;
}

/** The kinds of field a declaration can hold; each brings its schema, its column type and its input. */
export type Field = FieldBase &
  (
    | { kind: 'text'; max: number; min?: number; long?: boolean }
    | { kind: 'number'; min: number; max: number; decimals: number }
    | { kind: 'date' }
    /** A time of day as HH:mm (a column of type `time`). */
    | { kind: 'time' }
    | { kind: 'datetime' }
    | { kind: 'flag' }
    /** A value of a codelist (SPEC §7 names); forms offer only active items, except one already chosen. */
    | { kind: 'code'; codelist: string }
    /** Several values of one codelist (animal kinds, species). */
    | { kind: 'codes'; codelist: string }
    /** One of a fixed set, e.g. a queue's states; texts under resources.<name>.choices.<field>. */
    | { kind: 'choice'; options: readonly string[] }
    /**
     * The id of a record of another resource. `options`: where a form finds the choices when that
     * resource is not declared, an API path in which `:owner` is the record's owner (its organisation).
     * `search`: where a form finds it by typing, when there are too many to offer at once (a person).
     */
    | { kind: 'reference'; resource: string; options?: string; search?: ReferenceSearch }
    /**
     * The ids of several records of another declared resource (an item's speakers), as an int[] column.
     * When that resource and this one belong to the same parent, only records of the same parent may be named.
     */
    | { kind: 'references'; resource: string }
    /**
     * An uploaded file's id, uploaded through its own generated multipart call POST {one}/{field} and
     * read with GET {one}/{field}. The file's name is the read-only field `{field}Name`.
     * `whileEditable`: only while the record may be changed (`editableIn`); otherwise in any state.
     * `tab`: the detail tab that shows it, `detail` unless named. `marks`: fields an upload sets (a
     * test's state back to NEW). Roles: `upload` for the upload, `show` for the download.
     */
    | { kind: 'file'; whileEditable?: boolean; tab?: string; marks?: Record<string, unknown> }
  );

/**
 * A typeahead over an API list call (`{ items }`) of records that are not declared (the persons):
 * GET {path}?{param}={typed}&limit={limit}. A found record's `id` is stored; the fields in `label`,
 * joined, name it, those in `detail` tell it apart. Choosing one copies `fills` (this record's
 * field -> the found record's field) into the form, where they can still be changed; `shown` is a
 * read-only field of this record that names the stored choice (its `sql`), so a saved one reads back.
 */
export interface ReferenceSearch {
  path: string;
  param: string;
  limit: number;
  id: string;
  label: readonly string[];
  detail?: readonly string[];
  fills?: Record<string, string>;
  shown: string;
}

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
  /**
   * The row a reference names belongs to the record's owner (a course's contact is one of its
   * organisation's people): `sql` selects that row with `$1` its id and `$2` the owner.
   */
  | { kind: 'ownedReference'; field: keyof F & string; sql: string }
  /** `start` may not come after `end` (times: must come before it); checked by the schema, so in the browser too. */
  | { kind: 'order'; start: keyof F & string; end: keyof F & string };

/** The standard actions; named actions (a queue's transitions, a hand-written call) come on top. */
export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';

export type { Queue, Transition } from './queue';

/**
 * Whose records a role sees: a member's own (the column holds the user's id) or a provider's own
 * legal entity. Roles in `bypass` see every record.
 */
export interface Ownership {
  scope: 'member' | 'legalEntity';
  /** A read-only field of the declaration that the server fills with the creator's id or organisation. */
  field: string;
  bypass: Exclude<Access, 'public' | 'authenticated'>;
}

/**
 * A record that lives inside a parent record of another declared resource (a course's speakers):
 * `field` (a required `reference`) holds the parent's id. Whose records a role sees and whether a
 * record may still change are the parent's: a provider sees and changes only the children of its own
 * parents, and only while the parent's state allows a change (its `editableIn`, 409 with its queue's code).
 */
export interface BelongsTo {
  resource: string;
  field: string;
}

/** Fields the server works out from the record before it writes it; `lookup` reads a record of a declared resource. */
export type Compute = (
  record: Record<string, unknown>,
  lookup: (resource: string, id: unknown) => Promise<Record<string, unknown> | null>,
) => Promise<Record<string, unknown>>;

export type Tab =
  | string
  /** The list of another declared resource whose `field` holds this record's id. */
  | { name: string; list: string; field: string }
  /**
   * A queue's history (every state with who, when and the comment), its requests (each time it came
   * to wait for a decision, in this queue or one over the same table, with the decisions that
   * followed), or its decision form, for `roles`.
   */
  | { name: string; show: 'history' | 'requests' | 'decision'; roles?: Exclude<Access, 'public'> };
export const tabName = (tab: Tab) => (typeof tab === 'string' ? tab : tab.name);

/** The calls of a resource, where they are not at `path` (list, create) and `path/:id` (one, update, delete). */
export type Paths = Partial<Record<'list' | 'create' | 'one' | 'update' | 'remove', string>>;

export interface Declaration<F extends Fields = Fields> {
  /** The spec's Dutch word: folder, i18n key, menu entry and react-admin resource name. */
  name: string;
  /** The path under /api (SPEC §7), which is also the screen's address (SPEC §2) unless `screen` says otherwise. */
  path: string;
  /** The screen's address (SPEC §2) where it differs from the API path (SPEC §7); false: no screen of its own. */
  screen?: string | false;
  /** Calls at other places than the uniform ones; `:name` stands for a path parameter. */
  paths?: Paths;
  /** A list that lives under a parent record: the path parameter that names it, and the filter it fills. */
  parent?: { param: string; field: string };
  /**
   * Calls written by hand in server/routes/<area> ("METHOD /path" -> the action whose roles it takes):
   * the generator leaves them alone, and the role table takes their rows from here all the same.
   */
  custom?: Record<string, string>;
  /** Schemas named explicitly where the fields alone do not say enough; generated from the fields otherwise. */
  schemas?: { create?: ZodType; update?: ZodType; record?: ZodType };
  /**
   * The detail page's tabs, each a sub-route /{screen}/{id}/{tab}; a tab named `detail` is the
   * record itself, at /{screen}/{id}; without one, /{screen}/{id} opens the first tab. A tab is a
   * name (the resource folder gives its screen, or `detail` the generic form) or the list of another
   * declared resource whose `field` holds this record's id.
   */
  tabs?: readonly Tab[];
  /** The table of the generated routes; a resource whose calls are all hand-written needs none. */
  table?: string;
  /** The id field on the wire; its column is `id` unless `idColumn` says otherwise. */
  idField?: string;
  idColumn?: string;
  fields: F;
  /** The field that names a record in titles and confirmations. */
  title: keyof F & string;
  list: {
    columns: readonly (keyof F & string)[];
    filters?: readonly Filter<F>[];
    /** Fields the free-text search box looks in. */
    search?: readonly (keyof F & string)[];
    /** The search's query-string name where SPEC §7 gives one (`?name`); `q` otherwise. */
    searchParam?: string;
    sort: { field: keyof F & string; order: 'ASC' | 'DESC' };
    pageSize: number;
  };
  /** Per action (the standard ones, or a named one such as `decide`), who may take it. */
  access: Partial<Record<Action, Access>> & Record<string, Access | undefined>;
  ownership?: Ownership;
  /**
   * A short read of the list for roles that may not list it (a veterinarian picking the course they
   * followed): with `?{param}=1` they get the records in `states`, whoever owns them, nothing else.
   */
  lookup?: { roles: readonly Role[]; param: string; states: readonly string[] };
  /**
   * POST {one}/actions/copy: a new record with the same content in the queue's first state, for the
   * same owner; the fields in `ask` (new dates) come with the request. Roles: `access.copy`.
   */
  copy?: { ask: readonly string[] };
  /** The parent record this one lives in; its ownership and state apply (no `ownership` of its own then). */
  belongsTo?: BelongsTo;
  /** Read-only fields the server fills from the rest of the record on every create and change (an item's points). */
  compute?: Compute;
  /**
   * Works `compute` out again for the records that reference a record of `on` when that one changes
   * (an item's points when its coefficient's value changes), in the same transaction; only the
   * records `where` selects (SQL on this table's columns: the items of courses not yet decided).
   */
  recompute?: { on: readonly string[]; where?: string };
  /** The table's rows that are this resource's (several resources over one table): SQL on its own columns. */
  where?: string;
  /** The states in which a record may be changed, except by the `bypass` roles (409 with the queue's code). */
  editableIn?: { states: readonly string[]; bypass: Exclude<Access, 'public' | 'authenticated'> };
  /** The states in which a record may be deleted, by anyone who may delete. */
  deletableIn?: readonly string[];
  rules?: readonly Rule<F>[];
  queue?: Queue<F>;
  /** A Material icon name for the menu; a default icon otherwise. */
  icon?: string;
  /** The menu entry's place, low first (the custom pages sit at 30-31 and 1000); 900 otherwise. */
  menu?: number;
  /** Rows of the demo data, made when a new database is seeded. */
  demo?: () => Record<string, unknown>[];
  /** How many rows the benchmark volume (`npm run seed -- --scale large`) adds, made from the field kinds. */
  volume?: number;
}

/** Keeps the literal field names, so lists and filters can only name declared fields. */
export const declare = <F extends Fields>(declaration: Declaration<F>): Declaration => declaration as unknown as Declaration;

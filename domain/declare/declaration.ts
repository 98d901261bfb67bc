import type { z } from 'zod';
import type { ErrorCode } from '../errors';
import type { Roles } from '../roles';
import type { Field, Fields } from './fields';
import type { Rule } from './grants';
import type { IconName } from './icons';
import type { Queue, Transition } from './queue';

/** The standard actions; a queue's transitions, record actions and hand-written calls' actions come on top. */
/**
 * `screen`: who opens the declared screen and finds it in the menu (`list`'s roles where not declared).
 * `history`: who reads a record's history (its tab and {one}/historiek; `show`'s where not declared);
 * `comments`: whose history shows the comments people gave (a member's reason for leaving; `history`'s
 * where not declared); `stats`: who sees a queue's counts per state (the chart; `list`'s where not declared).
 */
export const ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export', 'decide', 'upload', 'screen', 'history', 'comments', 'stats'] as const;
export type Action = (typeof ACTIONS)[number];

/** A query-string filter; `name` is the spec's own parameter (`?title&status&startdate`). */
export interface Filter<N extends string = string> {
  name: string;
  field: N;
  /** eq: equal; contains: part of the text, any case; from/until: on or after / on or before. */
  op: 'eq' | 'contains' | 'from' | 'until';
  /** Shown beside the search box without opening the filter menu. */
  alwaysOn?: boolean;
}

export interface ListSpec<N extends string = string> {
  columns: readonly N[];
  filters?: readonly Filter<N>[];
  /** Fields the free-text search box looks in (part of the text, any case). */
  search?: readonly N[];
  /** The search's query-string name where SPEC §7 gives one (`?name`); `q` otherwise. */
  searchParam?: string;
  /** `next`: the order among equals of `field`, in the same direction (an item's start time within its day). */
  sort: { field: N | 'id'; order: 'ASC' | 'DESC'; next?: N };
  pageSize: number;
  /** Further query parameters the list accepts (`typeahead`, which a grant's `rows` reads; SPEC's `user`). */
  params?: readonly string[];
  /**
   * Parameters of `params` the screen offers as a choice (an election's stage), each value labelled
   * by the texts' `params`; `initial`: the value the menu opens the list on for these roles, and the
   * one the server applies without it (so the screen shows it); `of`: the value a record falls under,
   * so that after a move the screen lands on the list that shows it.
   */
  choices?: {
    readonly [param: string]: {
      options: readonly string[];
      initial?: (roles: readonly string[]) => string;
      of?: (record: Readonly<Record<string, unknown>>) => string;
    };
  };
  /** Seconds between refreshes while the list is open (the mail queue follows its worker). */
  refresh?: number;
}

/** Rules on one record and its neighbours, checked by the schema (both sides) or under the table's lock. */
export type RecordRule<N extends string = string> =
  /** No other record has the same value, whatever its case; within the same value of `within` if named. */
  | { kind: 'unique'; field: N; within?: N; code?: ErrorCode }
  /** Two records' [start, end] ranges may not share a day. */
  | { kind: 'noOverlap'; start: N; end: N }
  /** At most one record has `field` true (one active period). */
  | { kind: 'atMostOne'; field: N }
  /** `start` may not come after `end` (times: must come before it); checked by the schema, so in the browser too. */
  | { kind: 'order'; start: N; end: N }
  /**
   * A child's day `field` lies within its parent's days `start` to `end` (an item within its course):
   * checked when the child is written (the browser's form knows the parent) and when the parent's days change.
   */
  | { kind: 'withinParent'; field: N; start: string; end: string }
  /** At least one of these fields has a value (a telephone or a website); checked by the schema, so in the browser too. */
  | { kind: 'oneOf'; fields: readonly N[] };

/**
 * Whose records a role reaches: a member's own (the field holds the user's id) or a provider's own
 * organisation's. The server fills `field` on create; roles in `bypass` reach every record.
 */
export interface Ownership<N extends string = string> {
  scope: 'member' | 'legalEntity';
  field: N;
  bypass: Roles;
}

/**
 * A record that lives inside a parent record of another declared resource (a course's speakers):
 * `field`, a required `reference`, holds the parent's id. The parent's owner and state apply.
 */
export interface BelongsTo<N extends string = string> {
  resource: string;
  field: N;
}

/** POST {one}/actions/<name> (GET for a `download`), a record action the server part carries out (a copy); roles: access[name]. */
export interface RecordAction<N extends string = string> {
  /** Fields the caller gives (a copy's new dates), required; checked as the record's own fields are. */
  ask?: readonly N[];
  /**
   * A body of its own where the action asks for other things than the record's fields (the member
   * who becomes responsible, a leaving member's comment). Such an action, and a `download`, has no
   * button on the generic page: the resource's own part asks for it (src/resources/<name>).
   */
  body?: z.ZodType<Record<string, unknown>>;
  /** GET, answering a file the server part makes (a service's members as .xlsx) instead of a record. */
  download?: boolean;
}

export type Tab =
  | string
  /** The list of a child resource (its `belongsTo` names this one). */
  | { name: string; list: string }
  /** The record's history, its requests, or its decision form (for `roles`). */
  | { name: string; show: 'history' | 'requests' | 'decision'; roles?: Roles }
  /** A tab the resource's own part draws (src/resources/<name>/index.ts `parts.tabs`), shown only to `roles`. */
  | { name: string; roles: Roles };
export const tabName = (tab: Tab) => (typeof tab === 'string' ? tab : tab.name);

/** Calls at other places than `path` (list, create) and `path/:id` (one, update, delete); `:id` is the record's id. */
export interface Paths<T extends string = string> {
  list?: string;
  create?: string;
  one?: string;
  update?: string;
  remove?: string;
  /** One POST that makes every transition without a call of its own, by the state it leads to (`{ status, comment }`). */
  decide?: string;
  /** GET: the moves the caller may make now, with what each asks and the rule that refuses it today. */
  statuses?: string;
  /** GET: the record's requests and their decisions (the `requests` tab); {one}/aanvragen otherwise. */
  requests?: string;
  /** A transition's or a record action's own call, where SPEC §7 names one. */
  actions?: { readonly [name in T]?: string };
  /**
   * A `file` field's slot where SPEC §7 names it (an exemption's `.../actions/download-document`):
   * GET downloads, POST uploads and DELETE empties there instead of at {one}/{field}. Two
   * declarations over one table may name the same slot; only one of them may then serve it (`show`).
   */
  files?: { readonly [field: string]: string };
}

/** The values a notice's text names, numbers shown with a decimal comma. */
export type NoticeValues = Readonly<Record<string, number | string>>;

/** A declaration as the generic code reads it: the contract of a resource, shared by the browser and the server. */
export interface Declaration {
  /** The spec's Dutch word: folder, i18n key, menu entry and react-admin resource name. */
  name: string;
  /** The path under /api (SPEC §7), also the screen's address (SPEC §2) unless `screen` says otherwise. */
  path: string;
  /** The screen's address where it differs from the API path; false: no screen of its own. */
  screen?: string | false;
  paths?: Paths;
  fields: Fields;
  /** The field that names a record in titles and confirmations. */
  title: string;
  /**
   * The fields shown after the title wherever a record of this resource is chosen or named in
   * another's form, list or export (a category's description and duration), so no one picks a bare code.
   */
  describedBy?: readonly string[];
  list: ListSpec;
  /**
   * What a person should look at again in a record without it being refused (hours that contradict
   * the programme): per notice, a function of the record that gives the values of its text
   * (`resources.<name>.notices.<notice>`), or null when all is well. Shown on the record's page,
   * live while its form changes.
   */
  notices?: { readonly [notice: string]: (record: Readonly<Record<string, unknown>>) => NoticeValues | null };
  /** Per action, who may take it (roles, or roles with the rows they reach). */
  access: { readonly [action: string]: Rule | undefined };
  ownership?: Ownership;
  belongsTo?: BelongsTo;
  /** The states in which a record may be changed, except by the `bypass` roles (409 with the queue's code). */
  editableIn?: { states: readonly string[]; bypass: Roles };
  /** The states in which a record may be deleted. */
  deletableIn?: readonly string[];
  rules?: readonly RecordRule[];
  queue?: Queue;
  actions?: { readonly [name: string]: RecordAction };
  /**
   * Objects of a call's body that carry some of the record's fields (SPEC §7's `service`, beside
   * `userEmail`): a create, a change and a decision read them as if the fields were sent flat.
   */
  nested?: { readonly [name: string]: readonly string[] };
  /** Calls written by hand in server/routes ("METHOD /path" -> the action whose roles it takes). */
  custom?: { readonly [key: string]: string };
  /**
   * Audit actions the history tab lists besides creation, uploads and a queue's moves (a change,
   * another responsible, a member leaving), each with the fields of the record it shows.
   */
  history?: { readonly [action: string]: readonly string[] };
  /** The detail page's tabs, each a sub-route /{screen}/{id}/{tab}; `detail` is the record's own form. */
  tabs?: readonly Tab[];
  /** Where a record opens from its list: a page with the tabs, or a dialog (tabs as its sections). */
  detail?: 'page' | 'dialog';
  icon?: IconName;
  /** The menu entry's place, low first (the custom pages sit at 30-31 and 1000); 900 otherwise. */
  menu?: number;
}

type Names<F> = keyof F & string;
/** The options of the state field: a `choice`'s, or a state `code`'s. */
export type StateOf<F, K extends keyof F> = F[K] extends { options: readonly (infer S)[] } ? S & string : never;

/** What `declare` checks a declaration against, with the literal names of its fields, states, moves, actions and tabs. */
export interface DeclarationInput<F, K extends keyof F, T extends string, A extends string, C extends string, Tb extends readonly Tab[]>
  extends Omit<
    Declaration,
    | 'fields'
    | 'title'
    | 'describedBy'
    | 'list'
    | 'access'
    | 'ownership'
    | 'belongsTo'
    | 'editableIn'
    | 'deletableIn'
    | 'rules'
    | 'queue'
    | 'actions'
    | 'custom'
    | 'tabs'
    | 'paths'
    | 'nested'
    | 'history'
  > {
  history?: { readonly [action: string]: readonly Names<F>[] };
  nested?: { readonly [name: string]: readonly Names<F>[] };
  fields: F;
  title: Names<F>;
  describedBy?: readonly Names<F>[];
  list: ListSpec<Names<F>>;
  access: { readonly [X in Action | NoInfer<T> | NoInfer<A> | NoInfer<C>]?: Rule<Names<F>> };
  paths?: Paths<NoInfer<T> | NoInfer<A>>;
  ownership?: Ownership<Names<F>>;
  belongsTo?: BelongsTo<Names<F>>;
  editableIn?: { states: readonly NoInfer<StateOf<F, K>>[]; bypass: Roles };
  deletableIn?: readonly NoInfer<StateOf<F, K>>[];
  rules?: readonly RecordRule<Names<F>>[];
  queue?: Omit<Queue<NoInfer<StateOf<F, K>>, T, Names<F>>, 'state' | 'transitions' | 'bulk'> & {
    state: K;
    transitions: { readonly [name in T]: Transition<NoInfer<StateOf<F, K>>, Names<F>> };
    bulk?: readonly NoInfer<T>[];
  };
  actions?: { readonly [name in A]: RecordAction<Names<F>> };
  custom?: { readonly [key: string]: C };
  tabs?: Tb;
}

/** The literal names `declare` keeps, for the typed texts and the server part of a declaration. */
export interface Info<F = Fields, T extends string = string, A extends string = string, Tb extends readonly Tab[] = readonly Tab[]> {
  fields: F;
  transitions: T;
  actions: A;
  tabs: Tb;
}
declare const info: unique symbol;
/** A declaration that remembers its literal names (a phantom: nothing of it exists at run time). */
export type Declared<I extends Info = Info> = Declaration & { readonly [info]?: I };
export type InfoOf<D> = D extends Declared<infer I> ? I : never;

/**
 * A resource's contract, checked as it is written: every field a list, rule, filter, tab or fill names
 * is one of its fields, a transition's states are the state field's options, and `access` has only
 * the standard actions, its transitions, its record actions and its hand-written calls' actions.
 */
export const declare = <
  const F extends { readonly [k in keyof F]: Field<Names<F>> },
  const K extends Names<F> = never,
  const T extends string = never,
  const A extends string = never,
  const C extends string = never,
  const Tb extends readonly Tab[] = readonly [],
>(
  d: DeclarationInput<F, K, T, A, C, Tb>,
): Declared<Info<F, T, A, Tb>> => d as unknown as Declared<Info<F, T, A, Tb>>;

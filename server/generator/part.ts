import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Declaration, Declared, Info } from '../../domain/declare/declaration';
import type { Caller } from '../../domain/declare/grants';
import type { Transition } from '../../domain/declare/queue';
import type { ErrorCode } from '../../domain/errors';
import type { Language } from '../../domain/language';
import type { Config } from '../config';
import type { Queryable } from '../db';
import type { FileStore } from '../files/store';
import type { Condition, TableMap } from '../repositories/declared';

export type Row = Record<string, unknown>;

/** What every hook and record action gets: the write's transaction, the resource, who asks. */
export interface HookContext {
  q: Queryable;
  d: Declaration;
  t: TableMap;
  caller: Caller;
  config: Config;
  /** A record of a declared resource, as its list answers it; null when there is none. */
  find(resource: string, id: unknown): Promise<Row | null>;
  /** The uploaded files' bytes (a hook that removes a file's row removes its bytes after the commit). */
  files: FileStore;
  /** Work that must wait until the write is committed (removing bytes no rollback could bring back). */
  afterCommit(job: () => Promise<void>): void;
  /** Undoes, when the write is not committed, what it did outside the database (the bytes of a copied file). */
  onRollback(job: () => Promise<void>): void;
}

/** A create, a change, a delete, an upload or a file's removal, before it is written: return values to write with it, or throw to refuse. */
export interface ChangeArgs extends HookContext {
  operation: 'create' | 'update' | 'delete' | 'upload' | 'removeFile';
  /** The stored record; null for a create. */
  before: Row | null;
  /** The whole record as it will be (the stored one with the change on top). */
  record: Row;
  /** The file field uploaded into or emptied. */
  field?: string;
}
export type BeforeChange = (args: ChangeArgs) => Promise<Row | undefined> | Row | undefined;
/** After the write, in its transaction: `after` is the record as stored (null after a delete). */
export type AfterChange = (args: ChangeArgs & { after: Row | null }) => Promise<void> | void;

/** A transition about to be made: return values to set with it, `STAY` to answer the record unchanged, or throw. */
export interface TransitionArgs extends HookContext {
  name: string;
  transition: Transition;
  before: Row;
  comment: string | null;
  /** The values given for the fields the move `sets` (null where none was given), so a hook can work out one left empty. */
  sets: Row;
}
export const STAY = Symbol('stay');
export type BeforeTransition = (args: TransitionArgs) => Promise<Row | typeof STAY | undefined> | Row | typeof STAY | undefined;
export type AfterTransition = (args: TransitionArgs & { after: Row }) => Promise<void> | void;

/** The extension points of a resource's writes and reads, each a list run in order (Payload's hooks are the model). */
export interface Hooks {
  beforeChange?: readonly BeforeChange[];
  afterChange?: readonly AfterChange[];
  beforeTransition?: readonly BeforeTransition[];
  afterTransition?: readonly AfterTransition[];
  /** Every record the server answers passes these (a secret masked, a product's text in the reader's language); no database work here. */
  afterRead?: readonly ((row: Row, reader: { language: Language }) => Row)[];
}

/** What a reference's access rule is asked: who names which row, in which record. */
export interface ReferenceArgs {
  q: Queryable;
  caller: Caller;
  /** The id named (one of them, for a `references` field). */
  id: unknown;
  /** The record as it will be, and its owner's value (its legal entity) where it has an owner. */
  record: Row;
  owner: unknown;
  /** The id is the one already stored: a form sends back what it got, which someone else may have chosen. */
  kept: boolean;
}

/**
 * Who may name which row in a reference field, beyond its existing (a course's contact is one of its
 * own organisation's people; a provider names only veterinarians and its own contacts as speakers).
 * Asked on every create and change, wherever they come from (the calls, a copy, the demo rows).
 */
export interface ReferenceRule {
  access(args: ReferenceArgs): Promise<boolean> | boolean;
  /** The field's error when refused (a validation key; `select` otherwise). It never names the row, nor whose it is. */
  refusal?: string;
}

export type ActionArgs = HookContext & { record: Row; body: Row; request: FastifyRequest };

/** A file a `download` action answers: its name on the caller's disk, its type, its bytes. */
export interface Download {
  name: string;
  contentType: string;
  body: Buffer;
}

/**
 * A record action (`actions` of the declaration): its answer is a record of this resource, 201 when
 * it `creates` one; a `download` action's is a file. The record is locked for the action's
 * transaction, except for a download, which only reads.
 */
export type ActionHandler = { creates?: boolean; run(args: ActionArgs): Promise<Row> } | { download(args: ActionArgs): Promise<Download> };

/**
 * A list's own query parameter (`list.params`) that the server works out (an election's `?stage=`):
 * the values it takes, and the rows a value means; `where` is asked also when the parameter is
 * absent, so it may choose a default for the caller. Applies to the list, its counts and bulk moves.
 */
export interface ListParam {
  schema: z.ZodType;
  where(value: unknown, ctx: { t: TableMap; caller: Caller; now: Date }): Condition[];
}

/** A demo document for a `file` field: its name and its bytes (server/seed/files.ts makes a PDF). */
export interface DemoFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** One step of a demo record's history, oldest first: who did it how many days ago, and what it left (a comment). */
export interface DemoStep {
  action: string;
  by: string;
  daysAgo: number;
  before?: Row;
  after?: Row;
}

/**
 * A row of the demo data: references may name a record by its title, `$owner` the demo account it
 * belongs to; `$files` the documents of its `file` fields, stored as uploads are; `$history` the
 * steps its history tab shows (the audit trail an approval, a change or a member leaving writes).
 */
export type DemoRow = Record<string, unknown> & { $owner?: string; $files?: Readonly<Record<string, DemoFile>>; $history?: readonly DemoStep[] };

/**
 * What only the server knows of a resource: where it is stored, the rules that run code, the demo
 * rows and the benchmark volume. None of it reaches the browser (DESIGN §2).
 */
export interface ServerPart<I extends Info = Info> {
  /** The table; the API path's words joined by `_` otherwise (`/bijscholing/centrums` -> bijscholing_centrums). */
  table?: string;
  /** The id column; `id` otherwise. The wire's id is always `id`. */
  idColumn?: string;
  /** A field's column where it is not the field's name in snake_case. */
  columns?: { readonly [field in keyof I['fields']]?: string };
  /** A transition's own rule on the record (the 2-week rule): the error code that refuses it, or null. */
  guards?: { readonly [name in I['transitions']]?: (record: Row) => ErrorCode | null };
  hooks?: Hooks;
  /** The list's own parameters the server turns into conditions, by name. */
  filters?: { readonly [param: string]: ListParam };
  /** Access rules of reference fields: which rows the caller may name in them. */
  references?: { readonly [field in keyof I['fields']]?: ReferenceRule };
  actions?: { readonly [name in I['actions']]: ActionHandler };
  /**
   * The period (its start and end date fields) whose move as a whole (its length kept) moves the dates
   * of the records that belong to it as far (a course's items): server/generator/helpers/moveChildren.
   */
  movesChildren?: { start: keyof I['fields'] & string; end: keyof I['fields'] & string };
  demo?: () => DemoRow[];
  /** How many rows the benchmark volume (`npm run seed -- --scale large`) adds, made from the field kinds. */
  volume?: number;
  /**
   * Values a valid record takes where the field kinds' samples are not enough (a points row of a
   * section that needs no course), for the generated tests that make records of every resource.
   */
  sample?: Row;
}

export interface Resource {
  d: Declaration;
  part: ServerPart;
}

/** A declaration's server part, typed by the declaration's own names (server/resources/<name>.ts). */
export const serve = <I extends Info>(d: Declared<I>, part: ServerPart<I>): Resource => ({ d, part: part as ServerPart });

/** The request's user as the access rules see it. */
export const callerOf = (request: FastifyRequest): Caller => {
  const u = request.user!;
  return { id: u.id, username: u.username, roles: u.roles, legalEntityId: u.legal_entity_id };
};

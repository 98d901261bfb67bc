import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Declaration } from '../../domain/declare/declaration';
import { withProductTexts } from '../../domain/declare/languageTwins';
import { declarationNamed } from '../../domain/declare/registry';
import type { Language } from '../../domain/language';
import type { Config } from '../config';
import type { Queryable } from '../db';
import type { FileStore } from '../files/store';
import { findRow, type TableMap } from '../repositories/declared';
import { type AfterChange, type BeforeChange, type ChangeArgs, callerOf, type HookContext, type Row, type ServerPart, STAY, type TransitionArgs } from './part';
import { partOf } from './resources';
import { checkReferenceAccess } from './rules';
import { tableMap } from './table';

/** A declared record by id as its own reads answer it (the hooks' `find`). */
export async function findDeclared(q: Queryable, resource: string, id: unknown) {
  const other = declarationNamed(resource);
  if (!other || id == null) return null;
  return readOut(other, (await findRow(q, tableMap(other), Number(id))) ?? null);
}

type AfterRead = NonNullable<NonNullable<ServerPart['hooks']>['afterRead']>;
const through = <T extends Row>(hooks: AfterRead, row: T, language: Language) => hooks.reduce((r, hook) => hook(r, { language }), row as Row) as T;

/**
 * A record on its way out, to a reader of `language` (the hooks' `find`: as stored, in Dutch): its
 * product texts in that language (`withProductTexts`), then through the resource's `afterRead` hooks.
 */
export function readOut<T extends Row | null | undefined>(d: Declaration, row: T, language: Language = 'nl'): T {
  if (!row) return row;
  const read = withProductTexts(d, row as Row, language);
  const hooks = partOf(d).hooks?.afterRead;
  return (hooks ? through(hooks, read, language) : read) as T;
}

/** A page of records on their way out: the hooks are looked up once, and without any the rows go as they are. */
export function readOutAll<T extends Row>(d: Declaration, rows: T[], language: Language): T[] {
  const hooks = partOf(d).hooks?.afterRead;
  const read = rows.map((row) => withProductTexts(d, row, language));
  return hooks ? read.map((row) => through(hooks, row, language)) : read;
}

/** The jobs a request's hooks left for after its commit. */
const pending = new WeakMap<FastifyRequest, { commit: (() => Promise<void>)[]; rollback: (() => Promise<void>)[] }>();

/**
 * A write's transaction, then what its hooks left for after the commit (a deleted file's bytes):
 * run only when the transaction committed, each on its own, a failure logged and not the request's.
 */
export async function inTransaction<T>(app: FastifyInstance, request: FastifyRequest, work: (q: Queryable) => Promise<T>): Promise<T> {
  const jobs = { commit: [] as (() => Promise<void>)[], rollback: [] as (() => Promise<void>)[] };
  pending.set(request, jobs);
  const run = async (list: (() => Promise<void>)[], what: string) => {
    for (const job of list) await job().catch((error: Error) => request.log.warn({ message: error.message }, what));
  };
  let result: T;
  try {
    result = await app.db.tx(async (q) => {
      // A deadlock's try is done again from the start (server/db/postgres.ts): what the try before
      // left outside the database is undone first, and its jobs for after the commit are dropped.
      if (jobs.commit.length + jobs.rollback.length > 0) {
        const undo = jobs.rollback.splice(0);
        jobs.commit.length = 0;
        await run(undo, 'after retried try');
      }
      return work(q);
    });
  } catch (error) {
    await run(jobs.rollback, 'after rollback');
    throw error;
  }
  await run(jobs.commit, 'after commit');
  return result;
}

export const hookContext = (app: FastifyInstance, q: Queryable, d: Declaration, t: TableMap, request: FastifyRequest): HookContext => ({
  q,
  d,
  t,
  caller: callerOf(request),
  config: app.config,
  find: (resource, id) => findDeclared(q, resource, id),
  files: app.files,
  afterCommit: (job) => jobsOf(request).commit.push(job),
  onRollback: (job) => jobsOf(request).rollback.push(job),
});

const jobsOf = (request: FastifyRequest) => {
  const jobs = pending.get(request);
  if (!jobs) throw new Error('afterCommit of onRollback buiten een schrijfopdracht');
  return jobs;
};

/**
 * Checks the reference fields' access rules of a create or a change, then runs the `beforeChange`
 * hooks in order; each sees what the ones before it added. Returns what they add.
 */
export async function beforeChange(args: ChangeArgs) {
  if (args.operation === 'create' || args.operation === 'update') await checkReferenceAccess(args);
  const added: Row = {};
  for (const hook of (partOf(args.d).hooks?.beforeChange ?? []) as BeforeChange[]) {
    Object.assign(added, await hook({ ...args, record: { ...args.record, ...added } }));
  }
  return added;
}

export async function afterChange(args: ChangeArgs & { after: Row | null }) {
  for (const hook of (partOf(args.d).hooks?.afterChange ?? []) as AfterChange[]) await hook(args);
}

/** Runs the `beforeTransition` hooks: the values they set, or STAY when one of them keeps the record as it is. */
export async function beforeTransition(args: TransitionArgs): Promise<Row | typeof STAY> {
  const added: Row = {};
  for (const hook of partOf(args.d).hooks?.beforeTransition ?? []) {
    const result = await hook(args);
    if (result === STAY) return STAY;
    Object.assign(added, result);
  }
  return added;
}

export async function afterTransition(args: TransitionArgs & { after: Row }) {
  for (const hook of partOf(args.d).hooks?.afterTransition ?? []) await hook(args);
}

/**
 * The context of a write the product makes itself (the demo rows, a test's fixtures): as the
 * secretariat, with no request; what would wait for its commit is done at once.
 */
export const systemContext = (q: Queryable, d: Declaration, config: Config, files: FileStore): HookContext => ({
  q,
  d,
  t: tableMap(d),
  caller: { id: 0, username: 'systeem', roles: ['SECRETARIAAT'], legalEntityId: null },
  config,
  find: (resource, id) => findDeclared(q, resource, id),
  files,
  afterCommit: (job) => void job(),
  // The product's own writes are not undone; what they left outside the database stays.
  onRollback: () => undefined,
});

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stateAllows } from '../../domain/declare/access';
import type { Declaration } from '../../domain/declare/declaration';
import { schemasOf } from '../../domain/declare/schemas';
import type { Language } from '../../domain/language';
import type { Access } from '../../domain/roles';
import { dbId } from '../../domain/schemas/common';
import { V } from '../../domain/validation';
import { callerLanguage } from '../callerLanguage';
import type { Queryable } from '../db';
import { AppError, badRequest, notFound } from '../errors';
import { dutch } from '../i18n';
import { findRow } from '../repositories/declared';
import { readOut, readOutAll } from './hooks';
import { callerOf, type Resource } from './part';
import { assertInScope, parentOf, scopeFor } from './scope';
import { tableMap } from './table';

/** The path parameters of a call: `:id` is the record's, any other names a field (the parent a list lives under). */
export const pathParams = (path: string) => {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return z.object(Object.fromEntries(names.map((name) => [name, dbId()])));
};

/**
 * What every generated route of one resource shares: its table, schemas and role rows, and the
 * checks that say whether a caller may reach a record and change it. Built once per resource.
 */
export function routeContext(
  fastify: FastifyInstance,
  uploadScope: FastifyInstance,
  resource: Resource,
  access: Record<string, Access>,
  generated: Map<string, string>,
) {
  const { d } = resource;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const uploads = uploadScope.withTypeProvider<ZodTypeProvider>();
  const t = tableMap(d);
  const parent = parentOf(d);
  const pt = parent ? tableMap(parent) : undefined;
  const parentField = d.belongsTo?.field ?? '';

  /** The record's state must still allow the change (`editableIn`, `deletableIn`): 409 with the queue's code. */
  const assertChangeable = (of: Declaration, row: Record<string, unknown>, request: FastifyRequest, change: 'edit' | 'delete') => {
    if (!stateAllows(of, row, request.user!.roles, change)) throw new AppError(409, of.queue?.errorCode ?? 'STATUS_ERROR');
  };

  /**
   * The parent of a child record as the caller may act on it: 403 when it is beyond the caller's
   * reach, and for a change (`change`: the parent row is then locked against a decision at the same
   * time) 409 when its state allows none. A parent named in the body that does not exist is a field
   * error; the parent of a stored record always exists.
   */
  const parentFor = async (q: Queryable, request: FastifyRequest, id: unknown, change: boolean) => {
    const row = await findRow(q, pt!, Number(id), change);
    if (!row) throw badRequest('VALIDATION_ERROR', { [parentField]: dutch(V.select) });
    assertInScope(row, scopeFor(parent!, 'show', callerOf(request)));
    // Adding, changing or removing a child is a change of its parent.
    if (change) assertChangeable(parent!, row, request, 'edit');
    return row;
  };

  /**
   * The record, if it exists and the caller may reach it for `action`: 404 otherwise, 403 when it is
   * someone else's. Read as stored, unless read for a reader of `language` (only to answer it: what
   * it reads from other records' product texts is then in that language).
   */
  const load = async (q: Queryable, request: FastifyRequest, id: number, lock = false, action = 'show', language: Language = 'nl') => {
    // A child is locked after its parent, the order in which deleting the parent takes them (the
    // parent, then its children), so a change of an item and the removal of its course never deadlock.
    if (lock && parent) {
      const peek = await findRow(q, t, id);
      if (!peek) throw notFound();
      await findRow(q, pt!, Number(peek[parentField]), true);
    }
    const row = await findRow(q, tableMap(d, language), id, lock);
    if (!row) throw notFound();
    if (parent) await parentFor(q, request, row[parentField], false);
    assertInScope(row, scopeFor(d, action, callerOf(request), request.query as Record<string, unknown>));
    return row;
  };

  /** The parent a list's path names (`/lists/codelists/{id}/items`): 404 when there is none, 403 when it is beyond reach. */
  const listedUnder = async (q: Queryable, request: FastifyRequest, id: unknown) => {
    const row = await findRow(q, pt!, Number(id));
    if (!row) throw notFound();
    assertInScope(row, scopeFor(parent!, 'show', callerOf(request)));
  };

  return {
    app,
    /** Where a route that reads a multipart body is registered (server/generator/index.ts). */
    uploads,
    listedUnder,
    d,
    part: resource.part,
    t,
    /** The table as the caller reads it: a list's search and sort in the caller's language (server/generator/table.ts). */
    readersTable: (request: FastifyRequest) => tableMap(d, callerLanguage(request)),
    parent,
    parentField,
    schemas: schemasOf(d),
    tags: [d.name],
    /** The route's config: its row of the role table. */
    config: (key: string) => ({ access: access[key] }),
    /** Whether the call is generated, and where an action is named, for that action (POST {one} updates, unless the queue decides there). */
    generated: (key: string, action?: string) => generated.has(key) && (!action || generated.get(key) === action),
    assertChangeable,
    parentFor,
    load,
    /** A record on its way out to the caller, through the `afterRead` hooks. */
    out: <T extends Record<string, unknown> | null | undefined>(request: FastifyRequest, row: T) => readOut(d, row, callerLanguage(request)),
    /** A page of records on their way out to the caller. */
    outAll: <T extends Record<string, unknown>>(request: FastifyRequest, rows: T[]) => readOutAll(d, rows, callerLanguage(request)),
  };
}

export type RouteContext = ReturnType<typeof routeContext>;

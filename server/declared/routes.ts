import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { declaredRoutes, generatedRoutes, pathsOf, requestsPath, statsPath } from '../../domain/declare/access';
import { schemasOf } from '../../domain/declare/schemas';
import type { Declaration } from '../../domain/declare/types';
import { idParam } from '../../domain/schemas/common';
import { V } from '../../domain/validation';
import type { Queryable } from '../db';
import { AppError, badRequest, notFound } from '../errors';
import { dutch } from '../i18n';
import { deleteRow, findRow, insertAudit, insertRow, listRows, lockTable, tableMap, updateRow } from '../repositories/declared';
import { assertActiveCodes } from '../services/codes';
import { parseOrThrow } from '../validate';
import { copyRoute } from './copy';
import { type ChangeCheck, fileRoutes } from './files';
import { historyRoute } from './history';
import { lookupCondition } from './lookup';
import { listConditions, listQuerySchema, orderBy, ownerCondition, ownerValue, parentOf } from './query';
import { requestsRoute } from './requests';
import { checkReferences, checkRules, computed, dropReferencesTo, missingReference, recomputeDependents } from './rules';
import { assertChangeable, codeChecks } from './states';
import { statsRoute } from './stats';
import { transitionRoutes } from './transitions';

const IN_USE = '23503';

/**
 * The REST routes of one declaration (SPEC §7 style): list, one, create (POST on the collection),
 * update (POST on /{id}), delete, and the queue's named actions. Each route takes its roles from
 * the declaration; every write and its audit row are one transaction.
 */
export function declaredResource(fastify: FastifyInstance, d: Declaration) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  if (generatedRoutes(d).length === 0) return;
  const t = tableMap(d);
  const schemas = schemasOf(d);
  const access = declaredRoutes(d);
  const generated = new Set(generatedRoutes(d).map(([, key]) => key));
  const tags = [d.name];
  const p = pathsOf(d);
  if (d.parent && (generated.has(`GET ${p.list}`) || generated.has(`POST ${p.create}`))) {
    throw new Error(`${d.name}: een lijst onder een ouder heeft (nog) handgeschreven routes nodig`);
  }
  for (const key of generated) {
    if (/:\w+/.test(key.replace(/\/:id(\/|$)/, '$1'))) throw new Error(`${d.name}: ${key}: een gegenereerde route kent enkel de parameter :id`);
  }
  const config = (key: string) => ({ access: access[key] });
  const user = (request: FastifyRequest) => request.user!;
  const parent = parentOf(d);
  if (parent?.belongsTo || (parent && d.ownership)) throw new Error(`${d.name}: een kind heeft één ouder met een eigenaar, en zelf geen`);
  const pt = parent ? tableMap(parent) : undefined;
  const parentField = d.belongsTo?.field ?? '';
  // A reference the database found no row for is told on its field, as the schema's own errors are.
  const refused = (error: unknown): never => {
    throw missingReference(d, error) ?? error;
  };

  /**
   * The parent of a child record as the caller may act on it: 403 when it is another owner's, and
   * for a change (`change`, the parent row then locked against a decision at the same time) 409 with
   * the parent queue's code when its state allows none. A parent named in the body that does not
   * exist is a field error; the parent of a stored record always exists.
   */
  const parentFor = async (q: Queryable, request: FastifyRequest, id: unknown, change: boolean) => {
    const row = await findRow(q, pt!, Number(id), change);
    if (!row) throw badRequest('VALIDATION_ERROR', { [parentField]: dutch(V.select) });
    const scope = ownerCondition(parent!, user(request));
    if (scope && row[parent!.ownership!.field] !== scope[1]) throw new AppError(403, 'FORBIDDEN');
    // Adding, changing or removing a child is a change of its parent.
    if (change) assertChangeable(parent!, row, user(request), 'edit');
    return row;
  };

  /** The record, if it exists and the caller may see it; 404 otherwise (another owner's record is not told apart). */
  const load: Loader = async (q, request, id, lock = false) => {
    const row = await findRow(q, t, id, lock);
    if (!row) throw notFound();
    if (parent) await parentFor(q, request, row[parentField], false);
    const scope = parent ? null : ownerCondition(d, user(request));
    if (scope && row[d.ownership!.field] !== scope[1]) throw new AppError(403, 'FORBIDDEN');
    return row;
  };

  if (generated.has(`GET ${p.list}`)) {
    app.get(`/api${p.list}`, { config: config(`GET ${p.list}`), schema: { querystring: listQuerySchema(d), response: { 200: schemas.page }, tags } }, async (request) => {
      const query = request.query as Record<string, any>;
      const lookup = lookupCondition(d, query, user(request));
      const conditions = lookup ? [...listConditions(d, query, user(request), false), lookup] : listConditions(d, query, user(request));
      const result = await listRows(db, t, { limit: query.limit, offset: query.offset, conditions, orderBy: orderBy(d, query) });
      return { ...result, limit: query.limit, offset: query.offset };
    });
  }
  if (generated.has(`GET ${p.one}`)) {
    app.get(`/api${p.one}`, { config: config(`GET ${p.one}`), schema: { params: idParam, response: { 200: schemas.record }, tags } }, async (request) =>
      load(db, request, request.params.id),
    );
  }
  if (generated.has(`POST ${p.create}`)) {
    app.post(`/api${p.create}`, { config: config(`POST ${p.create}`), schema: { body: schemas.create, response: { 201: schemas.record }, tags } }, async (request, reply) => {
      const values: Record<string, unknown> = { ...(request.body as object) };
      if (d.queue) values[d.queue.state] = d.queue.initial;
      if (d.ownership) values[d.ownership.field] = ownerValue(d, user(request));
      const created = await db.tx(async (q) => {
        await assertActiveCodes(q, codeChecks(d, values));
        await lockTable(q, t);
        // After the table's lock, as a change does it: one order of locks, so two writes never wait on each other.
        if (parent) await parentFor(q, request, values[parentField], true);
        await checkRules(q, d, t, values, null);
        await checkReferences(q, d, values);
        Object.assign(values, await computed(q, d, values));
        const row = (await insertRow(q, t, values))!;
        await insertAudit(q, { username: user(request).username, resource: d.name, recordId: row[t.idField], action: 'create', before: null, after: row });
        return row;
      }).catch(refused);
      reply.status(201);
      return created;
    });
  }
  if (generated.has(`POST ${p.update}`)) {
    app.post(`/api${p.update}`, { config: config(`POST ${p.update}`), schema: { params: idParam, body: schemas.update, response: { 200: schemas.record }, tags } }, async (request) =>
      db.tx(async (q) => {
        await lockTable(q, t);
        const before = await load(q, request, request.params.id, true);
        assertChangeable(d, before, user(request), 'edit');
        const changes: Record<string, unknown> = { ...(request.body as object) };
        if (parent) {
          await parentFor(q, request, before[parentField], true);
          // Moved to another parent: that one must be the caller's and open to changes as well.
          if (changes[parentField] != null && changes[parentField] !== before[parentField]) await parentFor(q, request, changes[parentField], true);
        }
        // The change is checked as the whole record it makes, so a rule that spans fields still holds.
        const merged = parseOrThrow(schemas.create, { ...before, ...changes }) as Record<string, unknown>;
        await assertActiveCodes(q, codeChecks(d, changes, before));
        // The rules see the whole record: what it was (its owner too), with the change on top.
        await checkRules(q, d, t, { ...before, ...merged }, request.params.id);
        await checkReferences(q, d, merged);
        Object.assign(changes, await computed(q, d, merged));
        const after = (await updateRow(q, t, request.params.id, changes))!;
        await insertAudit(q, { username: user(request).username, resource: d.name, recordId: request.params.id, action: 'update', before, after });
        await recomputeDependents(q, d, request.params.id, user(request).username);
        return after;
      }).catch(refused),
    );
  }
  if (generated.has(`DELETE ${p.remove}`)) {
    app.delete(`/api${p.remove}`, { config: config(`DELETE ${p.remove}`), schema: { params: idParam, response: { 200: schemas.record }, tags } }, async (request) => {
      try {
        return await db.tx(async (q) => {
          const before = await load(q, request, request.params.id, true);
          assertChangeable(d, before, user(request), 'delete');
          if (parent) await parentFor(q, request, before[parentField], true);
          await dropReferencesTo(q, d, request.params.id);
          await deleteRow(q, t, request.params.id);
          await insertAudit(q, { username: user(request).username, resource: d.name, recordId: request.params.id, action: 'delete', before, after: null });
          return before;
        });
      } catch (error) {
        if ((error as { code?: string }).code === IN_USE) throw new AppError(409, 'IN_USE');
        throw error;
      }
    });
  }
  if (d.queue) transitionRoutes(fastify, d, t, load, generated);
  if (generated.has(`GET ${statsPath(d)}`)) statsRoute(fastify, d, t);
  if (generated.has(`GET ${p.one}/historiek`)) historyRoute(fastify, d, load);
  if (generated.has(`GET ${requestsPath(d)}`)) requestsRoute(fastify, d, load);
  // A file of a child changes only while its parent may change; a record's own file, while it may.
  const mayChange: ChangeCheck = async (q, request, row) => {
    if (parent) await parentFor(q, request, row[parentField], true);
    else assertChangeable(d, row, user(request), 'edit');
  };
  fileRoutes(fastify, d, t, load, mayChange, generated);
  if (generated.has(`POST ${p.one}/actions/copy`)) copyRoute(fastify, d, t, load);
}

/** A record the caller may act on, or the 404/403 that says why not. */
export type Loader = (q: Queryable, request: FastifyRequest, id: number, lock?: boolean) => Promise<Record<string, unknown>>;

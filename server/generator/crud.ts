import type { FastifyRequest } from 'fastify';
import { pathsOf } from '../../domain/declare/access';
import { filesOnCreate, unkept } from '../../domain/declare/schemas';
import { callerLanguage } from '../callerLanguage';
import { AppError } from '../errors';
import { insertFile } from '../files/repository';
import { receiveForm, removeAll, type StoredUpload } from '../files/upload';
import { deleteRow, insertAudit, listRows, lockTable } from '../repositories/declared';
import { type Paging, pageAnswer } from '../repositories/paging';
import { assertActiveCodes } from '../services/codes';
import { parseOrThrow } from '../validate';
import { createRecord } from './api';
import { pathParams, type RouteContext } from './context';
import { unnest } from './decideNames';
import { editRecord } from './edit';
import { afterChange, beforeChange, hookContext, inTransaction } from './hooks';
import { callerOf } from './part';
import { checkReferences, checkRules, checkWriters, codeChecks, dropReferencesTo, missingReference } from './rules';
import { listConditions, listQuerySchema, orderBy, ownerValue } from './scope';

const IN_USE = '23503';

const fieldParams = (request: FastifyRequest) =>
  Object.fromEntries(Object.entries((request.params ?? {}) as Record<string, unknown>).filter(([name]) => name !== 'id'));

/** A field the path names (the parent a member joins, SPEC §7 POST .../{id}/members) need not be repeated in the body. */
const fromPath = async (request: FastifyRequest) => {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  for (const [name, value] of Object.entries(fieldParams(request))) {
    if (!(name in body)) (body as Record<string, unknown>)[name] = /^\d+$/.test(String(value)) ? Number(value) : value;
  }
};

/**
 * The uniform calls of a resource (SPEC §7 style): list, one, create (POST on the collection), update
 * (POST on /{id}), delete. Each write runs its hooks, its rules and its audit row in one transaction.
 */
export function crudRoutes(c: RouteContext) {
  const { app, d, t, schemas, tags } = c;
  const p = pathsOf(d);
  // A reference the database found no row for is told on its field, as the schema's own errors are.
  const refused = (error: unknown): never => {
    throw missingReference(d, error) ?? error;
  };

  if (c.generated(`GET ${p.list}`, 'list')) {
    const schema = { params: pathParams(p.list), querystring: listQuerySchema(d), response: { 200: schemas.page }, tags };
    // Only a list under its parent's path (`/cursussen/:cursusId/items`) has values in its path to add.
    const underParent = /:\w/.test(p.list);
    app.get(`/api${p.list}`, { config: c.config(`GET ${p.list}`), schema }, async (request) => {
      const query = underParent ? { ...(request.query as Record<string, any>), ...fieldParams(request) } : (request.query as Record<string, any>);
      if (c.parent && c.parentField in fieldParams(request)) await c.listedUnder(app.db, request, query[c.parentField]);
      // Searched and sorted as the caller reads it: a text with a French twin in the caller's language.
      const rt = c.readersTable(request);
      const conditions = listConditions(d, rt, query, callerOf(request));
      const result = await listRows(app.db, rt, { limit: query.limit, offset: query.offset, conditions, orderBy: orderBy(d, rt, query) });
      return pageAnswer(c.outAll(request, result.items as Record<string, unknown>[]), result, query as Paging);
    });
  }

  if (c.generated(`GET ${p.one}`, 'show')) {
    app.get(
      `/api${p.one}`,
      { config: c.config(`GET ${p.one}`), schema: { params: pathParams(p.one), response: { 200: schemas.record }, tags } },
      async (request) => c.out(request, await c.load(app.db, request, (request.params as { id: number }).id, false, 'show', callerLanguage(request))),
    );
  }

  if (c.generated(`POST ${p.create}`, 'create')) {
    const config = c.config(`POST ${p.create}`);
    const withFiles = filesOnCreate(d);
    // A new record from what the caller gave, and the files stored before it (`withCreate`), by field.
    const create = (request: FastifyRequest, given: Record<string, unknown>, files: Readonly<Record<string, StoredUpload>> = {}) => {
      const values: Record<string, unknown> = { ...given, ...fieldParams(request) };
      Object.assign(values, unkept(d, values));
      if (d.queue) values[d.queue.state] = d.queue.initial;
      if (d.ownership) values[d.ownership.field] = ownerValue(d, callerOf(request));
      return inTransaction(app, request, async (q) => {
        checkWriters(d, given, null, request.user!.roles);
        await assertActiveCodes(q, codeChecks(d, values));
        await lockTable(q, t);
        // After the table's lock, as a change does it: one order of locks, so two writes never wait on each other.
        if (c.parent) await c.parentFor(q, request, values[c.parentField], true);
        await checkRules(q, d, t, values, null);
        await checkReferences(q, d, values);
        for (const { slot, part } of withFiles) values[slot] = (await insertFile(q, files[part]!, request.user!.username)).id;
        return createRecord(app, request, q, d, values);
      }).catch(refused);
    };
    if (withFiles.length === 0) {
      const schema = { params: pathParams(p.create), body: schemas.create, response: { 201: schemas.record }, tags };
      app.post(`/api${p.create}`, { config, schema, preValidation: [unnest(d), fromPath] }, async (request, reply) => {
        const created = await create(request, request.body as Record<string, unknown>);
        reply.status(201);
        return c.out(request, created);
      });
    } else {
      // The fields and the file(s) in one multipart request; the bytes are stored before the
      // transaction (which never waits for a request body), and a refusal removes them again.
      const schema = { params: pathParams(p.create), consumes: ['multipart/form-data'], response: { 201: schemas.record }, tags };
      c.uploads.post(`/api${p.create}`, { config, schema }, async (request, reply) => {
        const { fields, files } = await receiveForm(
          app.files,
          request,
          withFiles.map((f) => f.part),
        );
        try {
          const created = await create(request, parseOrThrow(schemas.create, fields), files);
          reply.status(201);
          return c.out(request, created);
        } catch (error) {
          await removeAll(app.files, files);
          throw error;
        }
      });
    }
  }

  if (c.generated(`POST ${p.update}`, 'edit')) {
    const schema = { params: pathParams(p.update), body: schemas.update, response: { 200: schemas.record }, tags };
    app.post(`/api${p.update}`, { config: c.config(`POST ${p.update}`), schema, preValidation: unnest(d) }, async (request) => {
      const id = (request.params as { id: number }).id;
      const updated = await inTransaction(app, request, async (q) => {
        await lockTable(q, t);
        const before = await c.load(q, request, id, true, 'edit');
        return editRecord(c, q, request, before, request.body as Record<string, unknown>);
      }).catch(refused);
      return c.out(request, updated);
    });
  }

  if (c.generated(`DELETE ${p.remove}`, 'delete')) {
    app.delete(
      `/api${p.remove}`,
      { config: c.config(`DELETE ${p.remove}`), schema: { params: pathParams(p.remove), response: { 200: schemas.record }, tags } },
      async (request) => {
        const id = (request.params as { id: number }).id;
        try {
          const removed = await inTransaction(app, request, async (q) => {
            const before = await c.load(q, request, id, true, 'delete');
            c.assertChangeable(d, before, request, 'delete');
            if (c.parent) await c.parentFor(q, request, before[c.parentField], true);
            const args = { ...hookContext(app, q, d, t, request), operation: 'delete' as const, before, record: before };
            await beforeChange(args);
            await dropReferencesTo(q, d, id);
            await deleteRow(q, t, id);
            await insertAudit(q, { username: request.user!.username, resource: d.name, recordId: id, action: 'delete', before, after: null });
            await afterChange({ ...args, after: null });
            return before;
          });
          return c.out(request, removed);
        } catch (error) {
          if ((error as { code?: string }).code === IN_USE) throw new AppError(409, 'IN_USE');
          throw error;
        }
      },
    );
  }
}

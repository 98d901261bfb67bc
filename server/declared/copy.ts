import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declaredRoutes, pathsOf } from '../../domain/declare/access';
import { inputSchema, schemasOf, writableFields } from '../../domain/declare/schemas';
import type { Declaration } from '../../domain/declare/types';
import { idParam } from '../../domain/schemas/common';
import { insertAudit, insertRow, lockTable, type TableMap } from '../repositories/declared';
import { parseOrThrow } from '../validate';
import type { Loader } from './routes';
import { checkRules } from './rules';

/**
 * POST {one}/actions/copy: the same content as a new record in the queue's first state, for the same
 * owner, with the fields the declaration asks for (a course's new dates). Checked as a new record is.
 */
export function copyRoute(fastify: FastifyInstance, d: Declaration, t: TableMap, load: Loader) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const key = `POST ${pathsOf(d).one}/actions/copy`;
  const ask = z.object(Object.fromEntries((d.copy?.ask ?? []).map((field) => [field, inputSchema({ ...d.fields[field]!, required: true })])));
  const schemas = schemasOf(d);
  const schema = { params: idParam, body: ask, response: { 201: schemas.record }, tags: [d.name] };
  app.post(`/api${key.slice(5)}`, { config: { access: declaredRoutes(d)[key] }, schema }, async (request, reply) => {
    const copied = await app.db.tx(async (q) => {
      const original = await load(q, request, request.params.id);
      const content = Object.fromEntries(writableFields(d).map(([field]) => [field, original[field]]));
      const values = parseOrThrow(schemas.create, { ...content, ...(request.body as object) }) as Record<string, unknown>;
      if (d.queue) values[d.queue.state] = d.queue.initial;
      if (d.ownership) values[d.ownership.field] = original[d.ownership.field];
      await lockTable(q, t);
      await checkRules(q, d, t, values, null);
      const row = (await insertRow(q, t, values))!;
      await insertAudit(q, { username: request.user!.username, resource: d.name, recordId: row[t.idField], action: 'create', before: null, after: { ...row, copiedFrom: request.params.id } });
      return row;
    });
    reply.status(201);
    return copied;
  });
}

import { actionCall } from '../../domain/declare/access';
import { askedSchema } from '../../domain/declare/schemas';
import { notFound } from '../errors';
import { binaryResponse } from '../files/binary';
import { attachmentHeader } from '../files/upload';
import { lockTable } from '../repositories/declared';
import { pathParams, type RouteContext } from './context';
import { hookContext, inTransaction } from './hooks';

const downloadResponse = binaryResponse('application/octet-stream', 'Het bestand, met Content-Disposition: attachment en zijn naam.');

/**
 * The record actions of a declaration (`actions`, carried out by its server part): POST
 * {one}/actions/<name> (or the call SPEC names), with the fields it asks for or its own body, in one
 * transaction (a change with the record locked); the answer is a record of the resource, 201 when the action
 * made a new one (a copy). A `download` is a GET that answers the file its part makes.
 */
export function actionRoutes(c: RouteContext) {
  const { app, d, t, part, tags } = c;
  for (const [name, action] of Object.entries(d.actions ?? {})) {
    const call = actionCall(d, name);
    const handler = part.actions?.[name];
    if (!c.generated(call.key) || !handler) continue;
    const config = c.config(call.key);
    const params = pathParams(call.path);
    const args = async (q: Parameters<typeof c.load>[0], request: Parameters<typeof c.load>[1], lock: boolean) => {
      const { id, ...path } = request.params as Record<string, unknown>;
      const record = await c.load(q, request, Number(id), lock, name);
      // A record under another parent than the path names (a member of another service) is not there.
      if (Object.entries(path).some(([field, value]) => field in d.fields && String(record[field]) !== String(value))) throw notFound();
      return { ...hookContext(app, q, d, t, request), record, body: (request.body ?? {}) as Record<string, unknown>, request };
    };
    if ('download' in handler) {
      app.get(`/api${call.path}`, { config, schema: { params, response: { 200: downloadResponse }, tags } }, async (request, reply) => {
        const file = await app.db.tx(async (q) => handler.download(await args(q, request, false)));
        return reply
          .type(file.contentType)
          .header('content-disposition', attachmentHeader(file.name))
          .header('cache-control', 'no-store')
          .send(file.body as never);
      });
      continue;
    }
    const schema = { params, body: action.body ?? askedSchema(d, action.ask ?? []), response: { [handler.creates ? 201 : 200]: c.schemas.record }, tags };
    app.post(`/api${call.path}`, { config, schema }, async (request, reply) => {
      const result = await inTransaction(app, request, async (q) => {
        // A change takes the locks in a change's order (the table's, then the record's), so the two never wait on each other;
        // a copy only reads its record.
        if (!handler.creates) await lockTable(q, t);
        return handler.run(await args(q, request, !handler.creates));
      });
      reply.status(handler.creates ? 201 : 200);
      return c.out(request, result);
    });
  }
}

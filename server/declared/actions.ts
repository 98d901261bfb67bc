import { actionCall } from '../../domain/declare/access';
import { askedSchema } from '../../domain/declare/schemas';
import { pathParams, type RouteContext } from './context';
import { hookContext, inTransaction } from './hooks';

/**
 * The record actions of a declaration (`actions`, carried out by its server part): POST
 * {one}/actions/<name> (or the call SPEC names), with the fields it asks for, in one transaction;
 * the answer is a record of the resource, 201 when the action made a new one (a copy).
 */
export function actionRoutes(c: RouteContext) {
  const { app, d, t, part, tags } = c;
  for (const [name, action] of Object.entries(d.actions ?? {})) {
    const call = actionCall(d, name);
    const handler = part.actions?.[name];
    if (!c.generated(call.key) || !handler) continue;
    const schema = { params: pathParams(call.path), body: askedSchema(d, action.ask ?? []), response: { [handler.creates ? 201 : 200]: c.schemas.record }, tags };
    app.post(`/api${call.path}`, { config: c.config(call.key), schema }, async (request, reply) => {
      const id = (request.params as { id: number }).id;
      const result = await inTransaction(app, request, async (q) => {
        const record = await c.load(q, request, id, false, name);
        return handler.run({ ...hookContext(app, q, d, t, request), record, body: request.body as Record<string, unknown>, request });
      });
      reply.status(handler.creates ? 201 : 200);
      return c.out(result);
    });
  }
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { declaredRoutes, requestsPath } from '../../domain/declare/access';
import { sameTable } from '../../domain/declare/registry';
import type { Declaration } from '../../domain/declare/types';
import { idParam } from '../../domain/schemas/common';
import { requestPageSchema, type requestSchema } from '../../domain/schemas/responses/requests';
import { type AuditRow, recordAudit } from '../repositories/audit';
import type { Loader } from './routes';

type Request = z.output<typeof requestSchema>;
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/**
 * A record's requests, read from its audit trail: for each queue over its table (a course's own and
 * its evaluation test's), every time the queue's state came to its waiting state (`defaultFilter`:
 * AANGEVRAAGD, NEW) opens a request, and every later change of that state, until the next time, is
 * one of its decisions, with the fields its transition set (the assessor, the evaluation number).
 */
export function requestsOf(queues: readonly Declaration[], rows: readonly AuditRow[]): Request[] {
  const requests: Request[] = [];
  for (const d of queues) {
    const { state, defaultFilter, transitions } = d.queue!;
    let open: Request | null = null;
    for (const row of rows) {
      const before = text(row.before?.[state]);
      const after = text(row.after?.[state]);
      if (!row.after || before === after) continue;
      if (after === defaultFilter) {
        open = { id: row.id, resource: d.name, at: row.at, username: row.username, state: after, decisions: [] };
        requests.push(open);
      } else if (open) {
        const t = row.resource === d.name ? transitions[row.action] : undefined;
        const fields = [...(t?.sets ?? []).map((s) => s.field), ...(t?.numbers ? [t.numbers] : [])];
        const values = Object.fromEntries(fields.map((f) => [f, text(row.after![f])]));
        open.decisions.push({ id: row.id, at: row.at, username: row.username, action: row.action, state: after, comment: text(row.after.comment), values });
        open.state = after!;
      }
    }
  }
  return requests.sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
}

/** GET the requests of one record (the `requests` tab), newest first, for whoever may see the record. */
export function requestsRoute(fastify: FastifyInstance, d: Declaration, load: Loader) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const path = requestsPath(d);
  const queues = sameTable(d).filter((x) => x.queue);
  const resources = queues.map((x) => x.name);
  const schema = { params: idParam, response: { 200: requestPageSchema }, tags: [d.name] };
  app.get(`/api${path}`, { config: { access: declaredRoutes(d)[`GET ${path}`] }, schema }, async (request) => {
    await load(app.db, request, request.params.id);
    const items = requestsOf(queues, await recordAudit(app.db, resources, request.params.id));
    return { items, limit: items.length, offset: 0, size: items.length };
  });
}

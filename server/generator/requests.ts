import type { z } from 'zod';
import { requestsPath } from '../../domain/declare/access';
import type { Declaration } from '../../domain/declare/declaration';
import { requestPageSchema, type requestSchema } from '../../domain/schemas/responses/requests';
import { type AuditRow, recordAudit } from '../repositories/audit';
import { pathParams, type RouteContext } from './context';
import { sameTable } from './table';

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
    const { state, defaultFilter } = d.queue!;
    let open: Request | null = null;
    for (const row of rows) {
      const before = text(row.before?.[state]);
      const after = text(row.after?.[state]);
      if (!row.after || before === after) continue;
      if (after === defaultFilter) {
        open = { id: row.id, resource: d.name, at: row.at, username: row.username, state: after, decisions: [] };
        requests.push(open);
      } else if (open) {
        // What the decision set besides the state (an assessor, an evaluation number): the stored fields it changed.
        const owner = row.resource === d.name ? d : queues.find((x) => x.name === row.resource);
        const fields = Object.entries(owner?.fields ?? {}).filter(([f, spec]) => f !== state && !spec.from && text(row.before?.[f]) !== text(row.after![f]));
        const values = Object.fromEntries(fields.map(([f]) => [f, text(row.after![f])]));
        open.decisions.push({ id: row.id, at: row.at, username: row.username, action: row.action, state: after, comment: text(row.after.comment), values });
        open.state = after!;
      }
    }
  }
  return requests.sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
}

/** GET the requests of one record (the `requests` tab), newest first, for whoever may see the record. */
export function requestsRoute(c: RouteContext) {
  const { app, d, tags } = c;
  const path = requestsPath(d);
  if (!c.generated(`GET ${path}`)) return;
  const queues = sameTable(d).filter((x) => x.queue);
  const resources = queues.map((x) => x.name);
  const schema = { params: pathParams(path), response: { 200: requestPageSchema }, tags };
  app.get(`/api${path}`, { config: c.config(`GET ${path}`), schema }, async (request) => {
    const { id } = request.params as { id: number };
    await c.load(app.db, request, id);
    const items = requestsOf(queues, await recordAudit(app.db, resources, id));
    return { items, limit: items.length, offset: 0, size: items.length };
  });
}

import { z } from 'zod';
import { pathsOf } from '../../domain/declare/access';
import { canUseRecord } from '../../domain/resourceAccess';
import { PAGE_SIZES, pageQuery } from '../../domain/schemas/common';
import { historyPageSchema } from '../../domain/schemas/responses/history';
import { stateHistory } from '../repositories/audit';
import { pathParams, type RouteContext } from './context';
import { callerOf } from './part';
import { sameTable } from './table';

/**
 * GET {one}/historiek, 25 per page (SPEC §9): every state a queue's record went through, with who,
 * when and the comment, and its uploads and the decisions of the resources over the same table;
 * read from the audit trail that each creation and decision writes in its own transaction.
 */
export function historyRoute(c: RouteContext) {
  const { app, d, tags } = c;
  const path = `${pathsOf(d).one}/historiek`;
  if (!c.generated(`GET ${path}`)) return;
  // The resources over the same table (a course and its evaluation test) share one history.
  const siblings = sameTable(d);
  const resources = siblings.map((x) => x.name);
  const actions = ['create', 'upload', ...siblings.flatMap((x) => [...Object.keys(x.queue?.transitions ?? {}), ...Object.keys(x.history ?? {})])];
  const sets: Record<string, string[]> = Object.fromEntries(Object.entries(d.history ?? {}).map(([action, fields]) => [action, [...fields]]));
  for (const x of siblings)
    for (const [name, t] of Object.entries(x.queue?.transitions ?? {})) sets[name] = [...(sets[name] ?? []), ...(t.sets ?? []).map((s) => s.field)];
  const schema = { params: pathParams(path), querystring: z.object(pageQuery(PAGE_SIZES.history)), response: { 200: historyPageSchema }, tags };
  app.get(`/api${path}`, { config: c.config(`GET ${path}`), schema }, async (request) => {
    const { id } = request.params as { id: number };
    const record = await c.load(app.db, request, id, false, 'history');
    const { limit, offset } = request.query as { limit: number; offset: number };
    // A record without a queue has no state: its steps are named by their action.
    const page = await stateHistory(app.db, resources, id, d.queue?.state ?? '', actions, { limit, offset }, sets);
    // A comment may be personal (why a member left): only those the declaration names read others'.
    const caller = callerOf(request);
    const items = canUseRecord(caller, d.name, 'comments', record)
      ? page.items
      : page.items.map((item) => (item.username === caller.username ? item : { ...item, comment: null }));
    return { ...page, items, limit, offset };
  });
}

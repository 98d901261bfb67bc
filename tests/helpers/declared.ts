import { declaredRoutes, roleTable } from '../../domain/declare/access';
import { columnOf } from '../../domain/declare/schemas';
import type { Declaration } from '../../domain/declare/types';
import type { Queryable } from '../../server/db';
import { loadDeclarations } from '../../server/declared';
import { computed } from '../../server/declared/rules';
import { insertRow, tableMap } from '../../server/repositories/declared';

/** The declared resources and the one role table the server builds from them. */
export const declarations = await loadDeclarations();
export const ROLE_TABLE = roleTable(declarations);

/** The declaration with generated routes (and so a table) that a "METHOD /path" key or a path belongs to. */
export function declarationOf(keyOrPath: string, among: readonly Declaration[] = declarations) {
  const path = keyOrPath.includes(' ') ? keyOrPath.split(' ')[1]! : keyOrPath;
  // A call the declaration names elsewhere (SPEC §7's /bijscholing/aanvragen/{id}/eok) is found by its key.
  const named = among.find((d) => d.table && Object.keys(declaredRoutes(d)).some((key) => key === keyOrPath || key.split(' ')[1] === path));
  return named ?? among.find((d) => d.table && (path === d.path || path.startsWith(`${d.path}/`)));
}

const uniqueText = (max: number) => `T${Math.random().toString(36).slice(2, 10)}`.slice(0, Math.max(1, max));

/**
 * A record that passes a declaration's schema and rules: unique texts, dates in a far year of their
 * own (so no two overlap), flags off (so "at most one" holds), the first active item of a codelist,
 * a time and a later one, for a child a fresh parent of OWNER_ACCOUNT's (in its first state), for
 * another reference the first record of a declared resource, no ids for a list of references.
 */
export async function sampleRecord(q: Queryable, d: Declaration) {
  const day = `${2100 + Math.floor(Math.random() * 800)}-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`;
  const record: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(d.fields)) {
    if (f.readOnly) continue;
    if (f.kind === 'text') record[name] = uniqueText(f.max);
    else if (f.kind === 'number') record[name] = f.min;
    else if (f.kind === 'date') record[name] = day;
    else if (f.kind === 'time') record[name] = d.rules?.some((r) => r.kind === 'order' && r.end === name) ? '10:30' : '09:00';
    else if (f.kind === 'references') record[name] = [];
    else if (f.kind === 'reference') {
      const other = declarations.find((o) => o.name === f.resource);
      if (!other?.table) continue;
      if (d.belongsTo?.field === name) record[name] = await freshRow(q, other);
      else {
        const [first] = await q.query<{ id: number }>(`SELECT min(${other.idColumn ?? 'id'}) AS id FROM ${other.table}`);
        record[name] = first?.id ?? (await freshRow(q, other));
      }
    }
    else if (f.kind === 'flag') record[name] = false;
    else if (f.kind === 'choice') record[name] = f.options[0];
    else if (f.kind === 'code') {
      const [item] = await q.query<{ codedetail: string }>(
        'SELECT i.codedetail FROM codelist_items i JOIN codelists l USING (iddiccode) WHERE l.code = $1 AND i.active = 1 ORDER BY i.sortorder LIMIT 1',
        [f.codelist],
      );
      record[name] = item?.codedetail;
    }
  }
  return record;
}

/** The demo account whose records the rows of a resource with an owner belong to. */
export const OWNER_ACCOUNT = 'opleider';

/** A new row of a declared resource, for a test that needs one of its own; in its first state, owned by OWNER_ACCOUNT. */
export async function freshRow(q: Queryable, d: Declaration): Promise<number> {
  // A resource that only reads and decides rows another one makes (a course's evaluation test): the
  // row comes from that one, put in this one's first state so that it is this resource's.
  const maker = declarations.find((x) => x !== d && x.table === d.table && x.access.create);
  if (maker && !d.access.create && d.queue) {
    const id = await freshRow(q, maker);
    await q.query(`UPDATE ${d.table} SET ${columnOf(d.queue.state, d.fields[d.queue.state]!)} = $2 WHERE id = $1`, [id, d.queue.initial]);
    return id;
  }
  const values = await sampleRecord(q, d);
  if (d.queue) values[d.queue.state] = d.queue.initial;
  if (d.ownership) {
    const [owner] = await q.query<{ id: number; legal_entity_id: number }>('SELECT id, legal_entity_id FROM users WHERE username = $1', [OWNER_ACCOUNT]);
    values[d.ownership.field] = d.ownership.scope === 'legalEntity' ? owner!.legal_entity_id : owner!.id;
  }
  Object.assign(values, await computed(q, d, values));
  const row = await insertRow(q, tableMap(d), values);
  return Number(row![d.idField ?? 'id']);
}

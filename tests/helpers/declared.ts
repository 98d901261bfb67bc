import os from 'node:os';
import path from 'node:path';
import { declaredRoutes } from '../../domain/declare/access';
import type { Declaration } from '../../domain/declare/declaration';
import { isServerFilled } from '../../domain/declare/fields';
import { kinds } from '../../domain/declare/kinds';
import { declarationNamed } from '../../domain/declare/registry';
import { roleTable } from '../../domain/permissions';
import { loadConfig } from '../../server/config';
import type { Queryable } from '../../server/db';
import { loadResources } from '../../server/generator';
import { externalTables } from '../../server/generator/external';
import { beforeChange, systemContext } from '../../server/generator/hooks';
import { columnOf, idColumnOf, tableMap, tableOf } from '../../server/generator/table';
import { diskFileStore } from '../../server/files/store';
import { insertRow } from '../../server/repositories/declared';
import { freshPatternValue } from '../../server/seed/patterns';

/** The declared resources and the one role table the server builds from them. */
export const resources = await loadResources();
export const declarations = resources.map((r) => r.d);
export const ROLE_TABLE = roleTable(declarations);

/** The declaration with generated routes that a "METHOD /path" key or a path belongs to. */
export function declarationOf(keyOrPath: string, among: readonly Declaration[] = declarations) {
  const path = keyOrPath.includes(' ') ? keyOrPath.split(' ')[1]! : keyOrPath;
  // A call the declaration names elsewhere (SPEC §7's /bijscholing/aanvragen/{id}/eok) is found by its key.
  const named = among.find((d) =>
    Object.keys(declaredRoutes(d)).some((key) => (key === keyOrPath || key.split(' ')[1] === path) && !(key in (d.custom ?? {}))),
  );
  // Else the one whose path it lies under, the deepest first (a service's members before the service).
  const under = among.filter((d) => path === d.path || path.startsWith(`${d.path}/`));
  return named ?? under.sort((a, b) => b.path.length - a.path.length)[0];
}

let counter = 0;

/** The format-rule values handed out per field, so that a unique one is not handed out twice. */
const handedOut = new WeakMap<object, Set<string>>();
const usedValues = (f: object) => handedOut.get(f) ?? handedOut.set(f, new Set()).get(f)!;
const isUnique = (d: Declaration, name: string) => (d.rules ?? []).some((r) => r.kind === 'unique' && r.field === name && !r.within);

/**
 * A record that passes a declaration's schema and rules, from its kinds' samples: unique texts,
 * dates in a far year of their own (so no two overlap), flags off (so "at most one" holds), the first
 * active item of a codelist, for a child a fresh parent of OWNER_ACCOUNT's (in its first state), for
 * another reference the first record of its resource, no ids for a list of references.
 */
export async function sampleRecord(q: Queryable, d: Declaration) {
  const n = ++counter + Math.floor(Math.random() * 1_000_000);
  const codes = new Map<string, unknown>();
  const record: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(d.fields)) {
    // The parent a child lives under comes with it, also where the path names it (a codelist's value).
    // So does a required reference the server takes from the path (a change request's service).
    const fromPath = f.kind === 'reference' && f.required && f.readOnly;
    if ((isServerFilled(f) || f.hidden) && d.belongsTo?.field !== name && !fromPath) continue;
    if (f.kind === 'code' || f.kind === 'codes') {
      if (!codes.has(f.codelist)) {
        const [item] = await q.query<{ codedetail: string }>(
          'SELECT i.codedetail FROM codelist_items i JOIN codelists l USING (iddiccode) WHERE l.code = $1 AND i.active = 1 ORDER BY i.sortorder LIMIT 1',
          [f.codelist],
        );
        codes.set(f.codelist, item?.codedetail);
      }
    }
    let reference: unknown;
    if (f.kind === 'reference') {
      const other = declarationNamed(f.resource);
      const external = externalTables[f.resource];
      // A required record the product serves by hand (a candidate's person): its first row; an optional one stays empty.
      if (!other && external && f.required) {
        const [first] = await q.query<{ id: number }>(`SELECT min(${external.id}) AS id FROM ${external.table}`);
        record[name] = first?.id;
        continue;
      }
      if (!other) continue;
      // A parent, or a reference that must differ per record (a `unique` rule): a record of its own.
      if (d.belongsTo?.field === name || isUnique(d, name)) reference = await freshRow(q, other);
      else {
        const [first] = await q.query<{ id: number }>(`SELECT min(${idColumnOf(other)}) AS id FROM ${tableOf(other)}`);
        reference = first?.id ?? (await freshRow(q, other));
      }
    }
    // A format rule's value is made from the rule, a new one per record (a unique code never repeats).
    const value =
      f.kind === 'text' && f.pattern
        ? freshPatternValue(f, n, usedValues(f))
        : (kinds[f.kind] as any).sample(f, { n, reference: () => reference, code: (list: string) => codes.get(list) });
    // A time that ends a range comes after the one that starts it.
    const ends = d.rules?.some((r) => r.kind === 'order' && r.end === name);
    record[name] = ends && f.kind === 'time' ? '10:30' : ends && f.kind === 'datetime' ? '2100-01-08T17:00:00.000Z' : value;
  }
  // A day that must lie within the parent's days is the parent's first.
  for (const rule of d.rules ?? []) {
    if (rule.kind !== 'withinParent') continue;
    const parent = declarationNamed(d.belongsTo!.resource)!;
    const [days] = await q.query<{ start: string }>(
      `SELECT ${columnOf(parent, rule.start)}::text AS start FROM ${tableOf(parent)} WHERE ${idColumnOf(parent)} = $1`,
      [record[d.belongsTo!.field]],
    );
    record[rule.field] = days?.start ?? record[rule.field];
  }
  return { ...record, ...resources.find((r) => r.d === d)?.part.sample };
}

/** The demo account whose records the rows of a resource with an owner belong to. */
export const OWNER_ACCOUNT = 'opleider';

/** A new row of a declared resource, for a test that needs one of its own; in its first state, owned by OWNER_ACCOUNT. */
export async function freshRow(q: Queryable, d: Declaration): Promise<number> {
  // A resource that only reads and decides rows another one makes (a course's evaluation test): the
  // row comes from that one, put in this one's first state so that it is this resource's.
  const maker = declarations.find((x) => x !== d && tableOf(x) === tableOf(d) && x.access.create);
  if (maker && !d.access.create && d.queue) {
    const id = await freshRow(q, maker);
    await q.query(`UPDATE ${tableOf(d)} SET ${columnOf(d, d.queue.state)} = $2 WHERE ${idColumnOf(d)} = $1`, [id, d.queue.initial]);
    return id;
  }
  const values = await sampleRecord(q, d);
  if (d.queue) values[d.queue.state] = d.queue.initial;
  if (d.ownership) {
    const [owner] = await q.query<{ username: string; legal_entity_id: number }>('SELECT username, legal_entity_id FROM users WHERE username = $1', [
      OWNER_ACCOUNT,
    ]);
    values[d.ownership.field] = d.ownership.scope === 'legalEntity' ? owner!.legal_entity_id : owner!.username;
  }
  const t = tableMap(d);
  const context = systemContext(q, d, loadConfig(), diskFileStore(path.join(os.tmpdir(), 'portaal-test-files')));
  Object.assign(values, await beforeChange({ ...context, operation: 'create', before: null, record: values }));
  const row = await insertRow(q, t, values);
  return Number(row!.id);
}

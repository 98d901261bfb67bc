import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { registerDeclarations } from '../../domain/declare/registry';
import { columnOf, schemasOf } from '../../domain/declare/schemas';
import type { Declaration } from '../../domain/declare/types';
import type { Queryable } from '../db';
import { ident, insertRow, tableMap } from '../repositories/declared';
import { findUserByUsername } from '../repositories/users';
import { declaredResource } from './routes';
import { computed } from './rules';
import { inDependencyOrder } from './volume';

const DECLARATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../domain/declarations');

/**
 * Every file in domain/declarations is one resource: adding a file is all it takes for its routes,
 * role rows, docs and demo rows (the browser finds the same files through Vite's glob import).
 */
export async function loadDeclarations(dir = DECLARATIONS_DIR): Promise<Declaration[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^[a-z][\w-]*\.ts$/.test(f))
    .sort();
  const list = await Promise.all(files.map(async (f) => (await import(pathToFileURL(path.join(dir, f)).href)).default as Declaration));
  registerDeclarations(list);
  return list;
}

export async function declaredRoutesPlugin(app: FastifyInstance, declarations: readonly Declaration[]) {
  for (const d of declarations) declaredResource(app, d);
}

/**
 * The id of a demo row's reference given as the referenced record's title (`cursusId: 'Kreupelheid
 * bij het paard'`, `coefficientId: 'STANDAARD'`); among the records of the same parent where both
 * live in one (an item's speakers). A number is an id already.
 */
async function demoReference(q: Queryable, all: readonly Declaration[], d: Declaration, resource: string, value: unknown, row: Record<string, unknown>) {
  if (typeof value !== 'string') return value;
  const other = all.find((o) => o.name === resource);
  if (!other?.table) throw new Error(`${d.name}: demo verwijst naar ${resource}, dat geen tabel heeft`);
  const sameParent = d.belongsTo && other.belongsTo?.resource === d.belongsTo.resource;
  const title = tableMap(other).column(other.title);
  const parentColumn = sameParent ? ident(columnOf(other.belongsTo!.field, other.fields[other.belongsTo!.field]!)) : null;
  const [found] = await q.query<{ id: number }>(
    `SELECT ${ident(other.idColumn ?? 'id')} AS id FROM ${ident(other.table)} WHERE ${title} = $1${parentColumn ? ` AND ${parentColumn} = $2` : ''} ORDER BY 1 LIMIT 1`,
    parentColumn ? [value, row[d.belongsTo!.field]] : [value],
  );
  if (!found) throw new Error(`${d.name}: demo verwijst naar ${resource} "${value}", dat er niet is`);
  return found.id;
}

/**
 * The demo rows of every declaration into a new database, the referenced resources first: what a
 * form sends is validated as the form's would be; the fields the server fills (a state, an
 * assessor) are taken as given, those it works out (`compute`) worked out; `$owner` names the demo
 * account whose record it is (its organisation, or itself); a reference may name its record by title.
 */
export async function seedDeclared(q: Queryable, all: readonly Declaration[]) {
  for (const d of inDependencyOrder(all)) {
    if (!d.table || !d.demo) continue;
    const t = tableMap(d);
    const create = schemasOf(d).create;
    for (const { $owner, ...given } of d.demo()) {
      const row: Record<string, unknown> = { ...given };
      // The parent first: the references among its children are looked up within it.
      const order = Object.keys(row).sort((a, b) => Number(b === d.belongsTo?.field) - Number(a === d.belongsTo?.field));
      for (const name of order) {
        const f = d.fields[name];
        if (f?.kind === 'reference') row[name] = await demoReference(q, all, d, f.resource, row[name], row);
        if (f?.kind === 'references') row[name] = await Promise.all(((row[name] as unknown[]) ?? []).map((v) => demoReference(q, all, d, f.resource, v, row)));
      }
      const filled = Object.fromEntries(Object.entries(row).filter(([name]) => d.fields[name]?.readOnly));
      const values: Record<string, unknown> = { ...(create.parse(row) as object), ...filled };
      if (d.queue && !(d.queue.state in values)) values[d.queue.state] = d.queue.initial;
      if (d.ownership && $owner) {
        const owner = await findUserByUsername(q, String($owner));
        values[d.ownership.field] = d.ownership.scope === 'legalEntity' ? owner?.legal_entity_id : owner?.id;
      }
      Object.assign(values, await computed(q, d, values));
      await insertRow(q, t, values);
    }
  }
}

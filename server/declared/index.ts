import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { registerDeclarations } from '../../domain/declare/registry';
import { schemasOf } from '../../domain/declare/schemas';
import type { Declaration } from '../../domain/declare/types';
import type { Queryable } from '../db';
import { insertRow, tableMap } from '../repositories/declared';
import { findUserByUsername } from '../repositories/users';
import { declaredResource } from './routes';

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
 * The demo rows of every declaration into a new database: what a form sends is validated as the
 * form's would be; the fields the server fills (a state, an assessor) are taken as given; `$owner`
 * names the demo account whose record it is (its organisation, or itself).
 */
export async function seedDeclared(q: Queryable, declarations: readonly Declaration[]) {
  for (const d of declarations) {
    if (!d.table || !d.demo) continue;
    const t = tableMap(d);
    const create = schemasOf(d).create;
    for (const { $owner, ...row } of d.demo()) {
      const filled = Object.fromEntries(Object.entries(row).filter(([name]) => d.fields[name]?.readOnly));
      const values: Record<string, unknown> = { ...(create.parse(row) as object), ...filled };
      if (d.queue && !(d.queue.state in values)) values[d.queue.state] = d.queue.initial;
      if (d.ownership && $owner) {
        const owner = await findUserByUsername(q, String($owner));
        values[d.ownership.field] = d.ownership.scope === 'legalEntity' ? owner?.legal_entity_id : owner?.id;
      }
      await insertRow(q, t, values);
    }
  }
}

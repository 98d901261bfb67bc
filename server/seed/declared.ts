import { generatedRoutes } from '../../domain/declare/access';
import type { Declaration } from '../../domain/declare/declaration';
import { schemasOf } from '../../domain/declare/schemas';
import { loadConfig } from '../config';
import type { Db, Queryable } from '../db';
import { externalTables } from '../generator/external';
import { beforeChange, systemContext } from '../generator/hooks';
import type { DemoStep, Resource } from '../generator/part';
import { columnOf, idColumnOf, ident, tableMap, tableOf } from '../generator/table';
import { databaseFileStore } from '../files/databaseStore';
import { insertRow } from '../repositories/declared';
import { findUserByUsername } from '../repositories/users';
import { storeDemoFile } from './files';
import { inDependencyOrder } from './order';

/**
 * The id of a demo row's reference given as the referenced record's title (`cursusId: 'Kreupelheid
 * bij het paard'`, `coefficient: 'STANDAARD'`); among the records of the same parent where both
 * live in one (an item's speakers). A number is an id already.
 */
async function demoReference(q: Queryable, all: readonly Resource[], d: Declaration, resource: string, value: unknown, row: Record<string, unknown>) {
  if (typeof value !== 'string') return value;
  const other = all.find((o) => o.d.name === resource)?.d;
  const external = externalTables[resource];
  if (!other && external) {
    // A record the product serves by hand (a person) is named by its title as well.
    const [hit] = await q.query<{ id: number }>(
      `SELECT x.${ident(external.id)} AS id FROM ${ident(external.table)} x WHERE ${external.title} = $1 ORDER BY 1 LIMIT 1`,
      [value],
    );
    if (!hit) throw new Error(`${d.name}: demo verwijst naar ${resource} "${value}", dat er niet is`);
    return hit.id;
  }
  if (!other) throw new Error(`${d.name}: demo verwijst naar ${resource}, dat niet gedeclareerd is`);
  const sameParent = d.belongsTo && other.belongsTo?.resource === d.belongsTo.resource;
  const title = tableMap(other).column(other.title);
  const parentColumn = sameParent ? ident(columnOf(other, other.belongsTo!.field)) : null;
  const [found] = await q.query<{ id: number }>(
    `SELECT ${ident(idColumnOf(other))} AS id FROM ${ident(tableOf(other))} WHERE ${title} = $1${parentColumn ? ` AND ${parentColumn} = $2` : ''} ORDER BY 1 LIMIT 1`,
    parentColumn ? [value, row[d.belongsTo!.field]] : [value],
  );
  if (!found) throw new Error(`${d.name}: demo verwijst naar ${resource} "${value}", dat er niet is`);
  return found.id;
}

/** A demo record's history (`$history`): the audit rows its steps would have written, on their days. */
async function writeHistory(q: Queryable, resource: string, record: Record<string, unknown>, steps: readonly DemoStep[]) {
  for (const step of steps) {
    // A creation's trail holds the record as made, as the create call's does.
    const after = step.after ?? (step.action === 'create' ? record : null);
    await q.query(
      `INSERT INTO audit_log (at, username, resource, record_id, action, before, after)
       VALUES (now() - make_interval(days => $1::int), $2, $3, $4, $5, $6, $7)`,
      [step.daysAgo, step.by, resource, String(record.id), step.action, step.before ? JSON.stringify(step.before) : null, after ? JSON.stringify(after) : null],
    );
  }
}

/**
 * The demo rows of every resource into a new database, the referenced resources first: what a form
 * sends is validated as the form's would be; the fields the server fills (a state, an assessor) are
 * taken as given, those its hooks work out (an item's points) worked out; `$owner` names the demo
 * account whose record it is (its organisation, or itself); a reference may name its record by title;
 * `$files` are stored as uploads (in the database, within this transaction), `$history` written as
 * the audit trail. `kind` is the database's, whose file store the seed writes through.
 */
export async function seedDeclared(q: Queryable, all: readonly Resource[], kind: Db['kind']) {
  const config = loadConfig();
  const files = databaseFileStore({ kind, query: (sql, params) => q.query(sql, params) } as Db);
  for (const { d, part } of inDependencyOrder(all)) {
    if (!part.demo || generatedRoutes(d).length === 0) continue;
    const t = tableMap(d);
    const create = schemasOf(d).create;
    for (const { $owner, $files, $history, ...given } of part.demo()) {
      const row: Record<string, unknown> = { ...given };
      for (const [field, file] of Object.entries($files ?? {})) row[field] = await storeDemoFile(q, files, file, String($owner ?? 'secretariaat'));
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
        values[d.ownership.field] = d.ownership.scope === 'legalEntity' ? owner?.legal_entity_id : owner?.username;
      }
      Object.assign(values, await beforeChange({ ...systemContext(q, d, config, files), operation: 'create', before: null, record: values }));
      const inserted = await insertRow(q, t, values);
      if ($history && inserted) await writeHistory(q, d.name, inserted, $history);
    }
  }
}

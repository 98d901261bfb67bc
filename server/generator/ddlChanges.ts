import { kinds } from '../../domain/declare/kinds';
import type { Queryable } from '../db';
import { catalogColumns, catalogIndexes } from '../repositories/catalog';
import { columnSql, type DraftIndex, draftSql, indexesOf, storedFields } from './ddl';
import type { Resource } from './part';
import { columnOf, idColumnOf, ident, kindOf, tableOf } from './table';

/** The bare columns an index of the catalogue covers (`lower(x)`, `x DESC` and `x gin_trgm_ops` as `x`). */
const columnsOf = (definition: string) =>
  (definition.replace(/"/g, '').match(/\((.*)\)/)?.[1] ?? '').split(',').map(
    (part) =>
      part
        .trim()
        .replace(/^lower\((.*)\)/, '$1')
        .split(/\s+/)[0]!,
  );

/**
 * Whether an existing index serves what a wanted one does: the same name, or (tuned by hand, under
 * another name) one that covers its first column, unique where uniqueness is wanted.
 */
const served = (existing: { name: string; definition: string }, wanted: DraftIndex) =>
  existing.name === wanted.name ||
  ((!wanted.unique || existing.definition.startsWith('CREATE UNIQUE')) &&
    columnsOf(existing.definition).includes(wanted.leads.replace(/"/g, '').replace(/^lower\((.*)\)$/, '$1')));

/**
 * What a declaration needs of the database it is held against (`npm run declare:sql <name>`): the
 * table when it has none, else the changes (`all`: the declarations, as several may share a table), as a migration to read and save: a column per field
 * added, a column no field holds any more (dropped, which loses its values: read before saving), a
 * column of another type or nullability, and the indexes it lacks (a unique rule's, the owner's,
 * the state's, the list's order, a searched text's). Nothing to change: an empty draft.
 */
export async function draftChanges(q: Queryable, resource: Resource, all: readonly Resource[] = [resource]): Promise<string> {
  const { d } = resource;
  const table = tableOf(d);
  const t = ident(table);
  const columns = (await catalogColumns(q)).filter((c) => c.table === table);
  if (columns.length === 0) return draftSql(resource);
  const lines: string[] = [];
  const dropped: string[] = [];
  // Two declarations over one table (a queue and its review) each hold some of its columns.
  const sharing = all.filter((r) => tableOf(r.d) === table).map((r) => r.d);
  const wanted = new Set([idColumnOf(d), ...sharing.flatMap((other) => storedFields(other).map((name) => columnOf(other, name)))]);
  for (const name of storedFields(d)) {
    const f = d.fields[name]!;
    const column = columnOf(d, name);
    const found = columns.find((c) => c.column === column);
    const notNull = f.required || (kinds[f.kind] as { empty: unknown }).empty !== null;
    if (!found) {
      if (f.required)
        lines.push(`-- ${name} is verplicht: bestaande rijen hebben een waarde nodig (een DEFAULT, of eerst NULL toelaten, vullen en dan SET NOT NULL).`);
      lines.push(`ALTER TABLE ${t} ADD COLUMN${columnSql(d, name).replace(/^ +/, ' ')};`);
      continue;
    }
    const types = kindOf(f).types(f as never);
    if (!types.includes(found.type))
      lines.push(
        `ALTER TABLE ${t} ALTER COLUMN ${ident(column)} TYPE ${kindOf(f).column(f as never)} USING ${ident(column)}::${kindOf(f).column(f as never)};`,
      );
    // A database stricter than the declaration (NOT NULL on a value the server always fills) is left so.
    if (notNull && found.nullable) lines.push(`ALTER TABLE ${t} ALTER COLUMN ${ident(column)} SET NOT NULL;`);
  }
  for (const c of columns) {
    // Dropping loses the values, and code outside the declarations may use the column (a log's request id): a line to uncomment.
    if (!wanted.has(c.column)) dropped.push(`-- ALTER TABLE ${t} DROP COLUMN ${ident(c.column)};  -- hoort bij geen veld; de waarden gaan verloren`);
  }
  const existing = (await catalogIndexes(q)).filter((i) => i.table === table);
  for (const index of indexesOf(d)) {
    if (!existing.some((e) => served(e, index))) lines.push(index.sql);
  }
  if (lines.length === 0 && dropped.length === 0) return `-- ${d.name}: de tabel ${table} past al bij de declaratie; er is niets te wijzigen.\n`;
  return [
    `-- ${d.name}: wijzigingen voor ${table}, opgesteld door \`npm run declare:sql ${d.name}\` tegen de database; lees ze,`,
    '-- en bewaar ze dan als de volgende server/db/migrations/NNN_<naam>.sql.',
    ...lines,
    ...dropped,
    '',
  ].join('\n');
}

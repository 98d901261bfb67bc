import type { Declaration } from '../../domain/declare/declaration';
import { kinds } from '../../domain/declare/kinds';
import type { Resource } from './part';
import { referencedTable } from './rules';
import { searchedText, trigramFields } from './search';
import { columnOf, idColumnOf, ident, kindOf, tableOf } from './table';

/** A column of a new table, as the field's kind wants it: type, NOT NULL, default, reference, checks. */
export function columnSql(d: Declaration, name: string) {
  const f = d.fields[name]!;
  const c = ident(columnOf(d, name));
  const kind = kindOf(f);
  const { default: fallback, checks } = kind.constraints(c, f as never);
  // A list, a flag: never null (an empty list, false); a required field: never empty.
  const notNull = f.required || (kinds[f.kind] as { empty: unknown }).empty !== null;
  const target = f.kind === 'reference' ? referencedTable(f.resource) : f.kind === 'file' ? referencedTable('files') : null;
  const cascade = d.belongsTo?.field === name ? ' ON DELETE CASCADE' : '';
  // PostgreSQL's expressions know no \p{…} classes: such a format is checked by the server alone.
  const usable = checks.filter((check) => !check.includes('\\p{'));
  return [
    `  ${c} ${kind.column(f as never)}`,
    notNull ? ' NOT NULL' : '',
    fallback && (notNull || f.kind === 'datetime') ? ` DEFAULT ${fallback}` : '',
    target ? ` REFERENCES ${ident(target.table)} (${ident(target.id)})${cascade}` : '',
    ...usable.map((check) => ` CHECK (${check})`),
  ].join('');
}

/** An index a declaration wants: its statement, and the columns it leads with (to find it under another name). */
export interface DraftIndex {
  name: string;
  sql: string;
  unique: boolean;
  /** The first column of the index, as the catalogue writes it (`lower(code)` for a case-free one). */
  leads: string;
}

/**
 * The indexes a declaration wants: one unique index per unique rule (whatever the case, as the rules
 * compare), one per at-most-one flag, one per parent reference, one on the owner's column (every
 * member's or organisation's list filters on it) and one on the queue's state (every queue opens on
 * one), one in the list's order and a trigram index per searched text (one for a search of several, `searchedText`).
 */
export function indexesOf(d: Declaration): DraftIndex[] {
  const table = tableOf(d);
  const t = ident(table);
  const col = (name: string) => ident(columnOf(d, name));
  const indexes: DraftIndex[] = [];
  const add = (name: string, body: string, leads: string, unique = false) =>
    indexes.push({ name, unique, leads, sql: `CREATE ${unique ? 'UNIQUE ' : ''}INDEX ${ident(name)} ON ${t} ${body};` });
  for (const rule of d.rules ?? []) {
    if (rule.kind === 'unique') {
      const lowered = `lower(${col(rule.field)})`;
      add(`${table}_${columnOf(d, rule.field)}`, `(${rule.within ? `${col(rule.within)}, ` : ''}${lowered})`, rule.within ? col(rule.within) : lowered, true);
    }
    if (rule.kind === 'atMostOne') add(`${table}_one_${columnOf(d, rule.field)}`, `(${col(rule.field)}) WHERE ${col(rule.field)}`, col(rule.field), true);
  }
  const sort = d.list.sort.field === 'id' || d.fields[d.list.sort.field]?.from ? null : col(d.list.sort.field);
  const id = ident(idColumnOf(d));
  const byColumn = (field: string, suffix: string) =>
    add(`${table}_${suffix}`, `(${col(field)}${sort && sort !== col(field) ? `, ${sort}` : ''}, ${id})`, col(field));
  if (d.belongsTo) byColumn(d.belongsTo.field, columnOf(d, d.belongsTo.field));
  if (d.ownership && d.ownership.field !== d.belongsTo?.field) byColumn(d.ownership.field, 'owner');
  if (d.queue && !d.fields[d.queue.state]?.from) byColumn(d.queue.state, 'state');
  // A child's list is read by its parent's index, which holds the order too.
  if (sort && !d.belongsTo) add(`${table}_order`, `(${sort}, ${id})`, sort);
  for (const field of trigramFields(d))
    add(`${table}_${columnOf(d, field)}_search`, `USING gin (lower(${col(field)}) public.gin_trgm_ops)`, `lower(${col(field)})`);
  const searched = searchedText(d, col);
  if (searched) add(`${table}_search`, `USING gin (${searched} public.gin_trgm_ops)`, searched);
  return indexes;
}

/** The stored fields of a declaration: those with a column (a derived value has none). */
export const storedFields = (d: Declaration) => Object.keys(d.fields).filter((name) => !d.fields[name]!.from);

/**
 * The DDL a new declaration needs, drafted from it (`npm run declare:sql <name>`): the table with a
 * column per stored field, and its indexes (`indexesOf`). A declaration whose table exists gets the
 * changes instead (`draftChanges`).
 */
export function draftSql({ d }: Resource): string {
  const lines = [
    `-- ${d.name}: drafted from domain/resources/${d.name}.ts by \`npm run declare:sql ${d.name}\`; read it, then save it`,
    '-- as the next server/db/migrations/NNN_<name>.sql.',
    `CREATE TABLE ${ident(tableOf(d))} (`,
    [`  ${ident(idColumnOf(d))} serial PRIMARY KEY`, ...storedFields(d).map((name) => columnSql(d, name))].join(',\n'),
    ');',
    ...indexesOf(d).map((i) => i.sql),
  ];
  return `${lines.join('\n')}\n`;
}

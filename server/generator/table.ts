import type { Declaration } from '../../domain/declare/declaration';
import type { Derived, Field } from '../../domain/declare/fields';
import { frenchTwins, isProductText } from '../../domain/declare/languageTwins';
import { declarationNamed, declared } from '../../domain/declare/registry';
import type { Language } from '../../domain/language';
import type { TableMap } from '../repositories/declared';
import { externalTables } from './external';
import { serverKinds } from './kinds';
import type { ServerKind } from './kinds/spec';
import { partOf } from './resources';

/** A name from a declaration goes into SQL as an identifier; only plain names are accepted. */
const IDENT = /^[a-z_][a-z0-9_]*$/;
export const ident = (name: string) => {
  if (!IDENT.test(name)) throw new Error(`Ongeldige naam in een declaratie: ${name}`);
  return `"${name}"`;
};

/** The table of a declared resource: its server part's, else its API path's words joined by `_`. */
export const tableOf = (d: Declaration) => partOf(d).table ?? d.path.split('/').filter(Boolean).join('_').replace(/-/g, '_');
export const idColumnOf = (d: Declaration) => partOf(d).idColumn ?? 'id';
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** A reference or a file is an id: its column says so (`category` -> category_id), unless its name does already (`cursusId`, `iddiccode`). */
const idColumn = (name: string) => (/Id$|^id/.test(name) ? snake(name) : `${snake(name)}_id`);

/** The column of a field: the server part's, else the field's name in snake_case (an id's with `_id`). */
export const columnOf = (d: Declaration, name: string) => {
  const own = (partOf(d).columns as Record<string, string> | undefined)?.[name];
  if (own) return own;
  const kind = d.fields[name]?.kind;
  return kind === 'reference' || kind === 'file' ? idColumn(name) : snake(name);
};

export const kindOf = (f: Field) => serverKinds[f.kind] as ServerKind;

/**
 * A stored text as a reader of `language` reads it: for a French reader a Dutch text with a French
 * twin (`frenchOf`) is the twin where it has a text, else the Dutch one (domain/declare/languageTwins.ts).
 */
function readersColumn(d: Declaration, row: string, name: string, language: Language) {
  const stored = (field: string) => `${row}.${ident(columnOf(d, field))}`;
  const twin = language === 'fr' ? frenchTwins(d).get(name) : undefined;
  return twin ? `coalesce(nullif(${stored(twin)}, ''), ${stored(name)})` : stored(name);
}

/**
 * A field (its title unless named) of the record of `resource` whose id is the SQL `id`; a product's
 * text (a mail's template's description) in the reader's language.
 */
function fieldSql(resource: string, id: string, language: Language, field?: string) {
  const external = externalTables[resource];
  if (external) return `(SELECT ${field ? `x.${ident(field)}` : external.title} FROM ${ident(external.table)} x WHERE x.${ident(external.id)} = ${id})`;
  const other = declarationNamed(resource);
  if (!other) throw new Error(`Onbekende resource ${resource}`);
  const name = field ?? other.title;
  const spec = other.fields[name];
  if (!spec) throw new Error(`${resource} heeft geen veld ${name}`);
  const value = spec.from ? derivedSql(other, 'x', spec.from, language) : readersColumn(other, 'x', name, isProductText(other, name) ? language : 'nl');
  return `(SELECT ${value} FROM ${ident(tableOf(other))} x WHERE x.${ident(idColumnOf(other))} = ${id})`;
}

/** The SQL of a derived value of a row of `d` known as `row` in the query, for a reader of `language`. */
export function derivedSql(d: Declaration, row: string, from: Derived, language: Language = 'nl'): string {
  const own = (name: string) => `${row}.${ident(columnOf(d, name))}`;
  if ('titleOf' in from) return fieldSql((d.fields[from.titleOf] as { resource: string }).resource, own(from.titleOf), language);
  if ('via' in from) return fieldSql((d.fields[from.via] as { resource: string }).resource, own(from.via), language, from.field);
  if ('fileName' in from) return fieldSql('files', own(from.fileName), language);
  if ('join' in from) return `nullif(concat_ws(' ', ${from.join.map(own).join(', ')}), '')`;
  const total = totalSql(d, row, from);
  return `(SELECT ${total.value} ${total.rows})`;
}

type Total = Extract<Derived, { sum: string } | { count: string }>;
const isTotal = (from: Derived | undefined): from is Total => !!from && ('sum' in from || 'count' in from);

/** A total over the rows of a child of `d`: its aggregate and the child's rows of the row known as `row`. */
function totalSql(d: Declaration, row: string, from: Total) {
  const child = declarationNamed('sum' in from ? from.of : from.count);
  if (!child?.belongsTo) throw new Error(`${d.name}: ${'sum' in from ? from.of : from.count} is geen kind van ${d.name}`);
  const rows = `FROM ${ident(tableOf(child))} c WHERE c.${ident(columnOf(child, child.belongsTo.field))} = ${row}.${ident(idColumnOf(d))}`;
  const value = 'sum' in from ? `coalesce(sum(c.${ident(columnOf(child, from.sum))}), 0)::float8` : 'count(*)::int';
  return { table: tableOf(child), rows, value };
}

/** Values of one kind read from other rows, which one LATERAL join reads together (`lookupJoins`). */
interface Lookup {
  values: [name: string, sql: string][];
  /** The row's own columns the values are looked up by (a file name's file). */
  ids: string[];
  rows: (ids: string[]) => string;
}

/**
 * A record that shows two or more values of one kind read from other rows reads them in one LATERAL
 * join, its columns named as the fields: its totals over one child (a course's points, minutes and
 * item count), and the names of its files (a course's four). With one correlated subquery per field,
 * planning the course search took PostgreSQL just past a threshold of glibc's malloc, and 2.2 ms a
 * request; with the totals joined, 1.4 ms (bench/HISTORY.md, run 13). A value alone stays a subquery.
 */
function lookupJoins(d: Declaration, table: string) {
  const lookups = new Map<string, Lookup>();
  const add = (key: string, rows: Lookup['rows'], name: string, sql: string, id?: string) => {
    const lookup = lookups.get(key) ?? { values: [], ids: [], rows };
    lookup.values.push([name, sql]);
    if (id) lookup.ids.push(id);
    lookups.set(key, lookup);
  };
  const files = externalTables.files!;
  const fileRows = (ids: string[]) => `FROM ${ident(files.table)} x WHERE x.${ident(files.id)} IN (${ids.join(', ')})`;
  for (const [name, f] of Object.entries(d.fields)) {
    if (isTotal(f.from)) {
      const total = totalSql(d, table, f.from);
      add(`${total.table}_totals`, () => total.rows, name, total.value);
    } else if (f.from && 'fileName' in f.from) {
      const id = `${table}.${ident(columnOf(d, f.from.fileName))}`;
      add(`${files.table}_names`, fileRows, name, `max(${files.title}) FILTER (WHERE x.${ident(files.id)} = ${id})`, id);
    }
  }
  const columns: Record<string, string> = {};
  let joins = '';
  for (const [key, { values, ids, rows }] of lookups) {
    if (values.length < 2) continue;
    const alias = ident(key);
    joins += ` LEFT JOIN LATERAL (SELECT ${values.map(([name, sql]) => `${sql} AS "${name}"`).join(', ')} ${rows(ids)}) AS ${alias} ON true`;
    for (const [name] of values) columns[name] = `${alias}."${name}"`;
  }
  return { joins, columns };
}

/** Worked out once per declaration and language: a child's list asks for its parent's on every request. */
const maps = { nl: new WeakMap<Declaration, TableMap>(), fr: new WeakMap<Declaration, TableMap>() };

/**
 * The SQL of a declaration's table, as a reader of `language` reads it: a list's search, filters and
 * sort read each text with a French twin in that language, and so do the values read from another
 * record's product text; the record's own fields are selected as stored, twins beside each other.
 * Writes and the checks before them read in Dutch, as stored (the default).
 */
export function tableMap(d: Declaration, language: Language = 'nl'): TableMap {
  const kept = maps[language].get(d);
  if (kept) return kept;
  const map = buildTableMap(d, language);
  maps[language].set(d, map);
  return map;
}

function buildTableMap(d: Declaration, language: Language): TableMap {
  const table = ident(tableOf(d));
  const idColumn = ident(idColumnOf(d));
  const columns = Object.fromEntries(
    Object.entries(d.fields).map(([name, f]) => [name, f.from ? derivedSql(d, table, f.from, language) : readersColumn(d, table, name, language)]),
  );
  const stored = (name: string) => `${table}.${ident(columnOf(d, name))}`;
  const lookups = lookupJoins(d, table);
  const selectOf = (joined: Record<string, string>) =>
    [
      `${table}.${idColumn} AS "id"`,
      ...Object.entries(d.fields).map(([name, f]) => `${joined[name] ?? (f.from ? columns[name] : kindOf(f).select(stored(name), f))} AS "${name}"`),
    ].join(', ');
  return {
    table,
    idColumn: `${table}.${idColumn}`,
    joins: lookups.joins,
    select: selectOf(lookups.columns),
    returning: selectOf({}),
    column: (field) => {
      const c = field === 'id' ? `${table}.${idColumn}` : columns[field];
      if (!c) throw new Error(`Onbekend veld ${field} in ${d.name}`);
      return c;
    },
    target: (field) => {
      if (!d.fields[field] || d.fields[field]!.from) throw new Error(`Veld ${field} van ${d.name} wordt niet opgeslagen`);
      return ident(columnOf(d, field));
    },
  };
}

/** A declaration and the others over the same table (a course and its evaluation test), itself first. */
export const sameTable = (d: Declaration): Declaration[] => [d, ...declared().filter((x) => x.name !== d.name && tableOf(x) === tableOf(d))];

import { generatedRoutes } from '../../domain/declare/access';
import type { Declaration } from '../../domain/declare/declaration';
import type { Queryable } from '../db';
import { catalogColumns, catalogForeignKeys, catalogIndexes, codelistCodes } from '../repositories/catalog';
import type { Resource } from './part';
import { referencedTable } from './rules';
import { searchesAsOne, trigramFields } from './search';
import { columnOf, kindOf, tableOf } from './table';

const bare = (name: string) => name.replace(/^.*\./, '').replace(/"/g, '');

/**
 * The declarations held against the database they run on: every stored field's column exists with a
 * type its kind can hold, NOT NULL where the field is required, with its foreign key where it is a
 * reference; a unique rule has its unique index, a searched text its trigram index; a state's codes
 * are in their codelist. Each problem names its stable id, the resource and the field.
 */
export async function checkDatabase(q: Queryable, resources: readonly Resource[]): Promise<string[]> {
  const [columns, keys, indexes] = await Promise.all([catalogColumns(q), catalogForeignKeys(q), catalogIndexes(q)]);
  const problems: string[] = [];
  for (const { d } of resources) {
    if (generatedRoutes(d).length === 0) continue;
    const table = tableOf(d);
    const own = columns.filter((c) => c.table === table);
    if (own.length === 0) {
      problems.push(`D201 ${d.name}: tabel ${table} bestaat niet`);
      continue;
    }
    for (const [name, f] of Object.entries(d.fields)) {
      if (f.from) continue;
      const say = (id: string, problem: string) => problems.push(`${id} ${d.name}.${name}: ${problem}`);
      const column = columnOf(d, name);
      const found = own.find((c) => c.column === column);
      if (!found) {
        say('D202', `kolom ${table}.${column} bestaat niet`);
        continue;
      }
      if (
        !kindOf(f)
          .types(f as never)
          .includes(found.type)
      )
        say(
          'D203',
          `kolom ${table}.${column} is ${found.type}, niet ${kindOf(f)
            .types(f as never)
            .join(' of ')}`,
        );
      if (f.required && found.nullable) say('D204', `kolom ${table}.${column} mag leeg zijn maar het veld is verplicht (NOT NULL ontbreekt)`);
      if (f.kind === 'reference' || f.kind === 'file') {
        const target = referencedTable(f.kind === 'file' ? 'files' : f.resource);
        if (target && !keys.some((k) => bare(k.table) === table && k.column === column && bare(k.target) === target.table)) {
          say('D205', `kolom ${table}.${column} heeft geen foreign key naar ${target.table}`);
        }
      }
      // A list the database does not hold yet (a new, empty database) is loaded with the demo data or by hand.
      if (f.kind === 'code' && f.options?.length) {
        const codes = await codelistCodes(q, f.codelist);
        if (codes.length > 0) for (const option of f.options) if (!codes.includes(option)) say('D206', `code ${option} staat niet in codelijst ${f.codelist}`);
      }
    }
    problems.push(
      ...indexProblems(
        d,
        table,
        indexes.filter((i) => i.table === table).map((i) => i.definition),
      ),
    );
  }
  return problems;
}

/** A unique rule needs a unique index on its column (lowered, as the rule compares); a searched text a trigram index. */
function indexProblems(d: Declaration, table: string, definitions: string[]) {
  const problems: string[] = [];
  for (const rule of d.rules ?? []) {
    if (rule.kind !== 'unique') continue;
    const column = columnOf(d, rule.field);
    if (!definitions.some((def) => def.startsWith('CREATE UNIQUE') && def.includes(column)))
      problems.push(`D207 ${d.name}.${rule.field}: geen unieke index op ${table}.${column}`);
  }
  for (const field of trigramFields(d)) {
    const column = columnOf(d, field);
    if (!definitions.some((def) => def.includes('gin_trgm_ops') && def.includes(`lower(${column})`)))
      problems.push(`D208 ${d.name}.${field}: geen trigramindex op lower(${table}.${column})`);
  }
  if (searchesAsOne(d)) {
    // The catalogue writes the expression back as `lower(((COALESCE(a, ''::text) || …`.
    const columns = (d.list.search ?? []).map((field) => columnOf(d, field));
    if (!definitions.some((def) => def.includes('gin_trgm_ops') && columns.every((c) => def.includes(`COALESCE(${c},`)))) {
      problems.push(`D209 ${d.name}: geen trigramindex op de gezochte velden samen (${columns.map((c) => `${table}.${c}`).join(', ')})`);
    }
  }
  return problems;
}

/** At start, after the migrations: the server does not serve declarations its database cannot hold. */
export async function assertDatabaseFits(q: Queryable, resources: readonly Resource[]) {
  const problems = await checkDatabase(q, resources);
  if (problems.length) throw new Error(`De declaraties passen niet op de database:\n${problems.join('\n')}`);
}

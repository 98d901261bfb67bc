import type { Declaration } from '../../domain/declare/declaration';
import { kinds } from '../../domain/declare/kinds';
import type { Resource } from './part';
import { referencedTable } from './rules';
import { columnOf, ident, idColumnOf, kindOf, tableOf } from './table';

/** A column of a new table, as the field's kind wants it: type, NOT NULL, default, reference, checks. */
function columnSql(d: Declaration, name: string) {
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

/**
 * The DDL a declaration needs, drafted from it (`npm run declare:sql <name>`): the table with a column
 * per stored field, the unique indexes of its unique rules (whatever the case, as the rules compare),
 * an index in the list's order, one per parent reference, and a trigram index per searched text.
 */
export function draftSql({ d }: Resource): string {
  const table = tableOf(d);
  const t = ident(table);
  const stored = Object.keys(d.fields).filter((name) => !d.fields[name]!.from);
  const lines = [
    `-- ${d.name}: drafted from domain/declarations/${d.name}.ts by \`npm run declare:sql ${d.name}\`; read it, then save it`,
    '-- as the next server/db/migrations/NNN_<name>.sql.',
    `CREATE TABLE ${t} (`,
    [`  ${ident(idColumnOf(d))} serial PRIMARY KEY`, ...stored.map((name) => columnSql(d, name))].join(',\n'),
    ');',
  ];
  for (const rule of d.rules ?? []) {
    if (rule.kind === 'unique') {
      const within = rule.within ? `${ident(columnOf(d, rule.within))}, ` : '';
      lines.push(`CREATE UNIQUE INDEX ${ident(`${table}_${columnOf(d, rule.field)}`)} ON ${t} (${within}lower(${ident(columnOf(d, rule.field))}));`);
    }
    if (rule.kind === 'atMostOne') lines.push(`CREATE UNIQUE INDEX ${ident(`${table}_one_${columnOf(d, rule.field)}`)} ON ${t} (${ident(columnOf(d, rule.field))}) WHERE ${ident(columnOf(d, rule.field))};`);
  }
  const sort = d.list.sort.field === 'id' || d.fields[d.list.sort.field]?.from ? null : ident(columnOf(d, d.list.sort.field));
  if (d.belongsTo) {
    const parent = ident(columnOf(d, d.belongsTo.field));
    lines.push(`CREATE INDEX ${ident(`${table}_${columnOf(d, d.belongsTo.field)}`)} ON ${t} (${parent}${sort ? `, ${sort}` : ''}, ${ident(idColumnOf(d))});`);
  }
  if (sort) lines.push(`CREATE INDEX ${ident(`${table}_order`)} ON ${t} (${sort}, ${ident(idColumnOf(d))});`);
  const searched = new Set([...(d.list.search ?? []), ...(d.list.filters ?? []).filter((f) => f.op === 'contains').map((f) => f.field)]);
  for (const field of searched) {
    if (d.fields[field]!.from) continue;
    const column = columnOf(d, field);
    lines.push(`CREATE INDEX ${ident(`${table}_${column}_search`)} ON ${t} USING gin (lower(${ident(column)}) public.gin_trgm_ops);`);
  }
  return `${lines.join('\n')}\n`;
}

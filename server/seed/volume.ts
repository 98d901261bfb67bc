import { generatedRoutes } from '../../domain/declare/access';
import type { Declaration } from '../../domain/declare/declaration';
import type { Field, TextField } from '../../domain/declare/fields';
import { declarationNamed } from '../../domain/declare/registry';
import type { Db } from '../db';
import { externalTables } from '../generator/external';
import type { VolumeContext } from '../generator/kinds';
import { quote } from '../generator/kinds/spec';
import type { Resource } from '../generator/part';
import { columnOf, idColumnOf, ident, kindOf, tableOf } from '../generator/table';
import { inDependencyOrder } from './order';
import { patternValues } from './patterns';

const activeCodes = (list: string) =>
  `(SELECT array_agg(i.codedetail ORDER BY i.sortorder) AS a FROM codelist_items i JOIN codelists c USING (iddiccode) WHERE c.code = ${quote(list)} AND i.active = 1)`;

/** What a field's benchmark value needs to know of its declaration's rules and of the other tables. */
function volumeContext(d: Declaration, name: string, all: readonly Resource[], rows: number): VolumeContext {
  const rules = d.rules ?? [];
  const unique = rules.some((r) => r.kind === 'unique' && r.field === name);
  return {
    unique,
    end: rules.some((r) => (r.kind === 'order' || r.kind === 'noOverlap') && r.end === name),
    noOverlap: rules.some((r) => r.kind === 'noOverlap'),
    atMostOne: rules.some((r) => r.kind === 'atMostOne' && r.field === name),
    reference: (resource) => {
      // The owner of a provider's record: one of the providers, in turn.
      if (d.ownership?.scope === 'legalEntity' && d.ownership.field === name) {
        return `(SELECT array_agg(iddiclegalentity ORDER BY iddiclegalentity) FROM legal_entities WHERE is_provider)[1 + g % (SELECT count(*)::int FROM legal_entities WHERE is_provider)]`;
      }
      const other = all.find((o) => o.d.name === resource)?.d ?? declarationNamed(resource);
      const table = other ? tableOf(other) : externalTables[resource]?.table;
      const id = other ? idColumnOf(other) : externalTables[resource]?.id;
      if (!table || !id) return null;
      // Any record of the referenced resource (a parent, a category), in turn; made before this one.
      return `(SELECT array_agg(${ident(id)} ORDER BY ${ident(id)}) FROM ${ident(table)})[1 + g % (SELECT count(*)::int FROM ${ident(table)})]`;
    },
    code: (codelist) => `(SELECT a[1 + g % cardinality(a)] FROM ${activeCodes(codelist)} x)`,
    matching: () =>
      `(ARRAY[${patternValues(d.fields[name] as TextField, rows, unique)
        .map(quote)
        .join(',')}]::text[])[g]`,
  };
}

/** Whether the benchmark fills a field: stored, and for a reference only a required one or the owner. */
const filled = (d: Declaration, name: string, f: Field) =>
  !f.from && f.kind !== 'file' && f.kind !== 'references' && (f.kind !== 'reference' || d.ownership?.field === name || (f.required && !f.readOnly));

/** The benchmark volume of every resource whose server part names one (`volume`), made by the database in one statement each, referenced ones first. */
export async function seedVolume(db: Db, resources: readonly Resource[], log: (line: string) => void) {
  for (const { d, part } of inDependencyOrder(resources)) {
    if (!part.volume || generatedRoutes(d).length === 0) continue;
    const fields = Object.entries(d.fields).filter(([name, f]) => filled(d, name, f));
    const values = fields.map(([name, f]) => kindOf(f).volume(f, volumeContext(d, name, resources, Math.floor(part.volume ?? 0))));
    await db.query(
      `INSERT INTO ${ident(tableOf(d))} (${fields.map(([n]) => ident(columnOf(d, n))).join(', ')})
       SELECT ${values.join(', ')} FROM generate_series(1, ${Math.floor(part.volume)}) g`,
    );
    log(`${part.volume} ${d.name}`);
  }
}

import { declarationNamed } from '../../domain/declare/registry';
import { columnOf } from '../../domain/declare/schemas';
import type { Declaration, Field } from '../../domain/declare/types';
import type { Db } from '../db';
import { ident } from '../repositories/declared';

const WORDS = `ARRAY['Chirurgie','Anesthesie','Dermatologie','Cardiologie','Oftalmologie','Gedrag','Voeding','Voortplanting','Beeldvorming','Tandheelkunde','Orthopedie','Infectieziekten']`;

const activeCodes = (list: string) =>
  `SELECT array_agg(i.codedetail ORDER BY i.sortorder) AS a FROM codelist_items i JOIN codelists c USING (iddiccode) WHERE c.code = '${list.replace(/'/g, "''")}' AND i.active = 1`;

/**
 * The SQL value of a field for row `g` of a generated volume: unique where a rule wants it, dates
 * apart where periods may not overlap, at most one flag where only one may be on (none, here).
 */
function sqlValue(d: Declaration, name: string, f: Field, all: readonly Declaration[]) {
  const unique = d.rules?.some((r) => r.kind === 'unique' && r.field === name);
  const noOverlap = d.rules?.find((r) => r.kind === 'noOverlap');
  switch (f.kind) {
    case 'text':
      return unique ? `left(upper(left((${WORDS})[1 + g % 12], 4)) || lpad(g::text, 5, '0'), ${f.max})` : `left((${WORDS})[1 + g % 12] || ' ' || g, ${f.max})`;
    case 'number':
      return `${f.min} + g % ${Math.max(1, Math.min(f.max - f.min + 1, 20))}`;
    case 'date': {
      const endOf = d.rules?.find((r) => (r.kind === 'order' || r.kind === 'noOverlap') && r.end === name);
      const startField = endOf && (endOf.kind === 'order' || endOf.kind === 'noOverlap') ? endOf.start : name;
      // Ten-day spans going back from 1900 where spans may not overlap (before any real period);
      // otherwise days spread over the year around today, an end a few days after its start.
      if (noOverlap) return `date '1900-01-01' - g * 10${endOf ? ' + 9' : ''}`;
      return `current_date + (g % 730 - 365)${endOf && startField !== name ? ' + g % 3' : ''}`;
    }
    case 'datetime':
      return `now() - make_interval(mins => g)`;
    case 'time': {
      // Quarter hours between 08:00 and 12:45; an end one to three hours after its start.
      const start = `time '08:00' + make_interval(mins => 15 * (g % 20))`;
      return d.rules?.some((r) => r.kind === 'order' && r.end === name) ? `${start} + make_interval(hours => 1 + g % 3)` : start;
    }
    case 'flag':
      return d.rules?.some((r) => r.kind === 'atMostOne' && r.field === name) ? 'false' : 'g % 2 = 0';
    case 'choice':
      return `(ARRAY[${f.options.map((o) => `'${o}'`).join(',')}])[1 + g % ${f.options.length}]`;
    case 'codes':
      return `(SELECT a[1 + g % cardinality(a) : 1 + g % cardinality(a) + g % 2] FROM (${activeCodes(f.codelist)}) x)`;
    case 'code':
      return `(SELECT a[1 + g % cardinality(a)] FROM (${activeCodes(f.codelist)}) x)`;
    case 'reference':
      // The owner of a provider's record: one of the providers, in turn.
      if (d.ownership?.scope === 'legalEntity' && d.ownership.field === name) {
        return `(SELECT array_agg(iddiclegalentity ORDER BY iddiclegalentity) FROM legal_entities WHERE is_provider)[1 + g % (SELECT count(*)::int FROM legal_entities WHERE is_provider)]`;
      }
      // Any record of the referenced resource (a parent, a category), in turn; made before this one.
      if (f.required) {
        const other = all.find((o) => o.name === f.resource) ?? declarationNamed(f.resource);
        if (!other?.table) throw new Error(`${d.name}.${name}: ${f.resource} heeft geen tabel om naar te verwijzen`);
        const ids = `SELECT array_agg(${ident(other.idColumn ?? 'id')} ORDER BY ${ident(other.idColumn ?? 'id')}) FROM ${ident(other.table)}`;
        return `(${ids})[1 + g % (SELECT count(*)::int FROM ${ident(other.table)})]`;
      }
      return 'NULL';
    default:
      return 'NULL';
  }
}

/** The declarations with the ones they reference (a parent, a reference list) before them, otherwise in their own order. */
export function inDependencyOrder(declarations: readonly Declaration[]) {
  const byName = new Map(declarations.map((d) => [d.name, d]));
  const ordered: Declaration[] = [];
  const visit = (d: Declaration, path: string[]) => {
    if (ordered.includes(d) || path.includes(d.name)) return;
    for (const f of Object.values(d.fields)) {
      const other = f.kind === 'reference' || f.kind === 'references' ? byName.get(f.resource) : undefined;
      if (other) visit(other, [...path, d.name]);
    }
    ordered.push(d);
  };
  for (const d of declarations) visit(d, []);
  return ordered;
}

/** The benchmark volume of every declaration that names one (`volume`), made by the database in one statement each, referenced ones first. */
export async function seedVolume(db: Db, declarations: readonly Declaration[], log: (line: string) => void) {
  for (const d of inDependencyOrder(declarations)) {
    if (!d.table || !d.volume) continue;
    const fields = Object.entries(d.fields).filter(
      ([name, f]) => (f.kind !== 'reference' || d.ownership?.field === name || (f.required && !f.readOnly)) && f.kind !== 'file' && f.kind !== 'references' && !f.sql,
    );
    await db.query(
      `INSERT INTO ${ident(d.table)} (${fields.map(([n, f]) => ident(columnOf(n, f))).join(', ')})
       SELECT ${fields.map(([n, f]) => sqlValue(d, n, f, declarations)).join(', ')} FROM generate_series(1, ${Math.floor(d.volume)}) g`,
    );
    log(`${d.volume} ${d.name}`);
  }
}

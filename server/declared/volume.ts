import { columnOf } from '../../domain/declare/schemas';
import type { Declaration, Field } from '../../domain/declare/types';
import type { Db } from '../db';
import { ident } from '../repositories/declared';

const WORDS = `ARRAY['Chirurgie','Anesthesie','Dermatologie','Cardiologie','Oftalmologie','Gedrag','Voeding','Voortplanting','Beeldvorming','Tandheelkunde','Orthopedie','Infectieziekten']`;

/**
 * The SQL value of a field for row `g` of a generated volume: unique where a rule wants it, dates
 * apart where periods may not overlap, at most one flag where only one may be on (none, here).
 */
function volumeValue(d: Declaration, name: string, f: Field) {
  const unique = d.rules?.some((r) => r.kind === 'unique' && r.field === name);
  const noOverlap = d.rules?.find((r) => r.kind === 'noOverlap');
  switch (f.kind) {
    case 'text':
      return unique ? `left(upper(left((${WORDS})[1 + g % 12], 4)) || lpad(g::text, 5, '0'), ${f.max})` : `left((${WORDS})[1 + g % 12] || ' ' || g, ${f.max})`;
    case 'number':
      return `${f.min} + g % ${Math.max(1, Math.min(f.max - f.min + 1, 20))}`;
    case 'date':
      // Ten-day spans going back from 1900, before any real period: they never overlap each other or the demo's.
      if (noOverlap?.kind === 'noOverlap' && noOverlap.end === name) return `date '1900-01-01' - g * 10 + 9`;
      return `date '1900-01-01' - g * 10`;
    case 'datetime':
      return `now() - make_interval(mins => g)`;
    case 'flag':
      return d.rules?.some((r) => r.kind === 'atMostOne' && r.field === name) ? 'false' : 'g % 2 = 0';
    case 'choice':
      return `(ARRAY[${f.options.map((o) => `'${o}'`).join(',')}])[1 + g % ${f.options.length}]`;
    case 'code':
      return `(SELECT array_agg(i.codedetail ORDER BY i.sortorder) FROM codelist_items i JOIN codelists c USING (iddiccode) WHERE c.code = '${f.codelist.replace(/'/g, "''")}' AND i.active = 1)[1 + g % 5]`;
    default:
      return 'NULL';
  }
}

/** The benchmark volume of every declaration that names one (`volume`), made by the database in one statement each. */
export async function seedVolume(db: Db, declarations: readonly Declaration[], log: (line: string) => void) {
  for (const d of declarations) {
    if (!d.table || !d.volume) continue;
    const fields = Object.entries(d.fields).filter(([, f]) => f.kind !== 'reference' && f.kind !== 'file');
    await db.query(
      `INSERT INTO ${ident(d.table)} (${fields.map(([n, f]) => ident(columnOf(n, f))).join(', ')})
       SELECT ${fields.map(([n, f]) => volumeValue(d, n, f)).join(', ')} FROM generate_series(1, ${Math.floor(d.volume)}) g`,
    );
    log(`${d.volume} ${d.name}`);
  }
}

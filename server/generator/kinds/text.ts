import type { NumberField, TextField } from '../../../domain/declare/fields';
import { compare, quote, type ServerKind } from './spec';

const WORDS = `ARRAY['Chirurgie','Anesthesie','Dermatologie','Cardiologie','Oftalmologie','Gedrag','Voeding','Voortplanting','Beeldvorming','Tandheelkunde','Orthopedie','Infectieziekten']`;

export const text: ServerKind<TextField> = {
  column: () => 'text',
  constraints: (c, f) => ({
    checks: [
      `char_length(${c}) <= ${f.max}`,
      ...(f.min ? [`char_length(${c}) >= ${f.min}`] : []),
      // JavaScript's and PostgreSQL's regular expressions agree on the simple classes a format uses.
      ...(f.pattern ? [`${c} ~ ${quote(f.pattern.regex.source)}`] : []),
    ],
  }),
  types: () => ['text', 'character varying'],
  select: (c) => c,
  filter: (c, op) => compare(c, op),
  volume: (f, { unique, matching }) => {
    // Values made from the format rule itself: a suffix of digits would break a rule of letters.
    if (f.pattern) return matching();
    if (f.format === 'email') return `'lid' || g || '@voorbeeld.be'`;
    if (f.format === 'url') return `'https://www.voorbeeld' || g || '.be'`;
    // The word shifts by one every 13 rows: by `g % 12` alone it would keep step with a state taken
    // by `g % 4` (codes.ts), and every course on surgery would be in one state, none of them approved.
    const word = `(${WORDS})[1 + (g + g / 13) % 12]`;
    return unique ? `left(upper(left(${word}, 4)) || lpad(g::text, 5, '0'), ${f.max})` : `left(${word} || ' ' || g, ${f.max})`;
  },
};

const digits = (f: NumberField) => String(Math.floor(Math.max(Math.abs(f.min), Math.abs(f.max)))).length + f.decimals;

export const number: ServerKind<NumberField> = {
  column: (f) => (f.decimals === 0 ? 'integer' : `numeric(${digits(f)}, ${f.decimals})`),
  constraints: (c, f) => ({ checks: [`${c} BETWEEN ${f.min} AND ${f.max}`] }),
  types: (f) => (f.decimals === 0 ? ['integer', 'smallint', 'bigint', 'numeric'] : ['numeric', 'double precision', 'real']),
  // Decimals travel as numbers, not as numeric's text.
  select: (c, f) => (f.decimals > 0 ? `${c}::float8` : c),
  filter: (c, op) => compare(c, op),
  volume: (f) => `${f.min} + g % ${Math.max(1, Math.min(f.max - f.min + 1, 20))}`,
};

import type { Language } from '../language';
import type { Declaration } from './declaration';

/**
 * The texts a declaration holds in both languages: each Dutch text field with its French twin, the
 * field that says `frenchOf` it (a template's `subject_fr`, a codelist's `description_fr`). A French
 * reader reads the Dutch field as its twin where the twin has a text, the Dutch one otherwise: the
 * server searches and sorts lists so, and the screens show list cells so
 * (docs/declarations.md, "Texts in both languages").
 */
const kept = new WeakMap<Declaration, ReadonlyMap<string, string>>();

/** Dutch field -> its French twin. */
export function frenchTwins(d: Declaration): ReadonlyMap<string, string> {
  let twins = kept.get(d);
  if (!twins) {
    twins = new Map(Object.entries(d.fields).flatMap(([name, f]) => (f.kind === 'text' && f.frenchOf ? [[f.frenchOf, name] as const] : [])));
    kept.set(d, twins);
  }
  return twins;
}

/**
 * Whether the record itself says the field in its reader's language: a read-only Dutch text with a
 * twin is the product's own (a codelist's name), which no form writes back. A text a form edits
 * stays as stored in the record, so the form keeps both languages apart.
 */
export const isProductText = (d: Declaration, name: string) => frenchTwins(d).has(name) && !!d.fields[name]?.readOnly;

/** The text a reader of `language` reads for a Dutch field: its French twin's where it has one. */
export function readersText(d: Declaration, row: Readonly<Record<string, unknown>>, name: string, language: Language): unknown {
  const twin = language === 'fr' ? frenchTwins(d).get(name) : undefined;
  const french = twin ? row[twin] : undefined;
  return typeof french === 'string' && french.trim() ? french : row[name];
}

/** A record on its way to a reader of `language`: each product text (`isProductText`) in that language. */
export function withProductTexts<T extends Record<string, unknown>>(d: Declaration, row: T, language: Language): T {
  if (language === 'nl') return row;
  const names = [...frenchTwins(d).keys()].filter((name) => isProductText(d, name) && name in row);
  if (names.length === 0) return row;
  return { ...row, ...Object.fromEntries(names.map((name) => [name, readersText(d, row, name, language)])) };
}

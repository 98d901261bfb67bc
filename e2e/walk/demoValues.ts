import fs from 'node:fs';
import path from 'node:path';
import { CATALOGUE_KEYS, literalsOf } from './languages';

/**
 * The demo data's own values, as its files write them: people's and organisations' names, streets
 * and places, course and election titles, the comments members typed. They are in the language their
 * author wrote them in, whatever the reader's ("Kreupelheid bij het paard" on a French screen, "Formavet
 * Liège" on a Dutch one), so the walk reads past them. Taken from the seed files rather than listed by
 * hand: a new demo record needs no new exception.
 *
 * Left out on purpose: the codelists, page and mail templates, the names of the day parts and
 * categories the product brings (texts in both languages, which follow the reader's language; their
 * codes are kept), and the benchmark's volume (not in the demo). A code in capitals is a demo
 * value where the secretariat made it up (a category's code "WEB"), not where the catalogues word it:
 * a state shown as its code ("GOEDGEKEURD") is a text that was not translated.
 */
const SEED_FILES = [
  ...['demo.ts', 'members.ts', 'committee.ts', 'declared.ts', 'votes.ts', 'files.ts'].map((f) => path.join('server/seed', f)),
  // Each resource's server part holds its demo rows (`demo: () => [...]`).
  ...fs
    .readdirSync('server/resources')
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join('server/resources', f)),
];

const filesIn = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesIn(path.join(dir, e.name)) : [path.join(dir, e.name)]));

/** The codes the product words: the catalogues' keys and the codelists' codes (a state, an animal kind). */
const PRODUCT_CODES = new Set([
  ...CATALOGUE_KEYS,
  ...filesIn('server/seed/codelists')
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => literalsOf(fs.readFileSync(f, 'utf8'))),
]);

/** A value a person wrote: it starts with a capital and has small letters (not an identifier), or a code of theirs. */
const isValue = (text: string) =>
  /^\p{Lu}/u.test(text) && /\p{L}{2}/u.test(text) && (/\p{Ll}/u.test(text) || (/^[\p{Lu}\d]+$/u.test(text) && !PRODUCT_CODES.has(text)));

/** The codes of the day parts and categories the product brings ("LEZ"), the same in both languages; not their names. */
const REFERENCE_CODES = literalsOf(fs.readFileSync('server/seed/referenceNames.ts', 'utf8')).filter((text) => /^[\p{Lu}\d]+$/u.test(text));

export const DEMO_VALUES: readonly string[] = [
  ...new Set([...SEED_FILES.flatMap((file) => literalsOf(fs.readFileSync(file, 'utf8'))), ...REFERENCE_CODES].map((text) => text.trim()).filter(isValue)),
].sort((a, b) => b.length - a.length);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Any demo value as a whole (the longest first), not inside a longer word. */
const demoValue = new RegExp(`(?<![\\p{L}\\p{N}])(?:${DEMO_VALUES.map(escaped).join('|')})(?![\\p{L}\\p{N}])`, 'gu');

/** The text with the demo data's values taken out. */
export const withoutDemoValues = (text: string) => text.replace(demoValue, ' ');

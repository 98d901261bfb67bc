import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The portal's two languages as the walk knows them, from the catalogues themselves: the words of
 * each (to find one language on the other's screens) and the texts by key (to name the buttons it
 * presses in either language).
 */
export type Language = 'nl' | 'fr';
export const LANGUAGE_NAMES: Record<Language, string> = { nl: 'Nederlands', fr: 'Frans' };

/** The string literals of a piece of source: a catalogue's functions (plural, a value filled in) keep their words there. */
export const literalsOf = (source: string): string[] =>
  [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].flatMap((m) => (m[1] ?? m[2] ?? m[3] ?? '').split(/\$\{[^}]*\}/));

const keys = new Set<string>();

/** Every text of a catalogue: its strings, and the literals of its functions. Its keys are kept aside. */
function textsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'function') out.push(...literalsOf(value.toString()));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      keys.add(key);
      textsIn(v, out);
    }
  }
  return out;
}

/** Words as a person reads them: letters, with an apostrophe inside ("l’attestation" is one, as the screen shows it). */
export const wordsOf = (text: string) => text.match(/\p{L}[\p{L}’']*/gu) ?? [];

/**
 * The catalogue files of a folder. A file that gathers the resources' texts with Vite's glob import
 * (which only the build knows), or passes such a file on, is left out: its texts are read below.
 */
const tsFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((f) => path.join(dir, f))
    .filter((file) => !/import\.meta\.glob|from '\.\/resources'/.test(fs.readFileSync(file, 'utf8')));

const load = (file: string): Promise<Record<string, unknown>> => import(pathToFileURL(path.resolve(file)).href);

/**
 * Each language's catalogues, as the app and the server read them: the screens' (src/i18n/<lang>/,
 * react-admin's), the server's (domain/texts/*.<lang>.ts) and each resource's: the resources' files
 * one by one, and the few texts of `resources.ts` itself (the hand-made resources) as literals.
 */
const SOURCES: Record<Language, { modules: string[]; resources: string; literals: string[] }> = {
  nl: {
    modules: [...tsFiles('src/i18n/nl'), 'src/i18n/ra.nl.ts', ...tsFiles('domain/texts').filter((f) => f.endsWith('.nl.ts'))],
    resources: 'domain/texts/resources',
    literals: ['src/i18n/nl/resources.ts'],
  },
  fr: {
    modules: [...tsFiles('src/i18n/fr'), 'src/i18n/ra.fr.ts', 'src/i18n/mui.fr.ts', ...tsFiles('domain/texts').filter((f) => f.endsWith('.fr.ts'))],
    resources: 'domain/texts/resources-fr',
    literals: ['src/i18n/fr/resources.ts'],
  },
};

type Catalogue = Record<string, unknown>;

/** One language: its catalogue by key (as react-admin's, resources under `resources`) and all its texts. */
async function loadLanguage(language: Language): Promise<{ catalogue: Catalogue; texts: string[] }> {
  const { modules, resources, literals } = SOURCES[language];
  const catalogue: Catalogue = {};
  const texts: string[] = [];
  for (const file of modules) {
    for (const [name, value] of Object.entries(await load(file))) {
      texts.push(...textsIn(value));
      // The exported catalogues spread at the root, as domain.<lang>.ts and <lang>.ts put them together.
      if (/Messages$/.test(name) && value && typeof value === 'object') Object.assign(catalogue, value);
    }
  }
  const perResource: Catalogue = {};
  for (const file of tsFiles(resources)) {
    const texts_ = (await load(file)).default;
    perResource[path.basename(file, '.ts')] = texts_;
    texts.push(...textsIn(texts_));
  }
  catalogue.resources = { ...(catalogue.resources as Catalogue), ...perResource };
  for (const file of literals) texts.push(...literalsOf(fs.readFileSync(file, 'utf8')));
  // MUI's own Dutch texts come with its theme (src/theme.ts: nlNL); the French ones are in mui.fr.ts above.
  if (language === 'nl') texts.push(...textsIn((await import('@mui/material/locale')).nlNL));
  return { catalogue, texts };
}

const loaded = { nl: await loadLanguage('nl'), fr: await loadLanguage('fr') };

const wordSet = (texts: readonly string[]) => new Set(texts.flatMap((t) => wordsOf(t.replace(/%\{[^}]*\}/g, ' '))).map((w) => w.toLowerCase()));
const dutch = wordSet(loaded.nl.texts);
const french = wordSet(loaded.fr.texts);

/** The keys of the catalogues: a code the product words in each language (`GOEDGEKEURD`, `APPROVED`) is one. */
export const CATALOGUE_KEYS: ReadonlySet<string> = keys;

/** The words of a language's catalogues, lower case. */
export const CATALOGUE_WORDS: Record<Language, ReadonlySet<string>> = { nl: dutch, fr: french };

/**
 * The words that give the other language away, per screen language: on a Dutch screen the words of
 * the French catalogues that no Dutch one has, and the reverse. Words spelled alike in both ("agenda",
 * "type", "code") drop out by construction.
 */
export const OTHER_LANGUAGE_WORDS: Record<Language, ReadonlySet<string>> = {
  nl: new Set([...french].filter((w) => !dutch.has(w))),
  fr: new Set([...dutch].filter((w) => !french.has(w))),
};

/** A text of the catalogue by its key (`ra.action.cancel`, `resources.cursussen.new`); a key that is gone fails the walk at once. */
export function say(language: Language, key: string): string {
  let node: unknown = loaded[language].catalogue;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Catalogue)[part] : undefined;
  if (typeof node !== 'string') throw new Error(`${language}: geen tekst voor ${key}`);
  return node;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A button's or menu item's whole name, from the catalogue: a role's accessible name matches it exactly. */
export const nameOf = (language: Language, key: string) => new RegExp(`^${escaped(say(language, key))}$`);

/** Any of these texts, whole: `Annuleren|Sluiten` in the language of the screen. */
export const anyOf = (language: Language, keys: readonly string[]) => new RegExp(`^(?:${keys.map((k) => escaped(say(language, k))).join('|')})$`);

import fs from 'node:fs';
import path from 'node:path';
import englishMessages from 'ra-language-english';
import { ERROR_CODES, SUCCESS_CODES } from '../../domain/errors';
import { withoutDemoValues } from './demoValues';
import { CATALOGUE_WORDS, type Language, OTHER_LANGUAGE_WORDS, wordsOf } from './languages';

/**
 * The English that must never reach a user: every word of react-admin's English
 * catalogue and of the English texts MUI, its data grid and its charts fall back on ("Rows per
 * page", "No data to display", "Close", "Open", "Clear", "Go to next page").
 */
const strings: string[] = [];
const collect = (value: unknown) => {
  if (typeof value === 'string') strings.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collect(v);
};
collect(englishMessages);
// MUI keeps its English defaults in the components (its enUS locale lists them in a comment), the
// grid and the charts in their default locale texts: their string literals, placeholders left out.
for (const file of ['@mui/material/locale/enUS.js', '@mui/x-data-grid/constants/localeTextConstants.js', '@mui/x-charts/locales/enUS.js']) {
  // Read as files: the packages' export maps do not offer these paths (Playwright runs at the project's root).
  const source = fs.readFileSync(path.resolve('node_modules', file), 'utf8');
  for (const m of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|`([^`]*)`/g)) strings.push((m[1] ?? m[2] ?? '').replace(/\$\{[^}]*\}/g, ' '));
}

/**
 * Words of those catalogues that are Dutch as well, or that the portal uses as Dutch, with why;
 * they are not counted as English when they stand in the portal's text.
 */
export const DUTCH_TOO: Record<string, string> = {
  in: 'Dutch preposition',
  is: 'Dutch verb (zijn)',
  of: 'Dutch conjunction (or)',
  per: 'Dutch preposition ("per pagina")',
  data: 'Dutch plural of datum',
  details: 'Dutch (de details)',
  filter: 'Dutch (de filter)',
  filters: 'Dutch plural of filter',
  item: 'Dutch (een item)',
  items: 'Dutch plural of item (a course programme\u2019s items, SPEC §2 /items)',
  link: 'Dutch (de link)',
  menu: 'Dutch (het menu)',
  min: 'Dutch (minimum, SPEC §2 query min)',
  max: 'Dutch (maximum, SPEC §2 query max)',
  type: 'Dutch (het type)',
  start: 'Dutch (de start)',
  excel: 'the name of the spreadsheet program (Exporteren naar Excel)',
  label: 'Dutch (het label)',
  labels: 'Dutch plural of label',
  element: 'Dutch (het element)',
  input: 'Dutch (de input)',
  server: 'Dutch (de server)',
  browser: 'Dutch (de browser)',
  download: 'Dutch (downloaden: "download de gepubliceerde stembus")',
  // A Dutch first name (the demo's An Peeters). The English article never stands alone: the other
  // words of any English sentence it could be part of are in the list.
  an: 'Dutch first name An',
  // "One Health" is the name Dutch gives the approach too (the discipline "Volksgezondheid en One Health", VAKGEBIED).
  one: 'Dutch name One Health',
};

/**
 * Words of the English catalogues that French uses too and that the French catalogues happen not to
 * hold, with why: they stand in the codelists' French texts.
 */
export const FRENCH_TOO: Record<string, string> = {
  client: 'French (le client: "Communication et relation client", a discipline)',
  // As in Dutch: the name French gives the approach too ("Santé publique et One Health").
  one: 'the name One Health',
};

const english = new Set(
  strings
    .flatMap((s) => wordsOf(s.replace(/%\{[^}]*\}/g, ' ')))
    .map((w) => w.toLowerCase())
    .filter((w) => w.length >= 2),
);

/**
 * The English words to look for, lower case, per screen language: on a Dutch screen those also Dutch
 * left out (DUTCH_TOO); on a French screen the words of the French catalogues ("page", "date",
 * "message", "description" are French as much as English).
 */
export const ENGLISH_WORDS: Record<Language, ReadonlySet<string>> = {
  nl: new Set([...english].filter((w) => !(w in DUTCH_TOO))),
  fr: new Set([...english].filter((w) => !CATALOGUE_WORDS.fr.has(w) && !(w in FRENCH_TOO))),
};

/** Addresses, mail addresses and file names carry words of no language ("orde-dierenartsen.be", "campagne.pdf"). */
const notProse = /\b(?:https?:\/\/\S+|[\w.+-]+@[\w.-]+|[\w-]+(?:\.[\w-]+)*\.(?:be|com|org|eu|pdf|docx?|xlsx|pptx?|jpe?g|png|ics))\b/gi;

/** A fingerprint (a SHA-256 in hex, a ballot's receipt): letters between digits that spell no word ("…c1be78…"). */
const fingerprint = /\b[0-9a-f]{16,}\b/gi;
/**
 * A code read aloud in groups of four (a ceremony's control code 3F2A-91BC-…, an attest's code, a
 * recovery code), or one group of it on its own line where the groups wrap: drawn at random, so it
 * spells "CE15" or "DE0A" now and then; not a word.
 */
const groupedCode = /(?<![\p{L}\p{N}])[0-9A-Za-z]{4}(?:-[0-9A-Za-z]{4}){2,}(?![\p{L}\p{N}])|^[0-9A-Za-z]{4}-$/gmu;

/** A message key shown as it is (`ra.action.save`, `resources.punten.name`): dotted identifiers. */
const messageKey = /\b[a-z][a-zA-Z0-9_]*(?:\.[a-zA-Z0-9_]+)+\b/g;
/** A server code left untranslated (`ALLREADY_VOTED`, `REQUEST_SUCCESS`): every code has its Dutch text. */
const SERVER_CODES: ReadonlySet<string> = new Set<string>([...ERROR_CODES, ...SUCCESS_CODES]);
/**
 * An identifier in capitals joined by `_`: a mail or page template's code (`WACHTWOORD_RESET`), shown
 * to the secretariat as its name. Not prose, so not read for English; a server code among them is a key.
 */
const identifier = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

export interface TextFinding {
  /** An English word, a word of the portal's other language, a raw key. */
  kind: 'english' | 'other' | 'key';
  word: string;
  text: string;
}

/**
 * The English words, the other language's words and the raw keys in one text a user sees or hears on
 * a screen in `language`; `counted` is how many words it had. The demo data's own values are read past.
 */
export function findForeign(text: string, language: Language): { findings: TextFinding[]; counted: number } {
  const findings: TextFinding[] = [];
  const shown = text.replace(notProse, ' ');
  for (const m of shown.matchAll(identifier)) if (SERVER_CODES.has(m[0])) findings.push({ kind: 'key', word: m[0], text: text.slice(0, 160) });
  for (const word of shown.split(/\s+/)) if (SERVER_CODES.has(word.replace(/[^\w]/g, ''))) findings.push({ kind: 'key', word, text: text.slice(0, 160) });
  for (const m of shown.matchAll(messageKey)) findings.push({ kind: 'key', word: m[0], text: text.slice(0, 160) });
  // A text that is one word in capitals alone is a code in a code's column (a codelist's "GEMEENTE"), not prose.
  if (/^[\p{Lu}\d]+$/u.test(shown.trim())) return { findings, counted: 0 };
  const prose = withoutDemoValues(shown.replace(identifier, ' ').replace(fingerprint, ' ').replace(groupedCode, ' '));
  const words = wordsOf(prose);
  for (const word of words) {
    const lower = word.toLowerCase();
    if (ENGLISH_WORDS[language].has(lower)) findings.push({ kind: 'english', word, text: text.slice(0, 160) });
    else if (lower.length >= 2 && OTHER_LANGUAGE_WORDS[language].has(lower)) findings.push({ kind: 'other', word, text: text.slice(0, 160) });
  }
  return { findings, counted: words.length };
}

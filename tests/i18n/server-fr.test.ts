import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's texts in French: for every Dutch catalogue file (domain/texts/<area>.nl.ts and
 * domain/texts/resources/<name>.ts) a French one with the same exports and keys, every text
 * translated, with the same placeholders and plural forms.
 */

const TEXTS = path.resolve('domain/texts');

type Leaf = string | number | boolean | null | undefined | Set<unknown> | ((...args: never[]) => unknown);

/** [dotted key, value] for every leaf of an export: strings, and functions (which make a text of their arguments). */
function flatten(value: unknown, prefix: string): Array<[string, Leaf]> {
  // A set of codes (the columns the member's file leaves out) is no text.
  if (value instanceof Set) return [[prefix, value]];
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => flatten(v, `${prefix}.${key}`));
  }
  return [[prefix, value as Leaf]];
}

const load = async (file: string) => flatten(await import(pathToFileURL(file).href), '');

/** Each pair of files: the Dutch one and its French twin. */
const areaFiles = fs
  .readdirSync(TEXTS)
  .filter((f) => f.endsWith('.nl.ts'))
  .sort()
  .map((f) => [path.join(TEXTS, f), path.join(TEXTS, f.replace(/\.nl\.ts$/, '.fr.ts'))] as const);
const resourceFiles = fs
  .readdirSync(path.join(TEXTS, 'resources'))
  .filter((f) => f.endsWith('.ts'))
  .sort()
  .map((f) => [path.join(TEXTS, 'resources', f), path.join(TEXTS, 'resources-fr', f)] as const);
const pairs = [...areaFiles, ...resourceFiles];

const catalogue = async (files: readonly string[]) =>
  new Map(
    (
      await Promise.all(files.map(async (f) => (await load(f)).map(([k, v]) => [`${path.relative(TEXTS, f).replace(/\.(nl\.)?ts$/, '')}${k}`, v] as const)))
    ).flat(),
  );
const missingFrench = pairs.filter(([, fr]) => !fs.existsSync(fr)).map(([, fr]) => path.relative(TEXTS, fr));
const dutch = await catalogue(pairs.map(([nl]) => nl));
const french = await catalogue(pairs.filter(([, fr]) => fs.existsSync(fr)).map(([nl, fr]) => (fs.existsSync(fr) ? fr : nl)));
// The French files are named like the Dutch ones: key them alike ("errors.fr" as "errors").
const frenchByKey = new Map([...french].map(([k, v]) => [k.replace(/^(\w+)\.fr\./, '$1.').replace(/^resources-fr\//, 'resources/'), v]));

const strings = (map: Map<string, Leaf>) => [...map].filter((e): e is [string, string] => typeof e[1] === 'string');
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/%\{\w+\}|\{\{\s*\w+\s*\}\}/g, ''));
const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}|\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[0].replace(/\s/g, '')))].sort();

/**
 * Texts that are the same word in both languages, each for a reason: codes and abbreviations
 * ("CV", "EBP", "GSM", "PDF", "Code"), and words French and Dutch spell alike ("Type", "Document",
 * "Disciplines", "Campagne", "Auteur", "Niveau", "Total" reads "Totaal" in Dutch so is not here).
 */
const SAME_IN_BOTH = new Set(['Code', 'CV', 'GSM', 'E-mail', 'Type', 'Document', 'Disciplines', 'Campagne', 'Auteur', 'Niveau']);

/** Keys whose values are codes or names, not words: an area's id in the member's data file. */
const isCodeKey = (key: string) => /\.id$/.test(key);

describe(`the server's French texts (${dutch.size} Dutch keys, ${frenchByKey.size} French keys)`, () => {
  it('has a French file beside every Dutch one', () => {
    expect(pairs.length).toBeGreaterThan(30);
    expect(missingFrench).toEqual([]);
  });

  it('has exactly the keys of the Dutch catalogue', () => {
    console.info(`server texts: ${dutch.size} Dutch keys, ${frenchByKey.size} French keys`);
    expect([...frenchByKey.keys()].sort()).toEqual([...dutch.keys()].sort());
    expect(dutch.size).toBeGreaterThan(900);
  });

  it('gives a text where the Dutch gives one, and a function where the Dutch has one, taking as many values', () => {
    for (const [key, nl] of dutch) {
      const fr = frenchByKey.get(key);
      expect(typeof fr, key).toBe(typeof nl);
      if (typeof nl === 'function') expect((fr as (...a: never[]) => unknown).length, key).toBe(nl.length);
      if (typeof nl === 'string' && nl.trim() !== '') expect((fr as string).trim(), key).not.toBe('');
    }
  });

  it('translates every text with words, codes and names aside', () => {
    const untranslated = strings(dutch).filter(([key, nl]) => hasWords(nl) && !isCodeKey(key) && !SAME_IN_BOTH.has(nl) && frenchByKey.get(key) === nl);
    expect(untranslated).toEqual([]);
  });

  it('keeps the placeholders and the plural forms of every text', () => {
    for (const [key, nl] of strings(dutch)) {
      const fr = frenchByKey.get(key) as string;
      expect(placeholders(fr), key).toEqual(placeholders(nl));
      expect(fr.split('||||').length, key).toBe(nl.split('||||').length);
    }
  });

  it('makes its texts of the same values as the Dutch ones', async () => {
    const nl = await import('../../domain/texts/agenda.nl');
    const fr = await import('../../domain/texts/agenda.fr');
    expect(fr.agendaTexts.service('Gent-Zuid', true)).toBe('Service de garde Gent-Zuid (membre actif)');
    expect(fr.agendaTexts.service('Garde Namur', false)).toBe('Garde Namur (membre passif)');
    expect(fr.agendaTexts.service('Wachtdienst Gent-Zuid', true)).toBe('Wachtdienst Gent-Zuid (membre actif)');
    expect(nl.agendaTexts.service('Gent-Zuid', true)).toContain('Gent-Zuid');
    const attendance = await import('../../domain/texts/attendance.fr');
    expect(attendance.atLine(attendance.skipReasonTexts.UNKNOWN, 4)).toBe("Numéro d'Ordre inconnu (ligne 4).");
    const control = await import('../../domain/texts/control.fr');
    expect(control.controlFileName({ startDate: '2024-01-01', endDate: '2026-12-31' })).toBe('liste-de-controle-2024-2026.xlsx');
  });

  it("words SPEC §5's generic messages in French", async () => {
    const { validationMessages } = await import('../../domain/texts/errors.fr');
    expect(validationMessages).toMatchObject({
      required: 'Ce champ est obligatoire.',
      pattern: "La valeur n'a pas le format correct",
      number: 'Nombre non valable, utilisez le format suivant : 20,65',
      length: 'La valeur doit compter entre 5 et 30 caractères.',
      tooHigh: 'La valeur est trop élevée.',
      tooLow: 'La valeur est trop basse.',
      confirm: 'Les champs ne correspondent pas.',
      select: 'Champ obligatoire, veuillez faire une sélection.',
    });
  });
});

describe('the logbook in French', () => {
  it('names every kind of record and every action the Dutch logbook names, from the texts the server loads', async () => {
    const { declarations } = await import('../helpers/declared');
    const nlAudit = await import('../../domain/texts/audit.nl');
    const frAudit = await import('../../domain/texts/audit.fr');
    const kinds = [...declarations.map((d) => d.name), ...Object.keys(nlAudit.auditSubjects)];
    for (const kind of kinds) {
      const label = frAudit.auditSubjectLabel(kind);
      expect(label, kind).toBeTruthy();
      expect(label, kind).not.toBe(nlAudit.auditSubjectLabel(kind));
    }
    const nlActions = nlAudit.auditActionOptions(kinds);
    const frActions = frAudit.auditActionOptions(kinds);
    // The same actions offered; French may group them otherwise ("Approuvé" and "Approuvée" are two labels).
    const values = (options: { value: string }[]) => [...new Set(options.flatMap((a) => a.value.split(',')))].sort();
    expect(values(frActions)).toEqual(values(nlActions));
    expect(frAudit.auditSubjectLabel('vrijstellingsaanvragen')).toBe('Demande de dispense');
    expect(frAudit.auditActionLabel('cursussen', 'indienen')).toBe('Introduite');
    expect(frAudit.auditFieldLabel('punten', 'epunten')).toBe('Points effectifs');
  });
});

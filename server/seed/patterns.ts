import fc from 'fast-check';
import type { TextField } from '../../domain/declare/fields';

/**
 * Values of a text's format rule made from the rule itself (fast-check's `stringMatching`), the n-th
 * one seeded by n: a declaration's own `pattern` needs no hand-picked samples, also where the value
 * must be unique. Used by the generated tests and the benchmark volume, never by the server.
 */
const arbitraries = new WeakMap<TextField, fc.Arbitrary<string>>();

function arbitraryOf(f: TextField) {
  let found = arbitraries.get(f);
  if (!found) {
    const { regex } = f.pattern!;
    // A case-insensitive rule is met by what its case-sensitive form makes (stringMatching refuses `i`).
    const exact = new RegExp(regex.source, regex.flags.replace(/[igy]/g, ''));
    const min = f.min ?? (f.required ? 1 : 0);
    // As the schema reads it: trimmed, within the lengths; the example tells the rule is satisfiable.
    found = fc.stringMatching(exact).filter((s) => s === s.trim() && s.length >= min && s.length <= f.max && regex.test(s));
    arbitraries.set(f, found);
  }
  return found;
}

/** The n-th value of the field's format rule. */
export const patternValue = (f: TextField, n: number): string => fc.sample(arbitraryOf(f), { seed: n, numRuns: 1 })[0]!;

const TRIES = 50;

/** A value of the rule not handed out before by this process, from the n-th on (a unique code). */
export function freshPatternValue(f: TextField, n: number, used: Set<string>): string {
  for (let k = 0; k < TRIES; k++) {
    const value = patternValue(f, n + k * 104_729);
    if (!used.has(value)) {
      used.add(value);
      return value;
    }
  }
  throw new Error(`Het formaat ${f.pattern!.regex} geeft na ${TRIES} pogingen geen nieuwe waarde meer: te weinig mogelijke waarden voor een unieke code`);
}

/** `count` different values of the rule (the benchmark's rows 1..count), the same on every run. */
export function patternValues(f: TextField, count: number, unique: boolean): string[] {
  if (!unique) return Array.from({ length: count }, (_, i) => patternValue(f, i + 1));
  const used = new Set<string>();
  return Array.from({ length: count }, (_, i) => freshPatternValue(f, i + 1, used));
}

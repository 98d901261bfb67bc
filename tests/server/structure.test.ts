import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The browser app's import directions (README "How it is built"): the data provider knows the API
 * and domain/, never the screens; shared screen parts and the secretariat's registrations never
 * reach into the custom pages, which are the app's leaves (App.tsx hands shared parts what they show).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

/** The specifiers of a module's static imports, re-exports and dynamic imports. */
function specifiersOf(source: string): string[] {
  const pattern = /\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((m) => (m[1] ?? m[2] ?? m[3])!);
}

/** Every .ts/.tsx file under a folder of the project, as a path from the project's root. */
function sourcesUnder(folder: string): string[] {
  const entries = fs.readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** "file -> target" for each import of a file under `from` that lands under `forbidden` (targets without extension). */
function importsInto(from: string, forbidden: string): string[] {
  return sourcesUnder(from).flatMap((file) =>
    specifiersOf(fs.readFileSync(path.join(ROOT, file), 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier)).split(path.sep).join('/'))
      .filter((target) => target === forbidden || target.startsWith(`${forbidden}/`))
      .map((target) => `${file} -> ${target}`),
  );
}

const PENDING = new Set<string>();

describe('import structure of the browser app', () => {
  it('reads every kind of import', () => {
    const source = [
      "import { a } from '../x';",
      "import type {\n  B,\n  C,\n} from '../../y/z';",
      "export { d } from './w';",
      "const E = lazy(() => import('../v'));",
      "import './side-effect';",
    ].join('\n');
    expect(specifiersOf(source)).toEqual(['../x', '../../y/z', './w', '../v', './side-effect']);
    expect(sourcesUnder('src/dataProvider')).toContain('src/dataProvider/custom/members.ts');
  });

  it('keeps the data provider free of the screens: its types come from domain/', () => {
    expect(importsInto('src/dataProvider', 'src/resources').filter((line) => !PENDING.has(line))).toEqual([]);
  });

  it('keeps shared screen parts free of the custom pages', () => {
    expect(importsInto('src/shared', 'src/custom')).toEqual([]);
  });

  it("keeps the secretariat's registration screens free of the public wizard", () => {
    expect(importsInto('src/resources/registraties', 'src/custom')).toEqual([]);
  });
});

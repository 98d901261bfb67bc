import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The browser app's import directions (docs/architecture.md): the data provider knows the API
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
      .map((specifier) =>
        path
          .relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier))
          .split(path.sep)
          .join('/'),
      )
      .filter((target) => target === forbidden || target.startsWith(`${forbidden}/`))
      .map((target) => `${file} -> ${target}`),
  );
}

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
    expect(importsInto('src/dataProvider', 'src/resources')).toEqual([]);
    expect(importsInto('src/dataProvider', 'src/pages')).toEqual([]);
  });

  it('keeps shared screen parts free of the custom pages', () => {
    expect(importsInto('src/shared', 'src/pages')).toEqual([]);
  });

  it("keeps the secretariat's registration screens free of the public wizard", () => {
    expect(importsInto('src/resources/registraties', 'src/pages')).toEqual([]);
  });
});

/** The module a relative import names: the file itself, with its extension, or its folder's index. */
function resolve(from: string, specifier: string): string | null {
  const base = path
    .relative(ROOT, path.resolve(ROOT, path.dirname(from), specifier))
    .split(path.sep)
    .join('/');
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (fs.existsSync(path.join(ROOT, candidate)) && fs.statSync(path.join(ROOT, candidate)).isFile()) return candidate;
  }
  return null;
}

/** The import graph of the project's own modules under some folders. */
function importGraph(folders: string[]) {
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap(sourcesUnder)) {
    const targets = specifiersOf(fs.readFileSync(path.join(ROOT, file), 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .flatMap((specifier) => resolve(file, specifier) ?? []);
    graph.set(file, targets);
  }
  return graph;
}

/** The cycles of a graph (its strongly connected parts of more than one node, or a node importing itself), each sorted. */
function findCycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's algorithm.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        part.push(member);
      } while (member !== node);
      if (part.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(part.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import structure of the whole product', () => {
  it('finds a cycle where there is one', () => {
    expect(resolve('src/App.tsx', './shared/declared/registry')).toBe('src/shared/declared/registry.ts');
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('has no import cycles: domain, server and browser app each import one way', () => {
    expect(findCycles(importGraph(['domain', 'server', 'src']))).toEqual([]);
  });

  it('keeps the seed above the database layer, the repositories and the generator', () => {
    for (const folder of ['server/db', 'server/repositories', 'server/generator', 'server/routes'])
      expect(importsInto(folder, 'server/seed'), folder).toEqual([]);
    expect(fs.existsSync(path.join(ROOT, 'server/db/seed'))).toBe(false);
  });

  it("lets the hand-written routes use only the generator's public interface (server/generator/api.ts)", () => {
    const inside = importsInto('server/routes', 'server/generator').filter((line) => !line.endsWith('-> server/generator/api'));
    expect(inside).toEqual([]);
    expect(importsInto('server/routes', 'server/repositories/declared')).toEqual([]);
  });

  it('keeps server code, SQL and demo rows out of what the browser imports of domain/', () => {
    expect(importsInto('domain', 'server')).toEqual([]);
    expect(importsInto('src', 'server')).toEqual([]);
  });
});

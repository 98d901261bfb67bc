import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../domain/declare/access';
import { declare } from '../../domain/declare/declaration';
import { SEC } from '../../domain/roles';
import { checkResources } from '../../server/generator/check';
import { serve } from '../../server/generator/part';

/**
 * Every start-up check of the declarations reports its problem under a stable id (as Django's
 * `admin.E108`), and docs/declarations.md explains each: the ids the code gives and the ids the page
 * lists are the same, and each belongs to one problem.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGE = 'docs/declarations.md';

function sourcesUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The ids the code gives: a string that is one (`say('D012', …)`) or starts with one (`` `D201 ${…}` ``). */
const codeIds = () =>
  ['domain', 'server'].flatMap(sourcesUnder).flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/['`](D\d{3})\b/g)].map((m) => m[1]!));

const page = () => fs.readFileSync(path.join(ROOT, PAGE), 'utf8');
/** The ids the page explains: the first cell of a table row. */
const pageIds = () => [...page().matchAll(/^\| (D\d{3}) \|/gm)].map((m) => m[1]!);

const duplicates = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);

describe('the ids of the start-up checks', () => {
  it('are given once each in the code and explained once each in docs/declarations.md', () => {
    const code = codeIds();
    const explained = pageIds();
    expect(code.length).toBeGreaterThan(50);
    expect(duplicates(code)).toEqual([]);
    expect(duplicates(explained)).toEqual([]);
    expect([...explained].sort()).toEqual([...code].sort());
  });

  it('named anywhere on the page, are ids the code gives', () => {
    const code = new Set(codeIds());
    expect([...page().matchAll(/\bD\d{3}\b/g)].map((m) => m[0]).filter((id) => !code.has(id))).toEqual([]);
  });

  it('start every problem the checks report, before the resource it names', () => {
    const wrong = declare({
      name: 'proef',
      path: '/proef/:cursus',
      fields: { title: { kind: 'text', max: 40, pattern: { regex: /^\d+$/, example: 'x' } }, centre: { kind: 'reference', resource: 'centra' } },
      title: 'title',
      list: { columns: ['title'], sort: { field: 'title', order: 'ASC' }, pageSize: 5 },
      access: { list: SEC, copy: SEC },
      actions: { copy: {} },
      tabs: [{ name: 'items', list: 'cursusitems' }],
    });
    const problems = checkResources([serve(wrong, {})]);
    expect(problems.length).toBeGreaterThan(4);
    for (const problem of problems) expect(problem).toMatch(/^D\d{3} proef: /);
    expect(() => declaredRoutes({ ...wrong, custom: { 'GET /proef/extra': 'missing' } })).toThrow(
      /^D303 proef: GET \/proef\/extra neemt de rechten van 'missing'/,
    );
  });
});

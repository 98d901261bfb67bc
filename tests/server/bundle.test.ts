import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadResources } from '../../server/generator';
import { tableOf } from '../../server/generator/table';
import { DEMO_ACCOUNTS } from '../../server/seed/demo';
import { generatedRoutes } from '../../domain/declare/access';

/**
 * The browser gets a declaration's contract (fields, list, access, queue, tabs), never what only the
 * server knows (DESIGN §2): no SQL, no table, no demo row, no demo account. Built for real, then read.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
let out = '';
let bundle = '';

beforeAll(async () => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'ovd-bundle-'));
  await build({ root: ROOT, configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'silent', build: { outDir: out, emptyOutDir: true } });
  const assets = path.join(out, 'assets');
  // exceljs is a library of its own, loaded for an export: not ours to read.
  bundle = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js') && !f.startsWith('exceljs'))
    .map((f) => fs.readFileSync(path.join(assets, f), 'utf8'))
    .join('\n');
}, 120_000);
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

const resources = await loadResources();

describe('the browser bundle', () => {
  it('carries the declarations themselves', () => {
    expect(bundle).toContain('/bijscholing/cursussen');
    expect(bundle).toContain('CURSUS_STATUS_ERROR');
  });

  it('carries no SQL of the generator or of a server part', () => {
    for (const sql of ['SELECT ', 'INSERT INTO', 'UPDATE ', 'DELETE FROM', 'FOR UPDATE', 'pg_advisory', 'gin_trgm_ops', 'current_date', 'array_agg']) {
      expect(bundle.includes(sql), sql).toBe(false);
    }
    const tables = resources
      .filter((r) => generatedRoutes(r.d).length > 0)
      .map((r) => tableOf(r.d))
      .filter((t) => t.includes('_'));
    expect(tables).toContain('bijscholing_cursussen');
    for (const table of tables) expect(bundle.includes(table), table).toBe(false);
  });

  it('carries no demo data and no demo account', () => {
    // The demo rows' own texts (a course's title, a centre's name), not words any screen may use.
    const demo = resources
      .flatMap((r) => r.part.demo?.() ?? [])
      .flatMap((row) => Object.values(row).filter((v): v is string => typeof v === 'string' && v.length > 12 && v.includes(' ')));
    expect(demo).toContain('Echografie van het abdomen bij hond en kat');
    for (const value of demo) expect(bundle.includes(value), value).toBe(false);
    for (const account of DEMO_ACCOUNTS) {
      expect(bundle.includes(`"${account.username}"`), account.username).toBe(false);
      expect(bundle.includes(account.password), account.password).toBe(false);
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIsStale } from '../../server/build';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ovd-build-'));
  roots.push(root);
  fs.mkdirSync(path.join(root, 'src', 'login'), { recursive: true });
  fs.writeFileSync(path.join(root, 'src', 'login', 'LoginPage.tsx'), 'export {};');
  return root;
}
const at = (file: string, seconds: number) => fs.utimesSync(file, seconds, seconds);

describe('npm start rebuilds the browser app only when needed', () => {
  it('builds when there is no build yet', () => {
    const root = project();
    expect(buildIsStale(path.join(root, 'dist'), root)).toBe(true);
  });

  it('keeps a build that is newer than every source, and rebuilds after a source changed', () => {
    const root = project();
    const dist = path.join(root, 'dist');
    fs.mkdirSync(dist);
    const source = path.join(root, 'src', 'login', 'LoginPage.tsx');
    for (const dir of [path.join(root, 'src'), path.join(root, 'src', 'login')]) at(dir, 1_000);
    at(source, 1_000);
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    at(path.join(dist, 'index.html'), 2_000);
    expect(buildIsStale(dist, root)).toBe(false);

    at(source, 3_000);
    expect(buildIsStale(dist, root)).toBe(true);
  });
});

import fs from 'node:fs';
import path from 'node:path';

/** What the browser app is built from (its two pages too: vite.config.ts's inputs); a change to any of these makes `dist/` out of date. */
const SOURCES = ['src', 'domain', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestChange(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, name)));
  return newest;
}

/** True when there is no build yet, or a source changed after the last build (e.g. after a pull). */
export function buildIsStale(distDir: string, root = process.cwd()): boolean {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return SOURCES.some((source) => newestChange(path.join(root, source)) > built);
}

/** Builds the browser app into `distDir` with Vite (loaded only when a build is needed). */
export async function buildBrowserApp(distDir: string) {
  const { build } = await import('vite');
  await build({ logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
}

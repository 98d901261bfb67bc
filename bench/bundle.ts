import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialJs {
  files: { file: string; bytes: number; gzip: number }[];
  bytes: number;
  gzip: number;
}

/**
 * The JavaScript a first visit loads before anything is drawn: the module entry of dist/index.html
 * and its modulepreload links, each gzipped at level 9 as a server would send it.
 */
export function initialJs(distDir: string): InitialJs {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const refs = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isEntry = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const ref = tag.match(/(?:src|href)="([^"]+)"/)?.[1];
    if ((isEntry || isPreload) && ref) refs.add(ref);
  }
  if (refs.size === 0) throw new Error('geen scripts in dist/index.html');
  const files = [...refs].map((ref) => {
    const content = fs.readFileSync(path.join(distDir, ref.replace(/^\//, '')));
    return { file: ref, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  return { files, bytes: files.reduce((n, f) => n + f.bytes, 0), gzip: files.reduce((n, f) => n + f.gzip, 0) };
}

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nlMessages } from '../../src/i18n/nl';

/** Every source file of the browser app. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], nlMessages);

/**
 * The message keys the screens name literally: translate('a.b'), notify('a.b'), and label, title
 * and message props. A key missing from src/i18n would show as its own dotted name on a screen.
 */
const PATTERNS = [
  /\btranslate\(\s*'([a-z][\w]*(?:\.[\w]+)+)'/g,
  /\bnotify\(\s*'([a-z][\w]*(?:\.[\w]+)+)'/g,
  /\b(?:label|title|message|emptyText|content|confirmTitle|confirmContent)="([a-z][\w]*(?:\.[\w]+)+)"/g,
];

describe('the Dutch catalogue', () => {
  it('has a text for every message key the screens name', () => {
    const missing: string[] = [];
    let named = 0;
    for (const file of sources(path.resolve('src'))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const pattern of PATTERNS) {
        for (const match of text.matchAll(pattern)) {
          const key = match[1]!;
          named += 1;
          if (typeof lookup(key) !== 'string') missing.push(`${path.relative('src', file)}: ${key}`);
        }
      }
    }
    expect(named).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every relative link and image in the README and the docs names a file that exists. */
const ROOT = path.resolve(__dirname, '../..');

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

const files = [
  ...['README.md'].map((name) => path.join(ROOT, name)).filter((file) => fs.existsSync(file)),
  ...fs
    .readdirSync(path.join(ROOT, 'bench'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(ROOT, 'bench', name)),
  ...markdownFiles(path.join(ROOT, 'docs')),
];

/** The text without fenced code blocks and inline code (within a paragraph), where brackets are not links. */
function withoutCode(text: string): string {
  return text.replace(/^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, '').replace(/(`+)(?:(?!\n\s*\n)[\s\S])*?\1/g, '');
}

/** The targets of inline links and images (`[a](t)`, `![a](t "title")`, `[a](<t>)`) and of reference definitions. */
function linkTargets(text: string): string[] {
  const prose = withoutCode(text);
  const inline = [...prose.matchAll(/!?\[[^\]]*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+["'(][^)]*)?\)/g)].map((m) => m[1]!);
  const references = [...prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/gm)].map((m) => m[1]!);
  return [...inline, ...references].map((target) => target.replace(/^<|>$/g, ''));
}

/** A link to another site, a mail address or an anchor of the same page is not a file. */
const isRelative = (target: string) => target !== '' && !target.startsWith('#') && !/^[a-z][a-z0-9+.-]*:/i.test(target);

function brokenLinks(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return linkTargets(text)
    .filter(isRelative)
    .filter((target) => {
      const bare = decodeURIComponent(target.replace(/[#?].*$/, ''));
      const resolved = bare.startsWith('/') ? path.join(ROOT, bare) : path.resolve(path.dirname(file), bare);
      return !fs.existsSync(resolved);
    })
    .map((target) => `${path.relative(ROOT, file)}: ${target}`);
}

describe('links in the README and the docs', () => {
  it('finds the README and the docs', () => {
    expect(files.map((file) => path.relative(ROOT, file))).toContain('README.md');
  });

  it('reads links, not code', () => {
    const text = ['[a](docs/a.md) ![b](img/b.png "B") [c](<docs/c d.md>)', '`[no](x.md)`', '```', '[no](y.md)', '```', '[r]: docs/r.md'].join('\n');
    expect(linkTargets(text)).toEqual(['docs/a.md', 'img/b.png', 'docs/c d.md', 'docs/r.md']);
    expect(['https://x.be', 'mailto:a@b.be', '#start', 'docs/a.md#start'].filter(isRelative)).toEqual(['docs/a.md#start']);
  });

  it('resolves every relative link to a file that exists', () => {
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });
});

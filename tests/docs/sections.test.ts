import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every section of the specification the code cites ("SPEC §7", "DESIGN §6", "SPEC §2, §4"), in a
 * comment, a test's name or a description, has its heading in docs/specification.md, and every page
 * of docs/ a comment names exists.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['domain', 'server', 'src', 'tests', 'e2e', 'bench', 'tools'];
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|sql)$/;
const SPECIFICATION = 'docs/specification.md';

function sourcesUnder(folder: string): string[] {
  const dir = path.join(ROOT, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && CODE.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').includes('node_modules'))
    .sort();
}

/** A slash starts a regular expression, not a division, after these (or at the start). */
const BEFORE_REGEX = /[(,=:[!&|?{};+\-*%<>~^]$|\b(return|typeof|case|in|of|void|throw|yield|await|delete|new)$/;

/**
 * The comments of a TypeScript or JavaScript source, each with its line: `//` and `/* *\/`, outside
 * strings, template literals (and the code inside their `${}`) and regular expressions.
 */
function commentsOf(source: string): { line: number; text: string }[] {
  const comments: { line: number; text: string }[] = [];
  const lineAt = (i: number) => source.slice(0, i).split('\n').length;
  // What each open `${` returns to: the template it interrupts, at the brace depth it was opened.
  const templates: number[] = [];
  let depth = 0;
  let i = 0;
  const template = () => {
    for (; i < source.length; i++) {
      if (source[i] === '\\') i++;
      else if (source[i] === '`') return void i++;
      else if (source[i] === '$' && source[i + 1] === '{') {
        templates.push(depth++);
        i += 2;
        return;
      }
    }
  };
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      comments.push({ line: lineAt(i), text: source.slice(i + 2, stop) });
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end;
      const start = lineAt(i);
      source
        .slice(i + 2, stop)
        .split('\n')
        .forEach((text, n) => {
          comments.push({ line: start + n, text });
        });
      i = stop + 2;
    } else if (c === "'" || c === '"') {
      for (i++; i < source.length && source[i] !== c && source[i] !== '\n'; i++) if (source[i] === '\\') i++;
      i++;
    } else if (c === '`') {
      i++;
      template();
    } else if (c === '/' && BEFORE_REGEX.test(source.slice(Math.max(0, i - 12), i).trimEnd() || '(')) {
      let inClass = false;
      for (i++; i < source.length && source[i] !== '\n'; i++) {
        if (source[i] === '\\') i++;
        else if (source[i] === '[') inClass = true;
        else if (source[i] === ']') inClass = false;
        else if (source[i] === '/' && !inClass) break;
      }
      i++;
    } else if (c === '{') {
      depth++;
      i++;
    } else if (c === '}') {
      depth--;
      i++;
      if (templates.length > 0 && templates.at(-1) === depth) {
        templates.pop();
        template();
      }
    } else i++;
  }
  return comments;
}

/** The comments of a source file: SQL's are its `--` lines' ends. */
function commentsIn(file: string) {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  if (!file.endsWith('.sql')) return commentsOf(source);
  return source.split('\n').flatMap((text, n) => (text.includes('--') ? [{ line: n + 1, text: text.slice(text.indexOf('--') + 2) }] : []));
}

/**
 * The sections a comment cites: "SPEC §7", "DESIGN §6", and the bare "§n" after one in the same
 * parenthesis or clause ("SPEC §3 Candidate, §7 …", "SPEC §2-§4"); a § after another source ("issue
 * 17 §3", "RFC 5545 §3.1") is not the specification's.
 */
function citedSections(text: string): string[] {
  const cited: string[] = [];
  let source: string | null = null;
  for (const m of text.matchAll(/\b(SPEC|DESIGN)\b|\b(issue|Issue|RFC|ElectionGuard|Belenios|README)\b|§\s?(\d+(?:\.\d+)*)|[;()]/g)) {
    if (m[1]) source = m[1];
    else if (m[2] || !m[3]) source = null;
    else if (source) cited.push(`${source} §${m[3]}`);
  }
  return cited;
}

/** The pages of docs/ a comment names. */
const citedDocs = (text: string) => [...text.matchAll(/(?<![\w./-])docs\/[\w./-]*?\.md\b/g)].map((m) => m[0]);

/** The section headings of the specification ("## SPEC §7 Calls" -> "SPEC §7"). */
const headings = () => [...fs.readFileSync(path.join(ROOT, SPECIFICATION), 'utf8').matchAll(/^#{2,6} ((?:SPEC|DESIGN) §\d+(?:\.\d+)*)\s/gm)].map((m) => m[1]!);

interface Cite {
  at: string;
  target: string;
}

function cites(): { sections: Cite[]; docs: Cite[] } {
  const sections: Cite[] = [];
  const docs: Cite[] = [];
  for (const file of FOLDERS.flatMap(sourcesUnder)) {
    // A test's name or a schema's description cites sections too; a page of docs/ counts in a comment.
    fs.readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((text, n) => {
        for (const target of citedSections(text)) sections.push({ at: `${file}:${n + 1}`, target });
      });
    for (const { line, text } of commentsIn(file)) for (const target of citedDocs(text)) docs.push({ at: `${file}:${line}`, target });
  }
  return { sections, docs };
}

describe('what the comments cite', () => {
  it('reads comments, not strings, templates or regular expressions', () => {
    const open = '$' + '{';
    const source = [
      "const a = 'SPEC §1 // not a comment'; // SPEC §2",
      `const b = \`x ${open}f({ y: 1 })} // no\`; /* DESIGN §3,`,
      '   and docs/specification.md */',
      "const c = /\\/\\/ SPEC §4/.test(d) ? e / 2 : '/*'; // (issue 17 §5; SPEC §6, §7)",
    ].join('\n');
    const comments = commentsOf(source);
    expect(comments.map((c) => c.line)).toEqual([1, 2, 3, 4]);
    expect(comments.flatMap((c) => citedSections(c.text))).toEqual(['SPEC §2', 'DESIGN §3', 'SPEC §6', 'SPEC §7']);
    expect(comments.flatMap((c) => citedDocs(c.text))).toEqual(['docs/specification.md']);
    expect(citedSections('(SPEC §3 Candidate, §7 /x) and SPEC §2-§4 (RFC 5545 §3.1-§3.3)')).toEqual(['SPEC §3', 'SPEC §7', 'SPEC §2', 'SPEC §4']);
  });

  it('gives the specification one heading per section, SPEC §1 to §9 and DESIGN §1 to §8', () => {
    const found = headings();
    expect(new Set(found).size).toBe(found.length);
    for (let n = 1; n <= 9; n++) expect(found).toContain(`SPEC §${n}`);
    for (let n = 1; n <= 8; n++) expect(found).toContain(`DESIGN §${n}`);
  });

  it('finds a heading in docs/specification.md for every section a comment cites', () => {
    const { sections } = cites();
    expect(sections.length).toBeGreaterThan(300);
    const known = new Set(headings());
    expect(sections.filter((c) => !known.has(c.target)).map((c) => `${c.at}: ${c.target}`)).toEqual([]);
  });

  it('finds every page of docs/ a comment names', () => {
    const { docs } = cites();
    expect(docs.length).toBeGreaterThan(0);
    const missing = docs.filter((c) => !fs.existsSync(path.join(ROOT, c.target)));
    expect(missing.map((c) => `${c.at}: ${c.target}`)).toEqual([]);
  });
});

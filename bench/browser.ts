import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { buildIsStale } from '../server/build';

/**
 * Domain code bundled as the app ships it (esbuild, minified) from an entry's source, for a page to
 * run with performance.now() inside Chromium (bench/committee.ts, bench/sealing.ts).
 */
export async function bundleForPage(entrySource: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovd-bench-page-'));
  try {
    const entry = path.join(dir, 'entry.js');
    fs.writeFileSync(entry, entrySource);
    const out = await build({
      entryPoints: [entry],
      bundle: true,
      format: 'iife',
      globalName: 'ovdBench',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      write: false,
      logLevel: 'silent',
    });
    return out.outputFiles[0]!.text;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const RUNS = 5;

/** Builds the app with Vite, in a process of its own, when dist/ is missing or stale; true when it had to. */
export async function ensureBuilt(distDir: string): Promise<boolean> {
  if (!buildIsStale(distDir)) return false;
  await new Promise<void>((resolve, reject) =>
    execFile('npx', ['vite', 'build', '--logLevel', 'warn'], { timeout: 300_000, maxBuffer: 16 << 20 }, (error, _out, stderr) =>
      error ? reject(new Error(`vite build: ${error.message} ${stderr}`)) : resolve(),
    ),
  );
  return true;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface RunningServer {
  url: string;
  startSeconds: number;
  stop(): Promise<void>;
}

/** The real server process (PGlite, demo data) on a fresh data directory, timed until it answers. */
export async function startServer(dataDir: string): Promise<RunningServer> {
  fs.writeFileSync(path.resolve('dist', STATIC_FORM.slice(1)), STATIC_FORM_HTML);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATABASE_URL: '',
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
  };
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = started + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server stopte met code ${child.exitCode}: ${output.slice(-500)}`);
    try {
      await fetch(`${url}/api/auth/person`, { signal: AbortSignal.timeout(1000) });
      return { url, startSeconds: (performance.now() - started) / 1000, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  await stop();
  throw new Error(`server antwoordde niet binnen 120 s: ${output.slice(-500)}`);
}

/**
 * Runs in every document before the app (as source text, so nothing of the bundler leaks in): the
 * wall-clock time (Date.now, the bench's clock too) of the first animation frame that finds the probed
 * element in the DOM with a size. `login`: the Aanmelden button; `rows:N`: N filled table rows;
 * `cell:TEXT`: a table or grid cell with that text; `testid:ID`: the element with that data-testid.
 * The DOM is looked at only at the start of a frame, and only when it changed since the last: looking
 * at every change (a MutationObserver doing the queries) forced a layout at each step of the app's
 * first render, up to 180 ms of the time measured.
 */
export const PROBE = `(kind) => {
  const shown = (el) => {
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const found = () => {
    if (kind === 'login') return shown([...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Aanmelden'));
    if (kind.startsWith('cell:')) return shown([...document.querySelectorAll('td, [role="gridcell"]')].find((td) => td.textContent.includes(kind.slice(5))));
    if (kind.startsWith('testid:')) return shown(document.querySelector('[data-testid="' + kind.slice(7) + '"]'));
    const rows = [...document.querySelectorAll('table tbody tr')].filter((tr) => tr.querySelector('td')?.textContent.trim());
    return rows.length >= Number(kind.split(':')[1]) && shown(rows.at(-1));
  };
  let done = false;
  let changed = true;
  new MutationObserver(() => { changed = true; }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  const frame = () => {
    // Set by a measurement that needs the same element again in this document (a second login).
    if (window.__benchRearm) { window.__benchRearm = false; done = false; changed = true; }
    if (!done && changed) {
      changed = false;
      // This frame draws what is in the DOM now: its start is the time the element is drawn.
      if (found()) { done = true; window.__benchAt = Date.now(); }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}`;

/** ms from the page.goto() call to the probed element drawn. */
async function timeGoto(page: Page, url: string) {
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  // A function, not a string: the app's CSP forbids eval.
  const at = await page.waitForFunction(() => (window as unknown as { __benchAt?: number }).__benchAt, null, { timeout: 15_000 });
  return Number(await at.jsonValue()) - started;
}

export const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

export interface BrowserResult {
  staticFormMs: number[];
  loginVisibleMs: number[];
  codelistsDrawnMs: number[];
  gemeenteValuesDrawnMs: number[];
}

/**
 * Pages the app's own server serves as plain files (written into the build's folder before it starts,
 * server/app.ts serves the folder's files as they are): an empty page on the app's origin, so the
 * renderer process for that site exists before anything is timed, and a static login form to compare.
 * Not answered by the browser through Playwright's routing: with a route set, every request of the
 * app would pass through Playwright too, and the app would be timed slower than it is.
 */
const BLANK = '/favicon.svg';
const STATIC_FORM = '/bench-static-form.html';
const STATIC_FORM_HTML = '<!doctype html><html lang="nl"><title>Aanmelden</title><form><label>Gebruikersnaam <input></label><button>Aanmelden</button></form>';

/** Headless Debian Chromium; every run in a fresh context (empty cache, no cookies). */
export async function measureBrowser(baseURL: string): Promise<BrowserResult> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const result: BrowserResult = { staticFormMs: [], loginVisibleMs: [], codelistsDrawnMs: [], gemeenteValuesDrawnMs: [] };
  const freshPage = async (kind: string) => {
    const ctx = await browser.newContext({ baseURL, locale: 'nl-BE', timezoneId: 'Europe/Brussels' });
    await ctx.addInitScript({ content: `(${PROBE})(${JSON.stringify(kind)});` });
    const page = await ctx.newPage();
    await page.goto(BLANK);
    return { ctx, page };
  };
  try {
    for (let i = 0; i < RUNS; i++) {
      const { ctx, page } = await freshPage('login');
      result.staticFormMs.push(await timeGoto(page, STATIC_FORM));
      await page.goto(BLANK);
      result.loginVisibleMs.push(await timeGoto(page, '/login'));
      await page.getByRole('button', { name: 'Aanmelden' }).waitFor({ state: 'visible' });
      await ctx.close();
    }
    for (let i = 0; i < RUNS; i++) {
      const { ctx, page } = await freshPage('rows:10');
      await page.goto('/login');
      await page.getByLabel('Gebruikersnaam').fill('secretariaat');
      await page.getByLabel('Wachtwoord', { exact: true }).fill('Secretariaat1');
      await page.getByRole('button', { name: 'Aanmelden' }).click();
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      await page.waitForLoadState('networkidle');
      result.codelistsDrawnMs.push(await timeGoto(page, '/codelijsten'));
      const lists = await (await page.request.get('/api/lists/codelists?q=GEMEENTE')).json();
      const id = lists.items.find((l: { code: string }) => l.code === 'GEMEENTE')?.id;
      if (!id) throw new Error('codelijst GEMEENTE niet gevonden');
      result.gemeenteValuesDrawnMs.push(await timeGoto(page, `/codelijsten/${id}/items`));
      await ctx.close();
    }
    return result;
  } finally {
    await browser.close();
  }
}

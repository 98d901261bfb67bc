import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { ARGS, CHROMIUM, ensureBuilt, median, PROBE, startServer } from './browser';

/** A course of the demo provider's landing page (its new courses): drawn means the page is there. */
const LANDING_CELL = 'Echografie van het abdomen';

export interface LoginResult {
  /** From the click on Aanmelden on a freshly loaded /login to the provider's landing page drawn. */
  firstLoginMs: number[];
  /** The same after another user logged out in the running app (the login page inside the app). */
  nextLoginMs: number[];
  /** From the click on Aanmelden to the bookmarked page drawn: a vet's points page, the secretariat's course list. */
  pointsPageMs: number[];
  courseListMs: number[];
}

/**
 * A bookmarked page opened without a session: the app sends the visitor to its login and, after it,
 * back to the page. The points page is drawn when its last section's total is; the course list when
 * its first page of rows is.
 */
export const BOOKMARKS = [
  { key: 'pointsPageMs', path: '/bijscholing/punten', username: 'N1001', password: 'Dierenarts1', probe: 'testid:total-peerreview' },
  { key: 'courseListMs', path: '/bijscholing/cursussen', username: 'secretariaat', password: 'Secretariaat1', probe: 'rows:5' },
] as const;

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Gebruikersnaam').fill(username);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  const button = page.getByRole('button', { name: 'Aanmelden' });
  await button.waitFor({ state: 'visible' });
  const started = Date.now();
  await button.click();
  return started;
}

/** ms from the click to the landing page's course drawn; the probe runs in every document, so a reload is timed too. */
async function timeLanding(page: Page, started: number) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    // Polled from here: a reload destroys the page's context, and the app's CSP forbids waitForFunction's eval.
    const at = await page.evaluate(() => (window as unknown as { __benchAt?: number }).__benchAt).catch(() => undefined);
    if (at) return at - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('startpagina niet getekend binnen 15 s');
}

/** "Aanmelden → startpagina": headless Debian Chromium, every run in a fresh context (empty cache, no cookies). */
export async function measureLogin(baseURL: string, runs: number): Promise<LoginResult> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const result: LoginResult = { firstLoginMs: [], nextLoginMs: [], pointsPageMs: [], courseListMs: [] };
  // A fresh context (empty cache, no cookies) whose every document runs the probe.
  const probedPage = async (probe: string) => {
    const ctx = await browser.newContext({ baseURL, locale: 'nl-BE', timezoneId: 'Europe/Brussels' });
    await ctx.addInitScript({ content: `(${PROBE})(${JSON.stringify(probe)});` });
    return { ctx, page: await ctx.newPage() };
  };
  try {
    for (let i = 0; i < runs; i++) {
      const { ctx, page } = await probedPage(`cell:${LANDING_CELL}`);
      await page.goto('/login');
      result.firstLoginMs.push(await timeLanding(page, await signIn(page, 'opleider', 'Opleider1')));
      await page.waitForLoadState('networkidle');
      // Another user takes the same browser: log out through the app's user menu, then log in again.
      await page.getByRole('button', { name: 'Profiel' }).click();
      await page.getByRole('menuitem', { name: 'Afmelden' }).click();
      await page.getByRole('button', { name: 'Aanmelden' }).waitFor({ state: 'visible' });
      await page.evaluate(() => {
        const w = window as unknown as { __benchAt?: number; __benchRearm?: boolean };
        w.__benchAt = undefined;
        w.__benchRearm = true;
      });
      result.nextLoginMs.push(await timeLanding(page, await signIn(page, 'opleider', 'Opleider1')));
      await ctx.close();
      for (const bookmark of BOOKMARKS) {
        const { ctx: bookmarkCtx, page: bookmarkPage } = await probedPage(bookmark.probe);
        await bookmarkPage.goto(bookmark.path);
        await bookmarkPage.waitForURL((u) => u.pathname === '/login');
        result[bookmark.key].push(await timeLanding(bookmarkPage, await signIn(bookmarkPage, bookmark.username, bookmark.password)));
        if (new URL(bookmarkPage.url()).pathname !== bookmark.path) throw new Error(`na aanmelden op ${bookmarkPage.url()}, niet op ${bookmark.path}`);
        await bookmarkCtx.close();
      }
    }
    return result;
  } finally {
    await browser.close();
  }
}

/** `npx tsx bench/login.ts [runs]`: this measurement alone, against a fresh server on PGlite. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runs = Number(process.argv[2] ?? 7);
  await ensureBuilt(path.resolve('dist'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovd-bench-login-'));
  const server = await startServer(dataDir);
  try {
    const r = await measureLogin(server.url, runs);
    const show = (v: number[]) => `median ${Math.round(median(v))} ms (${v.map(Math.round).join(', ')})`;
    console.log(`Aanmelden → startpagina, fresh /login:      ${show(r.firstLoginMs)}`);
    console.log(`Aanmelden → startpagina, after a logout:    ${show(r.nextLoginMs)}`);
    console.log(`Aanmelden → /bijscholing/punten (N1001):    ${show(r.pointsPageMs)}`);
    console.log(`Aanmelden → /bijscholing/cursussen (secr.): ${show(r.courseListMs)}`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { findForeign, type TextFinding } from './catalogue';
import { LANGUAGE_NAMES, type Language } from './languages';

/** Where CI keeps what the walk saw (`.ci/run` keeps `.ci/out`; git ignores it). */
export const SCREENS_DIR = path.join('.ci', 'out', 'screens');

/** What the walk counted in one language, printed at its end. */
const newFigures = () => ({
  visits: new Set<string>(),
  routes: new Set<string>(),
  roles: new Set<string>(),
  widths: new Set<number>(),
  dialogs: new Set<string>(),
  tabs: 0,
  axeRuns: 0,
  /** Per axe rule broken: its impact, how often, and the first place. */
  rules: new Map<string, { impact: string; count: number; first: string }>(),
  words: 0,
  texts: 0,
  screenshots: 0,
  /** What the text checks found: words of the other language, English words, raw keys. */
  found: { other: 0, english: 0, key: 0 },
});

export const figures: Record<Language, ReturnType<typeof newFigures>> = { nl: newFigures(), fr: newFigures() };

/** Problems of every page, gathered so that one run names them all; the walk fails on any at its end. */
export const problems: string[] = [];
/** A problem, also in the log at once with WALK_LOG (a long walk names what it finds as it goes). */
export const note = (problem: string) => {
  problems.push(problem);
  if (process.env.WALK_LOG) console.log(`PROBLEEM ${problem}`);
};

const inFlight = new WeakMap<Page, Set<unknown>>();

/**
 * Counts the page's requests on their way, each done at its answer. (Playwright's "networkidle"
 * waits for bodies too, and a 401 whose body the app never reads, the session check before login,
 * stays open for ever.)
 */
export function trackNetwork(page: Page) {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (r) => open.add(r));
  page.on('response', (r) => open.delete(r.request()));
  page.on('requestfailed', (r) => open.delete(r));
}

/** The page has drawn its content: no request on its way for a moment, no spinner, no skeleton. */
export async function settle(page: Page) {
  const open = inFlight.get(page);
  let quietSince = Date.now();
  for (const deadline = Date.now() + 15_000; Date.now() < deadline && Date.now() - quietSince < 300; ) {
    if (open?.size) quietSince = Date.now();
    await page.waitForTimeout(50);
  }
  // A spinner has no value; a progress bar with one is a chart's bar (the states above a list), not a wait.
  const waiting = page.locator('[role="progressbar"]:not([aria-valuenow]):visible, .MuiSkeleton-root:visible, [aria-busy="true"]:visible');
  await expect(waiting)
    .toHaveCount(0, { timeout: 30_000 })
    .catch(async (error) => {
      const what = await waiting.evaluateAll((els) => els.map((e) => `${e.outerHTML.slice(0, 160)} in ${e.parentElement?.outerHTML.slice(0, 200)}`));
      throw new Error(`${page.url()}: wacht nog na 30 s: ${what.join(' | ')}\n${error}`);
    });
}

/**
 * axe-core in every document the page loads, before the app's own scripts. AxeBuilder would send its
 * 560 kB source over to the page twice per analysis; the walk moves within the app without reloading,
 * so the copy loaded with the document serves every analysis on it (`axeSource` below).
 */
export const prepareAxe = (page: Page) => page.addInitScript({ path: path.resolve('node_modules', 'axe-core', 'axe.min.js') });
const AXE_IN_PAGE = 'if (!window.axe) throw new Error("axe-core ontbreekt: prepareAxe(page) voor de eerste pagina")';

/**
 * WCAG 2.1 A 2.5.3 "label in name": a control's name starts with the text it shows, so that a person
 * who speaks what they see reaches it. axe-core runs the rule by default from 4.14 (before, it was
 * experimental and skipped); it is named here so that no version or option turns it off unnoticed.
 */
const REQUIRED_RULES = { 'label-content-name-mismatch': { enabled: true } };
/** The oldest axe-core whose rules the walk counts on (label-content-name-mismatch no longer experimental). */
const MIN_AXE = [4, 14];
const assertEngine = (version: string) => {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major < MIN_AXE[0] || (major === MIN_AXE[0] && minor < MIN_AXE[1])) throw new Error(`axe-core ${version} is ouder dan ${MIN_AXE.join('.')}`);
};

/** axe over the whole page as it is now (a dialog open, or not): every violation is a problem, a heading out of order as much as a missing name. */
async function checkAxe(page: Page, where: string, language: Language) {
  // Only the violations are worked out in full: the passes' details cost time and tell nothing here.
  // Legacy mode runs axe in the page itself: the portal has no frames, and the default's extra blank
  // page per analysis (to merge the frames' results) tripled the walk's time.
  // A tooltip shows only while its control is pointed at or focused, and repeats the control's name,
  // which the rules check on the control itself; where the walk's pointer happens to rest must not
  // count as content outside the landmarks.
  const result = await new AxeBuilder({ page, axeSource: AXE_IN_PAGE })
    .exclude('.MuiTooltip-popper')
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: REQUIRED_RULES })
    .analyze();
  assertEngine(result.testEngine.version);
  const f = figures[language];
  f.axeRuns += 1;
  for (const v of result.violations) {
    const impact = v.impact ?? 'minor';
    const rule = f.rules.get(v.id) ?? { impact, count: 0, first: `${where}: ${v.nodes[0]?.target.join(' ')}` };
    rule.count += 1;
    f.rules.set(v.id, rule);
    const nodes = v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${JSON.stringify(n.any[0]?.data ?? '').slice(0, 120)}`);
    note(`${where}: axe ${impact} ${v.id} (${v.help}): ${nodes.join(' | ')}`);
  }
}

/**
 * Everything the page says to a person: its visible text, the texts of its charts (SVG), its
 * tooltips (`title`), its names for assistive technology (`aria-label`, `alt`, `placeholder`,
 * `aria-valuetext`, `aria-roledescription`) and the document's title.
 */
const collectTexts = (page: Page, language: Language) =>
  page.evaluate((language) => {
    const texts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll('svg text')) texts.push(el.textContent ?? '');
    for (const attr of ['title', 'aria-label', 'alt', 'placeholder', 'aria-valuetext', 'aria-roledescription']) {
      for (const el of document.querySelectorAll(`[${attr}]`)) {
        // An SVG's <title> element is text; the attribute on an svg icon is MUI's own data-testid-like name.
        if (attr === 'title' && el instanceof SVGElement) continue;
        texts.push(el.getAttribute(attr) ?? '');
      }
    }
    // Text marked as another language (a codelist's translations, a language's own name, the "Langue" of
    // "Taal / Langue") is not the screen's own, nor is code, the same in every language (a template's
    // {{achternaam}}, a user name: marked translate="no" or <code>): taken out of the line it stands in.
    // Both go as whole words only, so a short one ("link", the Dutch "Vis" beside the French "Vison") cuts no other word in two.
    const textsOf = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].map((e) => e.innerText.trim()).filter(Boolean);
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const notOwn = [...textsOf(`body [lang]:not([lang|="${language}"])`), ...textsOf('body [translate="no"], body code')]
      .map((text) => new RegExp(`(?<![\\p{L}\\p{N}])${literal(text)}(?![\\p{L}\\p{N}])`, 'gu'))
      .sort((a, b) => b.source.length - a.source.length);
    return texts
      .flatMap((t) => t.split(/[\n\t]/))
      .map((t) => notOwn.reduce((line, other) => line.replace(other, ' '), t).trim())
      .filter(Boolean);
  }, language);

const FINDING_NAMES = { english: 'Engels woord', other: 'woord van de andere taal', key: 'ruwe sleutel' } as const;

async function checkTexts(page: Page, where: string, language: Language) {
  const found: TextFinding[] = [];
  const f = figures[language];
  for (const text of await collectTexts(page, language)) {
    const { findings, counted } = findForeign(text, language);
    f.words += counted;
    f.texts += 1;
    found.push(...findings);
  }
  const unique = new Map(found.map((finding) => [`${finding.kind}:${finding.word}`, finding]));
  for (const finding of unique.values()) {
    f.found[finding.kind] += 1;
    note(`${where}: ${FINDING_NAMES[finding.kind]} "${finding.word}" in "${finding.text}"`);
  }
}

/**
 * On a phone (SPEC: a vet's pages at 375 px): the page does not scroll sideways, and no button or
 * action is cut off: its text fits in it and it lies within the screen.
 */
async function checkPhone(page: Page, where: string) {
  const found = await page.evaluate(() => {
    const out: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) out.push(`de pagina schuift opzij (${root.scrollWidth} > ${root.clientWidth} px)`);
    const width = window.innerWidth;
    const buttons = document.querySelectorAll<HTMLElement>('button, [role="button"], a.MuiButton-root, [role="menuitem"], [role="tab"]');
    for (const b of buttons) {
      if (!b.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const box = b.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // A tab strip scrolls by its own arrows: a tab beyond them is reached, not cut off.
      if (b.getAttribute('role') === 'tab') continue;
      const name = (b.getAttribute('aria-label') || b.textContent || '').trim().slice(0, 40);
      if (b.scrollWidth > b.clientWidth + 1) out.push(`knop "${name}" is afgeknipt (${b.scrollWidth} > ${b.clientWidth} px)`);
      else if (box.left < -1 || box.right > width + 1) out.push(`knop "${name}" valt buiten het scherm (${Math.round(box.left)}–${Math.round(box.right)} px)`);
    }
    return out;
  });
  for (const f of new Set(found)) note(`${where}: ${f}`);
}

export interface Moment {
  /** The screen's language: the walker's (Dutch unless told, as for the journeys that check a screen of theirs). */
  language?: Language;
  role: string;
  width: number;
  route: string;
  /** What is open on top of the route: a tab, a dialog. */
  detail?: string;
  /** The phone checks apply (a vet's pages, SPEC's "on a phone"). */
  phone?: boolean;
  screenshot?: boolean;
}

/** Every check on the page as it is now; a screenshot of it for the CI artefacts. */
export async function checkNow(page: Page, moment: Moment) {
  const m = { ...moment, language: moment.language ?? 'nl' };
  const where = `${m.language} ${m.role} ${m.width}px ${m.route}${m.detail ? ` [${m.detail}]` : ''}`;
  const f = figures[m.language];
  f.visits.add(`${m.role}|${m.width}|${m.route}`);
  f.routes.add(m.route);
  f.roles.add(m.role);
  f.widths.add(m.width);
  const started = Date.now();
  await checkAxe(page, where, m.language);
  const axeMs = Date.now() - started;
  await checkTexts(page, where, m.language);
  if (m.phone && m.width < 600) await checkPhone(page, where);
  if (m.screenshot) {
    const name = `${m.language}-${m.role}-${m.width}-${`${m.route}${m.detail ? `-${m.detail}` : ''}`.replace(/[^\p{L}\p{N}]+/gu, '_').replace(/^_|_$/g, '')}.png`;
    fs.mkdirSync(SCREENS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENS_DIR, name) });
    f.screenshots += 1;
  }
  if (process.env.WALK_LOG) console.log(`${where}: axe ${axeMs} ms, all ${Date.now() - started} ms`);
}

/** The closing figures of each language walked, as one block in the log. */
export function report() {
  const walked = (Object.keys(figures) as Language[]).filter((language) => figures[language].visits.size);
  return walked.map((language) => reportOf(language)).join('\n');
}

function reportOf(language: Language) {
  const f = figures[language];
  const v: Record<string, number> = {};
  for (const { impact, count } of f.rules.values()) v[impact] = (v[impact] ?? 0) + count;
  const violations = Object.values(v).reduce((a, b) => a + b, 0);
  return [
    `== Wandeling in het ${LANGUAGE_NAMES[language]}: toegankelijkheid, taal, telefoon`,
    `routes × rollen × breedtes bezocht: ${f.visits.size} (${f.routes.size} routes, ${f.roles.size} rollen, ${f.widths.size} breedtes: ${[...f.widths].join(' en ')} px)`,
    `dialogen geopend: ${f.dialogs.size}, tabbladen: ${f.tabs}, schermafdrukken: ${f.screenshots} (${SCREENS_DIR})`,
    `axe-analyses: ${f.axeRuns}; overtredingen: ${violations} (kritiek ${v.critical ?? 0}, ernstig ${v.serious ?? 0}, matig ${v.moderate ?? 0}, klein ${v.minor ?? 0})`,
    ...[...f.rules].map(([id, { impact, count, first }]) => `  ${impact} ${id}: ${count}× (eerst ${first})`),
    `woorden nagekeken: ${f.words} in ${f.texts} teksten; woorden van de andere taal: ${f.found.other}, Engelse woorden: ${f.found.english}, ruwe sleutels: ${f.found.key}`,
  ].join('\n');
}

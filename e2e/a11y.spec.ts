import { expect, type Page, test } from '@playwright/test';
import { checkNow, figures, type Moment, note, prepareAxe, problems, report, settle, trackNetwork } from './walk/checks';
import { anyOf, type Language, nameOf, say } from './walk/languages';
import { STOPS, type Stop, WALKERS, type Walker } from './walk/stops';

/**
 * The walk: every client route of SPEC §2, for every role that may open it, at 1280 and 375 px, in
 * Dutch and in French, each dialog and tab opened once (a vet's also on the phone): axe finds no
 * violation, no English word, no word of the other language and no raw key reaches the screen, and
 * on a phone no vet's page scrolls sideways or cuts off a button.
 *
 * The Dutch walkers' browser speaks English (the portal is Dutch anyway); the French walkers' asks
 * for French, so nobody logged in gets the French screens, and the French accounts read French.
 * It walks the demo data as loaded (N1002 has still to acknowledge the regulation), on a server of its
 * own (the project "wandeling" of playwright.config.ts), beside the journeys. It changes nothing.
 */
/** A moment of the walk: its language is always the walker's. */
type WalkMoment = Moment & { language: Language };

const BROWSER_LOCALE: Record<Language, string> = { nl: 'en-US', fr: 'fr-BE' };
const WIDTHS = [1280, 375] as const;

/** Logs in on the login page as a person of that language reads it. */
async function signIn(page: Page, walker: Walker) {
  await page.goto('/login');
  await page.getByLabel(say(walker.language, 'login.username')).fill(walker.name);
  await page.getByLabel(say(walker.language, 'login.password'), { exact: true }).fill(walker.password ?? '');
  await page.getByRole('button', { name: say(walker.language, 'login.submit') }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** In the app, without loading the page again (the router follows the history), once the app runs. */
async function go(page: Page, address: string, reload: boolean) {
  if (reload) await page.goto(address);
  else {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, address);
  }
  await settle(page);
}

/** The dialogs of STOPS opened at least once, by language, route and catalogue key. */
const openedDialogs = new Set<string>();

const openDialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog'));

/** Opens a dialog by its button (or menu item), checks the page with it, and closes it as a person would. */
async function tryDialog(page: Page, opener: ReturnType<Page['getByRole']>, moment: WalkMoment, name: string) {
  await opener.click();
  await expect(openDialog(page).first()).toBeVisible();
  await settle(page);
  await checkNow(page, { ...moment, detail: `dialoog ${name}`, screenshot: true });
  figures[moment.language].dialogs.add(`${moment.route} ${name}`);
  await page.keyboard.press('Escape');
  if (await openDialog(page).count()) {
    const close = openDialog(page)
      .getByRole('button', { name: anyOf(moment.language, ['ra.action.cancel', 'ra.action.close', 'puntentabel.close']) })
      .filter({ visible: true });
    // A dialog drawn anew under the pointer (its page refetched) is closed with Escape, as a person would.
    if (await close.count())
      await close
        .first()
        .click({ timeout: 5_000 })
        .catch(() => page.keyboard.press('Escape'));
  }
  await expect(openDialog(page)).toHaveCount(0);
}

/** The dialogs of a stop that this page offers now and that were not opened yet in this visit. */
async function dialogsHere(page: Page, stop: Stop, done: Set<string>, moment: WalkMoment) {
  for (const [kind, names] of [
    ['button', stop.dialogs ?? []],
    ['menuitem', stop.menuDialogs ?? []],
  ] as const) {
    for (const key of names) {
      if (done.has(key)) continue;
      const opener = page
        .getByRole(kind, { name: nameOf(moment.language, key) })
        .filter({ visible: true })
        .first();
      if (!(await opener.count()) || !(await opener.isEnabled())) continue;
      done.add(key);
      openedDialogs.add(`${moment.language} ${stop.route} ${key}`);
      await tryDialog(page, opener, moment, (await opener.textContent())?.trim() || key);
    }
  }
}

async function visit(page: Page, walker: Walker, width: number, stop: Stop, first: boolean) {
  const address = typeof stop.address === 'string' ? stop.address.replace('{me}', walker.name) : await stop.address(page, walker);
  const where = `${walker.language} ${walker.name} ${width}px ${stop.route}`;
  if (!address) {
    note(`${where}: geen record om te openen in de demogegevens`);
    return;
  }
  // The public pages sit outside the app's router before login: each is loaded as such.
  const anonymous = walker.role === 'anoniem';
  await go(page, address, first || anonymous);
  if (!anonymous) await expect(page, where).not.toHaveURL(/\/login(\?|$)/);
  await expect(page.getByText(say(walker.language, 'app.not_allowed')), where).toHaveCount(0);
  const moment = { language: walker.language, role: walker.name, width, route: stop.route, phone: stop.phone, screenshot: true };
  await checkNow(page, moment);
  // Tabs and dialogs once, at the desktop width; a vet's on the phone as well.
  if (width !== WIDTHS[0] && !stop.phone) return;
  const done = new Set<string>();
  await dialogsHere(page, stop, done, moment);
  if (width === WIDTHS[0]) await stop.afterwards?.(page, walker.language);
  if (!stop.tabs) return;
  const names = await page.getByRole('tab').allTextContents();
  for (const name of names.slice(1)) {
    await page.getByRole('tab', { name, exact: true }).click();
    await settle(page);
    figures[walker.language].tabs += 1;
    await checkNow(page, { ...moment, detail: `tab ${name}` });
    await dialogsHere(page, stop, done, { ...moment, detail: `tab ${name}` });
  }
}

/** Whether a menu entry's address is a route of the walk (SPEC's `{id}` standing for any one part). */
const routeOf = (stop: Stop) => new RegExp(`^${stop.route.split(/[ ?]/)[0]!.replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** Every entry of the walker's menu leads to a route the walk visits for them, so a new screen cannot be missed. */
async function menuIsWalked(page: Page, walker: Walker) {
  const menu = page.getByRole('menu').first();
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  const entries = await menu.locator('a[href]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(entries.length, `${walker}: menu`).toBeGreaterThan(0);
  const mine = STOPS.filter((s) => s.roles.includes(walker.role));
  for (const path of entries) if (!mine.some((s) => routeOf(s).test(path))) note(`${walker.name}: het menu biedt ${path}, dat de wandeling niet bezoekt`);
}

const LANGUAGES = ['nl', 'fr'] as const;

// One test per walker and width: each a few minutes at most, also on a busy machine.
for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: BROWSER_LOCALE[language] });
    for (const walker of WALKERS.filter((w) => w.language === language)) {
      for (const width of WIDTHS) {
        test(`the walk in ${language} as ${walker.name} at ${width} px: accessible, in its language, fit for a phone`, async ({ page }) => {
          test.setTimeout(Number(process.env.WALK_TIMEOUT ?? 300_000));
          const before = problems.length;
          await prepareAxe(page);
          trackNetwork(page);
          await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
          if (walker.role !== 'anoniem') await signIn(page, walker);
          if (walker.role !== 'anoniem' && walker.role !== 'kennisname' && width === WIDTHS[0]) await menuIsWalked(page, walker);
          let first = true;
          for (const stop of STOPS.filter((s) => s.roles.includes(walker.role))) {
            await visit(page, walker, width, stop, first);
            first = false;
          }
          expect(problems.slice(before), `${walker.language} ${walker.name} ${width} px: wat de wandeling vond`).toEqual([]);
        });
      }
    }
  });
}

test('the walk opened every dialog it names, in each language it walked, and says what it saw', () => {
  console.log(report());
  const named = STOPS.flatMap((s) => [...(s.dialogs ?? []), ...(s.menuDialogs ?? [])].map((d) => `${s.route} ${d}`));
  // A dialog that no role's page offered any more is a button renamed or gone: the walk would skip it unseen.
  for (const language of LANGUAGES) {
    if (!figures[language].visits.size) continue;
    expect(
      named.filter((n) => !openedDialogs.has(`${language} ${n}`)),
      language,
    ).toEqual([]);
  }
});

import { expect, type Page, test } from '@playwright/test';
import { login } from './helpers';
import { checkNow, figures, note, prepareAxe, problems, report, settle, trackNetwork } from './walk/checks';
import { STOPS, type Stop, type Walker } from './walk/stops';

/**
 * The walk: every client route of SPEC §2, for every role that may open it, at
 * 1280 and 375 px, each dialog and tab opened once (a vet's also on the phone): axe finds no serious
 * or critical violation, no English word or raw key reaches the screen, and on a phone no vet's page
 * scrolls sideways or cuts off a button. The browser speaks English: the portal is Dutch anyway.
 *
 * It walks the demo data as loaded (N1002 has still to acknowledge the regulation), on a server of its
 * own (the project "wandeling" of playwright.config.ts), beside the journeys. It changes nothing.
 */
test.use({ locale: 'en-US' });

const WALKERS: readonly Walker[] = ['anoniem', 'N1002', 'N1001', 'opleider', 'secretariaat'];
const WIDTHS = [1280, 375] as const;

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

/** The dialogs of STOPS opened at least once, by route and name. */
const openedDialogs = new Set<string>();

const openDialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog'));

/** Opens a dialog by its button (or menu item), checks the page with it, and closes it as a person would. */
async function tryDialog(page: Page, opener: ReturnType<Page['getByRole']>, moment: Parameters<typeof checkNow>[1], name: string) {
  await opener.click();
  await expect(openDialog(page).first()).toBeVisible();
  await settle(page);
  await checkNow(page, { ...moment, detail: `dialoog ${name}`, screenshot: true });
  figures.dialogs.add(`${moment.route} ${name}`);
  await page.keyboard.press('Escape');
  if (await openDialog(page).count()) {
    const close = openDialog(page)
      .getByRole('button', { name: /^(Annuleren|Sluiten)$/ })
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
async function dialogsHere(page: Page, stop: Stop, done: Set<string>, moment: Parameters<typeof checkNow>[1]) {
  for (const [kind, names] of [
    ['button', stop.dialogs ?? []],
    ['menuitem', stop.menuDialogs ?? []],
  ] as const) {
    for (const name of names) {
      if (done.has(String(name))) continue;
      const opener = page.getByRole(kind, { name }).filter({ visible: true }).first();
      if (!(await opener.count()) || !(await opener.isEnabled())) continue;
      done.add(String(name));
      openedDialogs.add(`${stop.route} ${name}`);
      await tryDialog(page, opener, moment, (await opener.textContent())?.trim() || String(name));
    }
  }
}

async function visit(page: Page, walker: Walker, width: number, stop: Stop, first: boolean) {
  const address = typeof stop.address === 'string' ? stop.address : await stop.address(page);
  const where = `${walker} ${width}px ${stop.route}`;
  if (!address) {
    note(`${where}: geen record om te openen in de demogegevens`);
    return;
  }
  // The public pages sit outside the app's router before login: each is loaded as such.
  await go(page, address, first || walker === 'anoniem');
  if (walker !== 'anoniem') await expect(page, where).not.toHaveURL(/\/login(\?|$)/);
  await expect(page.getByText('U heeft niet de juist rechten om deze pagina te zien'), where).toHaveCount(0);
  const moment = { role: walker, width, route: stop.route, phone: stop.phone, screenshot: true };
  await checkNow(page, moment);
  // Tabs and dialogs once, at the desktop width; a vet's on the phone as well.
  if (width !== WIDTHS[0] && !stop.phone) return;
  const done = new Set<string>();
  await dialogsHere(page, stop, done, moment);
  if (width === WIDTHS[0]) await stop.afterwards?.(page);
  if (!stop.tabs) return;
  const names = await page.getByRole('tab').allTextContents();
  for (const name of names.slice(1)) {
    await page.getByRole('tab', { name, exact: true }).click();
    await settle(page);
    figures.tabs += 1;
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
  const mine = STOPS.filter((s) => s.roles.includes(walker));
  for (const path of entries) if (!mine.some((s) => routeOf(s).test(path))) note(`${walker}: het menu biedt ${path}, dat de wandeling niet bezoekt`);
}

// One test per walker and width: each a few minutes at most, also on a busy machine.
for (const walker of WALKERS) {
  for (const width of WIDTHS) {
    test(`the walk as ${walker} at ${width} px: accessible, Dutch, fit for a phone`, async ({ page }) => {
      test.setTimeout(Number(process.env.WALK_TIMEOUT ?? 300_000));
      const before = problems.length;
      await prepareAxe(page);
      trackNetwork(page);
      await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
      if (walker !== 'anoniem') await login(page, walker);
      if (walker !== 'anoniem' && walker !== 'N1002' && width === WIDTHS[0]) await menuIsWalked(page, walker);
      let first = true;
      for (const stop of STOPS.filter((s) => s.roles.includes(walker))) {
        await visit(page, walker, width, stop, first);
        first = false;
      }
      expect(problems.slice(before), `${walker} ${width} px: wat de wandeling vond`).toEqual([]);
    });
  }
}

test('the walk opened every dialog it names, and says what it saw', () => {
  console.log(report());
  const named = STOPS.flatMap((s) => [...(s.dialogs ?? []), ...(s.menuDialogs ?? [])].map((d) => `${s.route} ${d}`));
  // A dialog that no role's page offered any more is a button renamed or gone: the walk would skip it unseen.
  expect(named.filter((n) => !openedDialogs.has(n))).toEqual([]);
});

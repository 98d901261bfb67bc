import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { labelled, login } from './helpers';
import { checkNow, prepareAxe, problems } from './walk/checks';

const TITLE = 'Verkiezing provinciale raad West-Vlaanderen';
const MEMBERS = ['N1003', 'N1004', 'N1005'] as const;
const PASSPHRASE = 'kiescomité west-vlaanderen';

/** A moment some days from now, at an hour, as the form takes it: dd/mm/jjjj uu:mm. */
const localAt = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(hour)}:00`;
};

/** A committee member in a browser of their own (N1005 on a phone, with axe ready). */
async function member(browser: Browser, username: (typeof MEMBERS)[number]) {
  const phone = username === 'N1005';
  const context = await browser.newContext({
    viewport: phone ? { width: 375, height: 740 } : { width: 1280, height: 800 },
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
  });
  const page = await context.newPage();
  if (phone) await prepareAxe(page);
  await login(page, username);
  return page;
}

/** The member's card of this election on /comite, opened from the menu the first time. */
async function card(page: Page, viaMenu = false): Promise<Locator> {
  if (viaMenu) {
    // On a phone the menu is a drawer behind the app bar's button.
    if ((page.viewportSize()?.width ?? 1280) < 600) await page.getByRole('button', { name: 'Menu openen' }).click();
    await page.getByRole('menuitem', { name: 'Kiescomité' }).click();
  } else await page.goto('/comite');
  await expect(page.getByRole('heading', { name: 'Kiescomité', level: 1 })).toBeVisible();
  return page.getByRole('region', { name: TITLE });
}

test('the secretariat names a committee of three, each member makes the key in three rounds in their own browser, and the election is finalised with it', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await login(page, 'secretariaat');
  await page.goto('/verkiezingen?stage=admin');
  await page.getByRole('button', { name: 'Nieuwe verkiezing' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(labelled('Naam')).fill(TITLE);
  await form.getByLabel(labelled('Begin')).fill(localAt(10, 9));
  await form.getByLabel(labelled('Einde')).fill(localAt(24, 17));
  await form.getByLabel(labelled('Aantal te verkiezen')).fill('1');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await page.getByRole('row').filter({ hasText: TITLE }).click();
  await page.getByRole('tab', { name: 'Kandidaten' }).click();
  await page.getByRole('button', { name: 'Kandidaat toevoegen' }).click();
  await page.getByRole('dialog').getByLabel(labelled('Dierenarts')).fill('Janssens');
  await page.getByRole('option', { name: /Pieter Janssens.*N1001/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The committee: three veterinarians found by name, two of them needed for the count.
  await page.getByRole('tab', { name: 'Kiescomité' }).click();
  for (const [typed, option] of [
    ['Claes', /^Els Claes \(N1003\)/],
    ['De Smet', /^Wouter De Smet \(N1004\)/],
    ['Wouters', /^Désiré Wouters \(N1005\)/],
  ] as const) {
    await page.getByRole('combobox', { name: 'Lid toevoegen' }).fill(typed);
    await page.getByRole('option', { name: option }).click();
  }
  await expect(page.getByRole('combobox', { name: 'Nodig voor de telling' })).toHaveText('2');
  await page.getByRole('button', { name: 'Kiescomité bewaren' }).click();
  await expect(page.getByText('Ronde 1 van 3: elk lid maakt zijn sleutelbestand en publiceert.')).toBeVisible();
  // Not before the ceremony is complete.
  await page.getByRole('button', { name: 'Finaliseren' }).click();
  await expect(page.getByRole('dialog', { name: 'Finaliseren' })).toContainText('De sleutel van het kiescomité is nog niet klaar');
  await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).click();

  const pages = await Promise.all(MEMBERS.map((m) => member(browser, m)));
  const files: string[] = [];

  // Round 1: each member's browser makes the key file, offers it for download, and publishes once it is kept.
  for (const [i, p] of pages.entries()) {
    const mine = await card(p, true);
    await expect(mine.getByRole('heading', { name: 'Stap 1: uw sleutelbestand maken' })).toBeVisible();
    const download = p.waitForEvent('download');
    if (MEMBERS[i] === 'N1005') {
      // By keyboard alone, on a phone: the fields, the button, the tick and "Publiceren".
      await mine.getByLabel(labelled('Wachtzin')).focus();
      await p.keyboard.type(PASSPHRASE);
      await p.keyboard.press('Tab');
      await p.keyboard.type(PASSPHRASE);
      await p.keyboard.press('Tab');
      await p.keyboard.press('Enter');
    } else {
      await mine.getByLabel(labelled('Wachtzin')).fill(PASSPHRASE);
      await mine.getByLabel(labelled('Wachtzin herhalen')).fill(PASSPHRASE);
      await mine.getByRole('button', { name: 'Sleutelbestand maken en downloaden' }).click();
    }
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^comitesleutel-verkiezing-\\d+-lid-${i + 1}\\.json$`));
    files[i] = testInfo.outputPath(file.suggestedFilename());
    await file.saveAs(files[i]!);
    const publish = mine.getByRole('button', { name: 'Publiceren' });
    await expect(publish).toBeDisabled();
    if (MEMBERS[i] === 'N1005') {
      await checkNow(p, { role: 'N1005', width: 375, route: '/comite', phone: true, detail: 'ronde 1' });
      // The focus moved on to the tick once the file was made.
      await expect(mine.getByRole('checkbox', { name: 'Ik heb mijn sleutelbestand bewaard' })).toBeFocused();
      await p.keyboard.press('Space');
      await p.keyboard.press('Tab');
      await expect(publish).toBeFocused();
      await p.keyboard.press('Enter');
    } else {
      await mine.getByRole('checkbox', { name: 'Ik heb mijn sleutelbestand bewaard' }).check();
      await publish.click();
    }
    await expect(mine.getByText(/^Uw publieke gegevens werden verstuurd/)).toBeVisible();
  }

  /** The key file picked again and opened with the passphrase, in this browser only (N1005 by keyboard). */
  const openFile = async (mine: Locator, i: number) => {
    const p = pages[i]!;
    if (MEMBERS[i] === 'N1005') {
      const chooser = p.waitForEvent('filechooser');
      await mine.getByRole('button', { name: 'Sleutelbestand kiezen' }).focus();
      await p.keyboard.press('Enter');
      await (await chooser).setFiles(files[i]!);
    } else await mine.getByLabel('Sleutelbestand', { exact: true }).setInputFiles(files[i]!);
    await mine.getByLabel('Wachtzin van het sleutelbestand').fill(PASSPHRASE);
  };

  // Round 2: the shares, each sealed to its member.
  for (const [i, p] of pages.entries()) {
    const mine = await card(p);
    await expect(mine.getByRole('heading', { name: 'Stap 2: uw versleutelde delen versturen' })).toBeVisible();
    await openFile(mine, i);
    await mine.getByRole('button', { name: 'Delen versturen' }).click();
    await expect(mine.getByText(/^Uw versleutelde delen werden verstuurd/)).toBeVisible();
  }

  // Round 3: each browser checks the shares it received and shows the ceremony's control code; the
  // members compare it with each other (by phone, here: the three pages) before anyone confirms.
  const cards: Locator[] = [];
  const codes: string[] = [];
  for (const [i, p] of pages.entries()) {
    const mine = await card(p);
    cards[i] = mine;
    await expect(mine.getByRole('heading', { name: 'Stap 3: de ontvangen delen controleren' })).toBeVisible();
    await openFile(mine, i);
    await mine.getByRole('button', { name: 'Delen controleren' }).click();
    await expect(mine.getByText(/^De delen die u ontving, kloppen met wat de leden publiceerden/)).toBeVisible();
    codes[i] = (await mine.getByTestId('ceremony-code').textContent()) ?? '';
    expect(codes[i]).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){4}$/);
    // Nothing goes out before the tick.
    await expect(mine.getByRole('button', { name: 'Controle bevestigen' })).toBeDisabled();
  }
  expect(new Set(codes).size, 'de drie leden zien dezelfde controlecode').toBe(1);
  for (const [i, p] of pages.entries()) {
    const mine = cards[i]!;
    const tick = mine.getByRole('checkbox', { name: 'Ik heb deze code vergeleken met de andere comitéleden en hij is dezelfde' });
    if (MEMBERS[i] === 'N1005') {
      // On a phone, the code fits the screen; by keyboard: the focus is at the code, then the tick and the button.
      await checkNow(p, { role: 'N1005', width: 375, route: '/comite', phone: true, detail: 'ronde 3, controlecode' });
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expect(mine.getByRole('heading', { name: 'Controlecode van de ceremonie' })).toBeFocused();
      await p.keyboard.press('Tab');
      await expect(tick).toBeFocused();
      await p.keyboard.press('Space');
      await p.keyboard.press('Tab');
      await expect(mine.getByRole('button', { name: 'Controle bevestigen' })).toBeFocused();
      await p.keyboard.press('Enter');
    } else {
      await tick.check();
      await mine.getByRole('button', { name: 'Controle bevestigen' }).click();
    }
    await expect(mine.getByText(/^Alle delen die u ontving, kloppen/)).toContainText(codes[0]!);
  }
  await checkNow(pages[2]!, { role: 'N1005', width: 375, route: '/comite', phone: true, detail: 'klaar' });
  expect(problems).toEqual([]);

  // The secretariat sees the key ready and finalises: a plain confirmation.
  await page.reload();
  await expect(page.getByText('De sleutel van het kiescomité is klaar: 2 van de 3 leden zijn nodig voor de telling.')).toBeVisible();
  const id = page.url().match(/\/verkiezingen\/(\d+)/)![1];
  await page.getByRole('button', { name: 'Finaliseren' }).click();
  const confirm = page.getByRole('dialog', { name: 'Finaliseren' });
  await expect(confirm).toContainText('De stembus wordt verzegeld met de sleutel van het kiescomité: 2 van de 3 leden zijn nodig voor de telling.');
  await confirm.getByRole('button', { name: 'Finaliseren' }).click();
  await expect(page.getByText(`De verkiezing "${TITLE}" is gefinaliseerd`)).toBeVisible();
  await page.goto(`/verkiezingen/${id}/comite`);
  await expect(page.getByTestId('election-fingerprint')).toHaveText(/^[0-9a-f]{64}$/);
  const mine = await card(pages[0]!);
  await expect(mine.getByText(/^De stemming loopt tot \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. Daarna telt u hier mee/)).toBeVisible();
  await Promise.all(pages.map((p) => p.context().close()));
});

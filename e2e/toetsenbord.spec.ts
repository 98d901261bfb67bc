import { expect, type Locator, type Page, test } from '@playwright/test';
import { login } from './helpers';

/**
 * A vet's pages work with the keyboard alone. Each journey does one main task with
 * Tab, Shift+Tab, Enter, Space and the arrow keys, typing only into the field that has the focus:
 * no click, no fill. N1006 (Lotte Van den Broeck) does them; what they change, no other journey reads.
 */
test.use({ locale: 'en-US' });

const VET = 'N1006';

/** Tab (or Shift+Tab) until `target` has the focus, as a person moves through the page; at most `max` steps. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  // The element is there first (a wrong name fails here at once, not after 80 steps).
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} kreeg geen focus na ${max} keer Tab`);
}

/** Into the page's content by the skip link, the first thing Tab reaches. */
async function skipToContent(page: Page) {
  // The app draws its layout (and the skip link with it) once it has loaded: a person starts then too.
  const skip = page.getByRole('button', { name: 'Naar de inhoud gaan' });
  await expect(skip).toBeAttached();
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow]):visible')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
}

const typed = async (page: Page, field: Locator, text: string) => {
  await tabTo(page, field);
  await page.keyboard.type(text);
};

const today = () => new Date().toLocaleDateString('nl-BE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Brussels' });

test.beforeEach(async ({ page }) => {
  await login(page, VET);
});

test('points: a teaching row added and saved with the keyboard', async ({ page }) => {
  await page.goto('/bijscholing/punten');
  await skipToContent(page);
  await tabTo(page, page.getByRole('button', { name: 'Rij toevoegen: Lesgeven' }));
  await page.keyboard.press('Enter');
  const teachings = page.getByRole('region', { name: 'Lesgeven' });
  await typed(page, teachings.getByRole('textbox', { name: 'Titel' }), 'Gastles met het toetsenbord');
  await typed(page, teachings.getByRole('textbox', { name: 'Begindatum' }), today());
  await typed(page, teachings.getByRole('textbox', { name: 'Uren' }), '1,5');
  await page.keyboard.press('Enter');
  await expect(page.getByText('De wijzigingen werden opgeslagen.').first()).toBeVisible();
  await expect(teachings.getByRole('row').filter({ hasText: 'Gastles met het toetsenbord' })).toContainText('1,5');
});

test('voting: a candidate chosen with Space, the ballot sealed and cast with Enter', async ({ page }) => {
  await page.goto('/verkiezingen');
  await skipToContent(page);
  // The open election's row, opened with Enter.
  await tabTo(page, page.getByRole('row', { name: /Verkiezing provinciale raad Oost-Vlaanderen/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Verkiezing provinciale raad Oost-Vlaanderen', level: 1 })).toBeVisible();
  // The tabs: to the first with Tab, along them with the arrow keys, chosen with Enter.
  await tabTo(page, page.getByRole('tab').first());
  const stemmen = page.getByRole('tab', { name: 'Stemmen' });
  for (let i = 0; i < 6 && !(await stemmen.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const ballot = page.getByRole('group', { name: /^Kies maximaal \d kandidaten?$/ });
  await tabTo(page, ballot.getByRole('checkbox').first());
  await page.keyboard.press('Space');
  await expect(ballot.getByRole('checkbox').first()).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Stembiljet verzegelen' }));
  await expect(page.getByRole('button', { name: 'Stembiljet verzegelen' })).toBeEnabled();
  await page.keyboard.press('Enter');
  // Sealed in the browser: the focus moves to the sealed ballot, the keyboard goes on from there.
  await expect(page.getByRole('heading', { name: 'Uw verzegeld stembiljet' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Stem uitbrengen' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog');
  await tabTo(page, confirm.getByRole('button', { name: 'Bevestigen' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Uw stem werd geregistreerd.')).toBeVisible();
});

test('addresses: a new private address reported with the keyboard', async ({ page }) => {
  await page.goto(`/dierenarts/${VET}/adressen`);
  await skipToContent(page);
  await tabTo(page, page.getByRole('button', { name: 'Nieuw privéadres melden' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nieuw privéadres (domicilie) melden' });
  await expect(dialog).toBeVisible();
  await typed(page, dialog.getByRole('textbox', { name: /^Straat/ }), 'Toetsenbordlaan');
  await typed(page, dialog.getByRole('textbox', { name: /^Nummer/ }), '12');
  await typed(page, dialog.getByRole('textbox', { name: /^Postcode/ }), '9000');
  await typed(page, dialog.getByRole('textbox', { name: /^Gemeente/ }), 'Gent');
  await tabTo(page, dialog.getByRole('button', { name: /^(Opslaan|Melden|Versturen|Indienen)$/ }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Mijn aanvragen' }).getByText('Nieuw privéadres')).toBeVisible();
});

test('on-call: joining a service as a passive member with the arrow keys', async ({ page }) => {
  await page.goto('/wachtdiensten');
  await skipToContent(page);
  await tabTo(page, page.getByRole('row', { name: /Landbouwhuisdieren regio Antwerpen/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Landbouwhuisdieren regio Antwerpen', level: 1 })).toBeVisible();
  // The tabs are one stop of Tab (the chosen one); the arrow keys move along them, Enter opens one.
  await tabTo(page, page.getByRole('tab', { selected: true }));
  const leden = page.getByRole('tab', { name: 'Leden' });
  for (let i = 0; i < 6 && !(await leden.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Lid worden' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Lid worden van Landbouwhuisdieren regio Antwerpen' });
  await tabTo(page, dialog.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Passief lid' })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Lid worden' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('U bent nu lid van deze wachtdienst.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: VET })).toContainText('Passief lid');
});

test('exemptions: a request with its document, sent with the keyboard', async ({ page }) => {
  await page.goto('/vrijstellingen');
  await skipToContent(page);
  await tabTo(page, page.getByRole('button', { name: 'Vrijstelling aanvragen' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Vrijstelling aanvragen' });
  await tabTo(page, dialog.getByRole('combobox', { name: /Aantal jaren/ }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox', { name: /Aantal jaren/ })).toContainText('jaar');
  // The file is chosen in the system's own dialog, which the keyboard opens.
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, dialog.getByRole('group', { name: /^Bewijsstuk/ }).getByRole('button', { name: 'Bestand kiezen' }));
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'toetsenbord.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1') });
  await tabTo(page, dialog.getByRole('button', { name: 'Aanvragen' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Uw aanvraag werd goed ontvangen.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'toetsenbord.pdf' })).toBeVisible({ timeout: 5000 });
});

test('profile: the password changed (to the same one) with the keyboard', async ({ page }) => {
  await page.goto('/profiel');
  await skipToContent(page);
  await typed(page, page.getByLabel('Nieuw wachtwoord', { exact: true }), 'Dierenarts1');
  await typed(page, page.getByLabel('Wachtwoord opnieuw', { exact: true }), 'Dierenarts1');
  await tabTo(page, page.getByRole('button', { name: 'Opslaan' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('De wijzigingen werden opgeslagen.')).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { login } from './helpers';

/** A day from today, typed as the app asks for it (dd/MM/yyyy). */
const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  const [y, m, dd] = d.toISOString().slice(0, 10).split('-');
  return `${dd}/${m}/${y}`;
};
// An English browser: dates and times are still typed the Dutch way (dd/MM/yyyy, 24-hour HH:mm).
test.use({ locale: 'en-US' });

test('a provider makes and requests a course, the secretariat approves it, and the history shows both', async ({ page, browser }) => {
  await login(page, 'opleider');
  await expect(page).toHaveURL(/\/bijscholing\/cursussen\?status=NIEUW$/);
  await expect(page.getByRole('row').filter({ hasText: 'Echografie van het abdomen' })).toBeVisible();

  await page.getByRole('button', { name: 'Nieuwe cursus' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Titel').fill('Urgentiegeneeskunde bij kleine huisdieren');
  await dialog.getByLabel('Begindatum').fill(day(30));
  await dialog.getByLabel('Einddatum').fill(day(31));
  await dialog.getByLabel('Type').click();
  await page.getByRole('option', { name: /^EBP-cursus/ }).click();
  await dialog.getByLabel('Aantal uren').fill('7,5');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De wijzigingen werden opgeslagen.')).toBeVisible();

  await page.getByRole('row').filter({ hasText: 'Urgentiegeneeskunde' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Urgentiegeneeskunde bij kleine huisdieren' })).toBeVisible();
  await expect(page.getByLabel('Aantal uren')).toHaveValue('7,5');
  // Without a programme the request is refused before the confirmation, with what is missing.
  await page.getByRole('button', { name: 'Indienen' }).click();
  await expect(page.getByRole('dialog')).toContainText('Een cursus zonder items kan niet aangevraagd worden.');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Indienen' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Items' }).click();
  await page.getByRole('button', { name: 'Nieuw item' }).click();
  const item = page.getByRole('dialog');
  // A day outside the course is refused in the form, before the server is asked.
  await item.getByLabel('Datum').fill(day(40));
  await item.getByLabel('Beginuur').fill('09:00');
  await item.getByLabel('Einduur').fill('12:00');
  await item.getByLabel('Categorie').click();
  await page.getByRole('option', { name: 'LEZ – Lezing of voordracht · Duur (uren): 1' }).click();
  await item.getByLabel('Coëfficiënt').click();
  await page.getByRole('option', { name: 'STANDAARD – Gewone bijscholing · Coëfficiënt: 1' }).click();
  await item.getByRole('button', { name: 'Opslaan' }).click();
  await expect(item).toContainText('Kies een datum van ');
  await item.getByLabel('Datum').fill(day(31));
  await item.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: '12:00' })).toContainText('LEZ – Lezing of voordracht');
  // The 7,5 hours given contradict the programme of 3 hours: flagged, not refused.
  await expect(page.getByRole('alert').filter({ hasText: 'Het aantal uren' })).toHaveText(
    'Het aantal uren (7,5) verschilt van de duur van de items samen (3 uur).',
  );

  await page.getByRole('tab', { name: 'Cursus' }).click();
  await page.getByRole('button', { name: 'Indienen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Indienen' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Urgentiegeneeskunde' })).toContainText('Aangevraagd');
  await expect(page).toHaveURL(/\/bijscholing\/cursussen$/);

  const secretariat = await browser.newPage();
  await login(secretariat, 'secretariaat');
  // The menu opens the course list on what waits for the secretariat, not on the providers' drafts.
  await secretariat.getByRole('menuitem', { name: 'Cursussen' }).click();
  await expect(secretariat).toHaveURL(/\/bijscholing\/cursussen\?status=AANGEVRAAGD$/);
  await secretariat.getByRole('row').filter({ hasText: 'Urgentiegeneeskunde' }).click();
  await secretariat.getByRole('tab', { name: 'Beoordelen' }).click();
  await expect(secretariat).toHaveURL(/\/bijscholing\/cursussen\/\d+\/beoordelen$/);
  await secretariat.getByLabel('Nieuwe status').click();
  await secretariat.getByRole('option', { name: 'Goedgekeurd' }).click();
  await secretariat.getByLabel('Commentaar').fill('In orde, goede spreker.');
  await secretariat.getByRole('button', { name: 'Beslissen' }).click();
  await expect(secretariat).toHaveURL(/\/bijscholing\/cursussen\?status=AANGEVRAAGD$/);
  await expect(secretariat.getByRole('row').filter({ hasText: 'Urgentiegeneeskunde' })).toHaveCount(0);
  // The chart above the queue: a bar per state, pressed for the state the list shows; a click filters on another.
  const chart = secretariat.getByRole('region', { name: 'Aantal per status' });
  await expect(chart.getByRole('button', { name: /^Aangevraagd \d+$/ })).toHaveAttribute('aria-pressed', 'true');
  await chart.getByRole('button', { name: /^Goedgekeurd \d+$/ }).click();
  await expect(secretariat).toHaveURL(/status=GOEDGEKEURD/);
  await expect(secretariat.getByRole('row').filter({ hasText: 'Urgentiegeneeskunde' })).toBeVisible();
  // A decided course has nothing left to decide.
  await secretariat.getByRole('row').filter({ hasText: 'Urgentiegeneeskunde' }).click();
  await secretariat.getByRole('tab', { name: 'Beoordelen' }).click();
  await expect(secretariat.getByText('Er valt hier niets meer te beslissen. De huidige status is: Goedgekeurd')).toBeVisible();
  await expect(secretariat.getByRole('button', { name: 'Beslissen' })).toHaveCount(0);

  await page.goto('/bijscholing/cursussen?status=GOEDGEKEURD');
  await page.getByRole('row').filter({ hasText: 'Urgentiegeneeskunde' }).click();
  await page.getByRole('tab', { name: 'Historiek' }).click();
  const history = page.getByRole('table', { name: 'Historiek' });
  await expect(history.getByRole('row')).toHaveCount(4);
  await expect(history.getByRole('row').nth(1)).toContainText('Nieuw');
  await expect(history.getByRole('row').nth(2)).toContainText('Aangevraagd');
  await expect(history.getByRole('row').nth(3)).toContainText('Goedgekeurd');
  await expect(history.getByRole('row').nth(3)).toContainText('In orde, goede spreker.');
  // An approved course is no longer the provider's to change.
  await page.getByRole('tab', { name: 'Cursus' }).click();
  await expect(page.getByRole('button', { name: 'Opslaan' })).toHaveCount(0);
  // Nor are its speakers.
  await page.getByRole('tab', { name: 'Sprekers' }).click();
  await expect(page.getByText('Deze cursus heeft nog geen sprekers.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nieuwe spreker' })).toHaveCount(0);
});

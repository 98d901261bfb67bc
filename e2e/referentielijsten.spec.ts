import { expect, test } from '@playwright/test';
import { login } from './helpers';

// An English browser: dates and times are still typed the Dutch way (dd/MM/yyyy, 24-hour HH:mm).
test.use({ locale: 'en-US' });

test('the secretariat adds a category, a coefficient and a period', async ({ page }) => {
  await login(page, 'secretariaat');
  await page.getByRole('menuitem', { name: 'Categorieën' }).click();
  await expect(page).toHaveURL(/\/bijscholing\/categories$/);
  await expect(page).toHaveTitle(/Categorieën/);
  await page.getByRole('button', { name: 'Nieuwe categorie' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Dit veld is verplicht.').first()).toBeVisible();
  await dialog.getByLabel('Code').fill('CASUS');
  await dialog.getByRole('textbox', { name: 'Omschrijving', exact: true }).fill('Casusbespreking in groep');
  // Its French beside the Dutch, for the French readers of a course's programme.
  await dialog.getByLabel('Omschrijving (Frans)').fill('Discussion de cas en groupe');
  await dialog.getByLabel('Type').click();
  await page.getByRole('option', { name: 'BP-cursussen', exact: true }).click();
  await dialog.getByLabel('Duur (uren)').fill('2,5');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De wijzigingen werden opgeslagen.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'CASUS' });
  await expect(row).toContainText('Casusbespreking in groep');
  await expect(row).toContainText('2,5');

  // A search is a link: the address carries it, and opening it again shows the same result.
  await page.getByPlaceholder('Zoeken').fill('casus');
  await expect(page).toHaveURL(/[?&]q=casus/);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'CASUS' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Workshop' })).toHaveCount(0);

  await page.getByRole('menuitem', { name: 'Coëfficiënten' }).click();
  await page.getByRole('button', { name: 'Nieuwe coëfficiënt' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Code').fill('DUBBEL');
  await dialog.getByLabel('Coëfficiënt').fill('1,5');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Geef een geheel getal van 1 tot en met 99 in, zonder decimalen (bv. 3).')).toBeVisible();
  await dialog.getByLabel('Coëfficiënt').fill('2');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'DUBBEL' })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Periodes' }).click();
  await page.getByRole('button', { name: 'Nieuwe periode' }).click();
  dialog = page.getByRole('dialog');
  const year = new Date().getFullYear() + 10;
  await dialog.getByLabel('Begindatum').fill(`01/01/${year}`);
  await dialog.getByLabel('Einddatum').fill(`31/12/${year + 2}`);
  await dialog.getByLabel('Vereiste punten').fill('60');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De wijzigingen werden opgeslagen.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `01/01/${year}` })).toContainText(`31/12/${year + 2}`);

  // A second active period is refused by the server, with the reason under the field.
  await page
    .getByRole('row')
    .filter({ hasText: `01/01/${year}` })
    .click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Actief').check();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Er kan maar één actief zijn')).toBeVisible();
});

test('a provider sees the categories and cannot change them', async ({ page }) => {
  await login(page, 'opleider');
  await page.goto('/bijscholing/categories');
  await expect(page.getByRole('row').filter({ hasText: 'Workshop met praktijkoefeningen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nieuwe categorie' })).toHaveCount(0);
  await page.getByRole('row').filter({ hasText: 'Workshop met praktijkoefeningen' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Periodes' })).toHaveCount(0);
  await page.goto('/bijscholing/periodes');
  await expect(page.getByText('U heeft niet de juist rechten om deze pagina te zien')).toBeVisible();
});

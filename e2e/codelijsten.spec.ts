import { expect, test } from '@playwright/test';
import { login } from './helpers';

test('the secretariat edits a codelist value and translates it', async ({ page }) => {
  await login(page, 'secretariaat');
  await page.goto('/codelijsten');
  await page.getByRole('cell', { name: 'DIERSOORTEN', exact: true }).click();
  await expect(page).toHaveURL(/\/codelijsten\/\d+\/items$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Diersoorten (groepen)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Waarden', selected: true })).toBeVisible();

  await page.getByRole('cell', { name: 'Paarden', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Waarde „Paarden" wijzigen')).toBeVisible();
  const description = dialog.getByLabel('Omschrijving (Nederlands)');
  await description.fill('');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Dit veld is verplicht.')).toBeVisible();
  await description.fill('Paarden en pony’s');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De wijzigingen werden opgeslagen.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Paarden en pony’s' })).toBeVisible();

  await page.getByRole('tab', { name: 'Vertalingen' }).click();
  await expect(page).toHaveURL(/\/codelijsten\/\d+\/translations$/);
  const row = page.getByRole('row').filter({ hasText: 'Paarden en pony’s' });
  // Only the German translation is still missing for this value.
  await row.getByRole('button', { name: 'geen vertaling' }).click();
  await page.getByRole('dialog').getByLabel('Duits').fill('Pferde und Ponys');
  await page.getByRole('dialog').getByRole('button', { name: 'Opslaan' }).click();
  await expect(row.getByText('Pferde und Ponys')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Paarden en pony’s' }).getByText('Pferde und Ponys')).toBeVisible();
});

test('a provider reads codelists without changing them', async ({ page }) => {
  await login(page, 'opleider');
  await page.goto('/codelijsten');
  await page.getByRole('cell', { name: 'CURSTATUS', exact: true }).click();
  await expect(page.getByText('enkel het secretariaat kan ze wijzigen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nieuwe waarde' })).toHaveCount(0);
});

test('an unknown codelist or registration says so and leads back to its list', async ({ page }) => {
  await login(page, 'secretariaat');
  await page.goto('/codelijsten/999/items');
  await expect(page.getByText('Dit gegeven bestaat niet (meer).')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nieuwe waarde' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Terug naar de lijst' }).click();
  await expect(page).toHaveURL(/\/codelijsten$/);

  await page.goto('/registraties/999');
  await expect(page.getByText('Dit gegeven bestaat niet (meer).')).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar de lijst' }).click();
  await expect(page).toHaveURL(/\/registraties$/);
});

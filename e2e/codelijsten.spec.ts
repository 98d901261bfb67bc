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

  // A new value has no French yet: the translations tab flags it, counts it and can show it alone.
  await page.getByRole('button', { name: 'Nieuwe waarde' }).click();
  const create = page.getByRole('dialog');
  await create.getByLabel(/^Code/).fill('EZEL');
  await create.getByLabel('Omschrijving (Nederlands)').fill('Ezels');
  await create.getByRole('button', { name: 'Opslaan' }).click();
  // Saved when the dialog closes (the list pages by 10: the new value is on its second page).
  await expect(create).toBeHidden();

  await page.getByRole('tab', { name: 'Vertalingen' }).click();
  await expect(page).toHaveURL(/\/codelijsten\/\d+\/translations$/);
  const missing = 'Geen Franse vertaling: het Nederlands wordt getoond';
  await expect(page.getByRole('row').filter({ hasText: 'Paarden en pony’s' }).getByText('Équidés')).toBeVisible();
  await expect(page.getByText(/^1 van de \d+ waarden heeft geen Franse vertaling$/)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Enkel waarden zonder Franse vertaling' }).check();
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').filter({ hasText: 'Ezels' });
  await row.getByRole('button', { name: missing }).click();
  await page.getByRole('dialog').getByLabel('Frans').fill('Ânes');
  await page.getByRole('dialog').getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Alle waarden hebben een Franse vertaling.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Ezels' }).getByText('Ânes')).toBeVisible();
  await expect(page.getByText(missing)).toHaveCount(0);
});

test("a French reader finds the agenda's provinces, disciplines and species in French", async ({ page }) => {
  await login(page, 'N1004');
  // As the profile's choice saves it (a change names its origin, as the browser's own calls do).
  const choose = async (language: string) => {
    const saved = await page.request.put('/api/auth/person/language', { data: { language }, headers: { Origin: new URL(page.url()).origin } });
    expect(saved.ok()).toBe(true);
  };
  await choose('fr');
  try {
    await page.goto('/bijscholing/agenda');
    const course = page.getByRole('article', { name: 'Hartgeruis en hartfalen bij de kat' });
    await expect(course.getByText(/Flandre orientale/)).toBeVisible();
    await expect(course.getByText('Animaux de compagnie (chien, chat)')).toBeVisible();
    await expect(course.getByText('Gezelschapsdieren (hond, kat)')).toHaveCount(0);
    // The filters offer the codelists in French as well, and filter with their codes.
    const province = page.locator('select').filter({ has: page.locator('option', { hasText: 'Flandre occidentale' }) });
    await province.selectOption({ label: 'Flandre orientale' });
    await expect(page).toHaveURL(/provincie=OVL/);
    await expect(page.getByRole('article', { name: 'Klauwgezondheid bij melkvee' })).toHaveCount(0);
  } finally {
    await choose('nl');
  }
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

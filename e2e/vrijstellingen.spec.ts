import { expect, test } from '@playwright/test';
import { login } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

test('a vet asks for an exemption with a document, the secretariat downloads and approves it, and the vet sees it active', async ({ page }) => {
  await login(page, 'N1005');
  await page.goto('/vrijstellingen');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn vrijstellingen' })).toBeVisible();
  await page.getByRole('button', { name: 'Vrijstelling aanvragen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vrijstelling aanvragen' });
  // Nothing chosen: the Dutch messages, and nothing sent.
  await dialog.getByRole('button', { name: 'Aanvragen' }).click();
  await expect(dialog.getByText('Dit veld is verplicht.')).toHaveCount(2);
  await dialog.getByRole('combobox', { name: /Aantal jaren/ }).click();
  await page.getByRole('option', { name: '2 jaar' }).click();
  // A filled field's message goes at once; the other's stays until it is filled too.
  await expect(dialog.getByText('Dit veld is verplicht.')).toHaveCount(1);
  await dialog.getByLabel('Bewijsstuk', { exact: true }).setInputFiles({ name: 'attest-e2e.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByText('Dit veld is verplicht.')).toHaveCount(0);
  await dialog.getByLabel('Toelichting (niet verplicht)').fill('Verblijf in het buitenland');
  await dialog.getByRole('button', { name: 'Aanvragen' }).click();
  await expect(page.getByText('Uw aanvraag werd goed ontvangen.')).toBeVisible();
  // The list comes back by itself 2 s later, with the request.
  const row = page.getByRole('row').filter({ hasText: 'attest-e2e.pdf' });
  await expect(row).toBeVisible({ timeout: 5000 });
  await expect(row).toContainText('Aangevraagd');
  await expect(row).toContainText('Nee');
  await page.goto('/logout');

  await login(page, 'secretariaat');
  await page.goto('/vrijstellingen/register');
  const request = page.getByRole('row').filter({ hasText: 'Désiré Wouters' }).filter({ hasText: 'attest-e2e.pdf' });
  await expect(request).toBeVisible();
  const href = await request.getByRole('link', { name: 'attest-e2e.pdf' }).getAttribute('href');
  expect(href).toMatch(/^\/api\/vrijstellingen\/\d+\/actions\/download-document$/);
  const download = await page.request.get(href!);
  expect(download.status()).toBe(200);
  expect((await download.body()).equals(PDF)).toBe(true);
  await request.getByText('Désiré Wouters').click();
  await page.getByRole('tab', { name: 'Beslissing' }).click();
  // SPEC §4: an exemption's decision starts on "Aangevraagd".
  const state = page.getByRole('combobox', { name: 'Nieuwe status' });
  await expect(state).toContainText('Aangevraagd');
  await state.click();
  await page.getByRole('option', { name: 'Goedgekeurd' }).click();
  await page.getByRole('button', { name: 'Beslissen' }).click();
  await expect(page.getByText('De wijzigingen werden opgeslagen.')).toBeVisible();
  await page.goto('/logout');

  await login(page, 'N1005');
  await page.goto('/vrijstellingen');
  const approved = page.getByRole('row').filter({ hasText: 'attest-e2e.pdf' });
  await expect(approved).toContainText('Goedgekeurd');
  await expect(approved).toContainText('Ja');
  await expect(approved).toContainText(/\d\d\/\d\d\/\d{4}/);
});

test('the request dialog and the list fit a phone, by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await login(page, 'N1003');
  await page.goto('/vrijstellingen');
  await expect(page.getByText('Goedgekeurd').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Vrijstelling aanvragen' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Vrijstelling aanvragen' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

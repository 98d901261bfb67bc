import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login } from './helpers';

test.use({ locale: 'en-US' });

test('a vet changes their contact data and the secretariat finds it in the logbook, follows it to the member and exports the trail', async ({ page }) => {
  // A change of the member's own data, as their browser sends it.
  await login(page, 'N1001');
  const status = await page.evaluate(async () => {
    const body = JSON.stringify({ email: 'n1001@demo.orde-dierenartsen.be', telephone: '+32 9 765 43 21', mobile: null });
    return (await fetch('/api/dierenartsen/N1001', { method: 'POST', headers: { 'content-type': 'application/json' }, body, credentials: 'include' })).status;
  });
  expect(status).toBe(200);
  await page.context().clearCookies();

  await login(page, 'secretariaat');
  await page.getByRole('menuitem', { name: 'Logboek' }).click();
  await expect(page).toHaveURL(/\/logboek$/);
  await expect(page.getByRole('heading', { name: 'Logboek', level: 1 })).toBeVisible();
  await page.getByLabel('Door (gebruikersnaam)').fill('N1001');
  await page.getByRole('combobox', { name: 'Soort' }).click();
  await page.getByRole('option', { name: 'Dierenarts', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: 'Contactgegevens gewijzigd' });
  await expect(row).toHaveCount(1);
  // The changed field once, with its value before and after.
  await expect(row).toContainText('Telefoon: ');
  await expect(row).toContainText('→ +32 9 765 43 21');

  // A day that does not exist is told in Dutch and never asked for.
  await page.getByLabel('Van').fill('31/02/2026');
  await expect(page.getByText('Geef een geldige datum in (dd/mm/jjjj).')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exporteren naar Excel' })).toBeDisabled();
  await page.getByLabel('Van').fill('');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporteren naar Excel' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^logboek-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.getWorksheet('Logboek')!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Tijdstip', 'Door', 'Soort', 'Nummer', 'Handeling', 'Gewijzigde velden']);
  expect((sheet.getRow(2).values as unknown[]).slice(2)).toEqual([
    expect.stringContaining('N1001'),
    'Dierenarts',
    'N1001',
    'Contactgegevens gewijzigd',
    expect.stringMatching(/^Telefoon: .* → \+32 9 765 43 21$/),
  ]);

  // The record leads to the member's profile sheet.
  await row.getByRole('link', { name: 'N1001 openen (Dierenarts)' }).click();
  await expect(page).toHaveURL(/\/zoeken\/dierenarts\/N1001$/);
});

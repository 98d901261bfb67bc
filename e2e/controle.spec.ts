import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login } from './helpers';

test.use({ locale: 'en-US' });

test('the secretariat lists who is short of points, opens a member’s points table and exports the list to Excel', async ({ page }) => {
  await login(page, 'secretariaat');
  await page.getByRole('menuitem', { name: 'Controlelijst' }).click();
  await expect(page).toHaveURL(/\/bijscholing\/controle/);
  const janssens = page.getByRole('row').filter({ hasText: 'N1001' });
  await expect(janssens).toContainText('Janssens Pieter');

  await page.getByLabel('Enkel wie te weinig punten heeft').check();
  await expect(page.getByRole('row').filter({ hasText: 'N1003' })).toContainText('60');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporteren naar Excel' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^controlelijst-\d{4}-\d{4}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Ordenummer', 'Naam', 'Effectieve punten', 'Theoretische punten', 'Vereiste punten', 'Tekort', 'Vrijstelling']);
  // Per member, the last column: whether an approved exemption covers them (N1003's demo one does, N1004's request not yet).
  const exempt = new Map(sheet.getSheetValues().slice(2).map((r) => [(r as unknown[])[1], (r as unknown[]).at(-1)]));
  expect(exempt.get('N1003')).toBe('Ja');
  expect(exempt.get('N1004')).toBe('Nee');

  // A member's name leads to their points table of that period, read-only for the secretariat.
  await page.getByLabel('Enkel wie te weinig punten heeft').uncheck();
  await page.getByRole('link', { name: 'Punten van Pieter Janssens bekijken' }).click();
  await expect(page).toHaveURL(/\/bijscholing\/punten\?user=N1001&periode=\d+$/);
  await expect(page.getByRole('combobox', { name: 'Periode' })).toContainText('(actief)');
  await expect(page.getByRole('heading', { name: 'Lesgeven' })).toBeVisible();
  await expect(page.getByText('Gastles dierenwelzijn, hogeschool Gent')).toBeVisible();
});

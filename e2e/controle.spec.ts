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

  // The whole list to Excel (the filters once they settle would leave N1003 out: see below).
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporteren naar Excel' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^controlelijst-\d{4}-\d{4}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
    'Ordenummer',
    'Naam',
    'Effectieve punten',
    'Theoretische punten',
    'Vereiste punten',
    'Tekort',
    'Vrijstelling',
  ]);
  // Per member, the last column: whether an approved exemption covers them (N1003's demo one does, N1004's request not yet).
  const exempt = new Map(
    sheet
      .getSheetValues()
      .slice(2)
      .map((r) => [(r as unknown[])[1], (r as unknown[]).at(-1)]),
  );
  expect(exempt.get('N1003')).toBe('Ja');
  expect(exempt.get('N1004')).toBe('Nee');

  // Who is short: N1001 is; N1003 has no points either, but an approved exemption frees them.
  await page.getByLabel('Enkel wie te weinig punten heeft').check();
  await expect(page).toHaveURL(/docontrol=1/);
  await expect(janssens).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'N1003' })).toHaveCount(0);

  // A member's name leads to their points table of that period, read-only for the secretariat.
  await page.getByLabel('Enkel wie te weinig punten heeft').uncheck();
  await expect(page).not.toHaveURL(/docontrol/);
  await page.getByRole('link', { name: 'Janssens Pieter: punten bekijken' }).click();
  await expect(page).toHaveURL(/\/bijscholing\/punten\?user=N1001&periode=\d+$/);
  await expect(page.getByRole('combobox', { name: 'Periode' })).toContainText('(actief)');
  await expect(page.getByRole('heading', { name: 'Lesgeven' })).toBeVisible();
  await expect(page.getByText('Gastles dierenwelzijn, hogeschool Gent')).toBeVisible();
});

test('a filtered control list lives in its address: a bookmark and a reload show it again, and a minimum that is no number is never asked for', async ({
  page,
}) => {
  await login(page, 'secretariaat');
  await page.getByRole('menuitem', { name: 'Controlelijst' }).click();
  // The period shown goes into the address too (SPEC §2: periode, docontrol, min, max, username).
  await expect(page).toHaveURL(/\/bijscholing\/controle\?periode=\d+$/);
  const periode = new URL(page.url()).searchParams.get('periode');

  const bookmark = `/bijscholing/controle?periode=${periode}&username=N1001&min=0`;
  await page.goto(bookmark);
  const rows = page.getByRole('table', { name: 'Controlelijst bijscholing' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'N1001' })).toContainText('Janssens Pieter');
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(page.getByLabel('Ordenummer')).toHaveValue('N1001');
  await expect(page.getByLabel('Minimum punten')).toHaveValue('0');

  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/controle?')) asked.push(r.url());
  });
  await page.getByLabel('Minimum punten').fill('abc');
  await expect(page.getByText('Geen geldig getal, gebruik volgende formaat : 20,65')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(asked).toEqual([]);
  await expect(page).toHaveURL(/min=0/);
  await expect(rows.filter({ hasText: 'N1001' })).toBeVisible();

  // Filters typed on the page go into the address, in SPEC §2's names.
  await page.getByLabel('Minimum punten').fill('');
  await page.getByLabel('Ordenummer').fill('');
  await page.getByLabel('Enkel wie te weinig punten heeft').check();
  await expect(page).toHaveURL(new RegExp(`/bijscholing/controle\\?periode=${periode}&docontrol=1$`));
  await expect(rows.filter({ hasText: 'N1001' })).toBeVisible();
  await expect(rows.filter({ hasText: 'N1003' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Enkel wie te weinig punten heeft')).toBeChecked();
});

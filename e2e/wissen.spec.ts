import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { login } from './helpers';

test.use({ locale: 'en-US' });

// Runs after the journeys that use N1006 (files run in name order), before the search.
test("the secretariat downloads a member's data, then erases the member after typing their ordenummer", async ({ page }) => {
  await login(page, 'secretariaat');
  await page.goto('/zoeken/dierenarts/N1006');
  await expect(page.getByRole('heading', { name: 'Lotte Van den Broeck', level: 1 })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Gegevens van het lid downloaden' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^gegevens-N1006-/);
  const zip = await JSZip.loadAsync(await fs.readFile(await download.path()));
  expect(Object.keys(zip.files)).toEqual(expect.arrayContaining(['overzicht.html', 'gegevens.json']));

  await page.getByRole('button', { name: 'Gegevens wissen' }).click();
  const dialog = page.getByRole('dialog', { name: 'De gegevens van Lotte Van den Broeck wissen' });
  await expect(dialog).toContainText('Blijven zonder naam bewaard');
  const typed = dialog.getByLabel('Typ het ordenummer (N1006) om te bevestigen');
  await typed.fill('N1005');
  await dialog.getByRole('button', { name: 'Definitief wissen' }).click();
  await expect(dialog.getByText('Typ het ordenummer van het lid om het wissen te bevestigen.')).toBeVisible();
  await typed.fill('N1006');
  await dialog.getByRole('button', { name: 'Definitief wissen' }).click();
  await expect(page.getByText('De gegevens van Lotte Van den Broeck werden gewist.')).toBeVisible();
  await expect(page).toHaveURL(/\/zoeken\/dierenarts$/);

  // The member is gone from the directory, and the trail names the erasure.
  await page.goto('/zoeken/dierenarts/N1006');
  await expect(page.getByText('Lotte Van den Broeck')).toHaveCount(0);
  await page.goto('/logboek');
  await page.getByRole('combobox', { name: 'Handeling' }).click();
  await page.getByRole('option', { name: 'Gegevens gewist' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Gegevens gewist' })).toHaveCount(1);
});

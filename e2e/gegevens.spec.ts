import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { login } from './helpers';

test.use({ locale: 'en-US' });

test('a vet downloads everything the portal holds about them from their profile, in one file', async ({ page }) => {
  await login(page, 'N1001');
  await page.goto('/profiel');
  await expect(page.getByRole('heading', { name: 'Mijn gegevens' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Mijn gegevens downloaden' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^gegevens-N1001-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByText('Het bestand met de gegevens werd gedownload.')).toBeVisible();
  const fs = await import('node:fs/promises');
  const zip = await JSZip.loadAsync(await fs.readFile(await download.path()));
  const html = await zip.file('overzicht.html')!.async('string');
  expect(html).toContain('Uw gegevens bij de Orde der Dierenartsen');
  // The overview fits a phone (375 px) without sideways scrolling, also with one very long word in it.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.setContent(html.replace('</main>', `<dl><dt>Commentaar</dt><dd>${'Heel'.repeat(2000)}</dd></dl></main>`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw gegevens bij de Orde der Dierenartsen');
  await expect(page.getByRole('heading', { name: 'Bijscholingspunten' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const data = JSON.parse(await zip.file('gegevens.json')!.async('string'));
  expect(data.account[0].username).toBe('N1001');
  expect(data.punten.length).toBeGreaterThan(0);
});

test('the secretariat sees the reminders per occasion, as a chart and a table, and sends what is due once', async ({ page }) => {
  await login(page, 'secretariaat');
  await page.getByRole('menuitem', { name: 'Herinneringen' }).click();
  await expect(page).toHaveURL(/\/herinneringen$/);
  const table = page.getByRole('table', { name: 'Herinneringen per gelegenheid' });
  for (const occasion of ['Bijscholingspunten', 'Stemmen', 'Vrijstelling', 'Evaluatietoets'])
    await expect(table.getByRole('row').filter({ hasText: occasion })).toHaveCount(1);
  await expect(page.getByRole('img', { name: 'Herinneringen per gelegenheid: nu te versturen en verstuurd' })).toBeVisible();
  // Nothing goes before the secretariat saw how many members it reaches.
  await page.getByRole('button', { name: 'Nu versturen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/naar (1 lid|\d+ leden)/);
  await dialog.getByRole('button', { name: 'Nu versturen' }).click();
  await expect(page.getByText(/herinnering(en)? in de mailwachtrij gezet|Geen nieuwe herinneringen/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Laatste rondes' }).getByRole('row').filter({ hasText: 'Op vraag' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Herinnerd in de laatste ronde' })).toBeVisible();
  // A second press sends nothing more: everyone due was reminded.
  await page.getByRole('button', { name: 'Nu versturen' }).click();
  await expect(page.getByRole('dialog')).toContainText('naar 0 leden');
  await page.getByRole('dialog').getByRole('button', { name: 'Nu versturen' }).click();
  await expect(page.getByText('Geen nieuwe herinneringen: wie er een moest krijgen, kreeg ze al.')).toBeVisible();
  await expect(page.getByText('De laatste ronde herinnerde niemand.')).toBeVisible();
});

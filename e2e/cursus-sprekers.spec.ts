import { expect, test } from '@playwright/test';
import { login } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

test('a provider adds a known veterinarian as speaker by name, and uploads the CV of a speaker in its dialog', async ({ page }) => {
  await login(page, 'opleider');
  await page.getByRole('row').filter({ hasText: 'Echografie van het abdomen' }).click();
  await page.getByRole('tab', { name: 'Sprekers' }).click();
  await expect(page).toHaveURL(/\/bijscholing\/cursussen\/\d+\/sprekers$/);

  await page.getByRole('button', { name: 'Nieuwe spreker' }).click();
  let dialog = page.getByRole('dialog');
  // A new speaker has no files yet: it is saved first.
  await expect(dialog.getByText('Bewaar de spreker eerst om een cv of attest op te laden.')).toBeVisible();
  await dialog.getByLabel('Gekende dierenarts').fill('Janss');
  await page.getByRole('option', { name: /Pieter Janssens.*N1001/ }).click();
  await expect(dialog.getByLabel('Voornaam')).toHaveValue('Pieter');
  await expect(dialog.getByRole('textbox', { name: 'Naam', exact: true })).toHaveValue('Janssens');
  await dialog.getByLabel('Titel').fill('Dr.');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: 'Janssens' });
  await expect(row).toContainText('Dr.');

  // Saved, the speaker reads back as the known person, and takes its CV in the same dialog.
  await row.click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Gekende dierenarts')).toHaveValue('Pieter Janssens');
  await dialog.getByLabel('CV: Bestand kiezen').setInputFiles({ name: 'cv-janssens.pdf', mimeType: 'application/pdf', buffer: PDF });
  const link = dialog.getByRole('link', { name: 'cv-janssens.pdf' });
  await expect(link).toBeVisible();
  expect(await link.getAttribute('href')).toMatch(/^\/api\/bijscholing\/cursussprekers\/\d+\/cv$/);
  // Nothing else changed, so the dialog closes at once; the list read the speaker again after the upload.
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row).toContainText('cv-janssens.pdf');
});

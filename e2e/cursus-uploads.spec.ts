import { expect, test } from '@playwright/test';
import { login } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

test('a provider uploads the attachment of a NIEUW course, sees its name, and a disallowed file is refused in Dutch', async ({ page }) => {
  await login(page, 'opleider');
  await page.getByRole('row').filter({ hasText: 'Echografie van het abdomen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Echografie van het abdomen bij hond en kat' })).toBeVisible();
  await expect(page.getByText('Nog geen bestand').first()).toBeVisible();

  await page.getByLabel('Bijlage: Bestand kiezen').setInputFiles({ name: 'programma.pdf', mimeType: 'application/pdf', buffer: PDF });
  const link = page.getByRole('link', { name: 'programma.pdf' });
  await expect(link).toBeVisible();
  expect(await link.getAttribute('href')).toMatch(/^\/api\/bijscholing\/cursussen\/\d+\/attachment$/);
  const download = await page.request.get((await link.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toContain("filename*=UTF-8''programma.pdf");

  // A program renamed to .pdf passes the browser's check of the name, but not the server's of the content.
  await page
    .getByLabel('Bijlage: Bestand kiezen')
    .setInputFiles({ name: 'virus.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 not a pdf') });
  await expect(page.getByText('Dit bestandstype is niet toegelaten (doc, docx, pdf, ppt, pptx, jpg, jpeg).')).toBeVisible();
  await expect(page.getByRole('link', { name: 'programma.pdf' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('link', { name: 'programma.pdf' })).toBeVisible();
  // The contact person is one of the organisation's people.
  await page.getByLabel('Contactpersoon').click();
  await page.getByRole('option', { name: 'Koen Maes' }).click();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De wijzigingen werden opgeslagen.')).toBeVisible();
  await page.getByRole('tab', { name: 'Aanwezigheden' }).click();
  await expect(page).toHaveURL(/\/bijscholing\/cursussen\/\d+\/aanwezigheden$/);
  await expect(page.getByLabel('Aanwezigheidslijst: Bestand kiezen')).toBeAttached();
});

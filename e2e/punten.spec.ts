import { expect, type Page, test } from '@playwright/test';
import { login } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
// An English browser: dates and numbers are still typed and shown the Dutch way.
test.use({ locale: 'en-US' });

const section = (page: Page, name: string) => page.getByRole('region', { name });
const saved = (page: Page) => expect(page.getByText('De wijzigingen werden opgeslagen.').first()).toBeVisible();

test('a vet adds a course through the typeahead and another form with Dutch numbers, uploads a certificate and sees the totals move', async ({ page }) => {
  await login(page, 'N1001');
  await page.goto('/bijscholing/punten');
  await expect(page.getByRole('combobox', { name: /^Periode/ })).toContainText('(actief)');
  const bp = section(page, 'BP-cursussen');
  await expect(bp.getByRole('row').filter({ hasText: 'Antibioticabeleid in de varkenshouderij' })).toBeVisible();
  // The declined demo row shows as deleted, with the secretariat's reason.
  await expect(section(page, 'Lesgeven').getByText('Afgekeurd: Geen bewijs van de lesopdracht.')).toBeVisible();
  const summary = page.getByTestId('progress-summary');
  const before = await summary.textContent();

  // A BP course, chosen through the typeahead; Enter chooses, a second Enter saves the row.
  await page.getByRole('button', { name: 'Rij toevoegen: BP-cursussen' }).click();
  const course = bp.getByRole('combobox', { name: 'Cursus' });
  await course.fill('Antibiotica');
  await page.getByRole('option', { name: /Antibioticabeleid in de varkenshouderij/ }).click();
  await course.press('Enter');
  await saved(page);
  await expect(bp.getByRole('row').filter({ hasText: 'Antibioticabeleid in de varkenshouderij' })).toHaveCount(2);

  // Another form, pages typed with dot thousands: over 60% of the required points now.
  const others = section(page, 'Andere vormen');
  await page.getByRole('button', { name: 'Rij toevoegen: Andere vormen' }).click();
  await others.getByRole('textbox', { name: 'Titel' }).fill('Handboek varkensgezondheid');
  await others.getByRole('textbox', { name: 'Auteur' }).press('Tab');
  await others.getByRole('textbox', { name: "Pagina's" }).fill('1.050');
  await others.getByRole('textbox', { name: 'Begindatum' }).fill('abc');
  await others.getByRole('textbox', { name: 'Begindatum' }).press('Enter');
  await expect(others.getByText('Geef een datum als dd/mm/jjjj.').first()).toBeVisible();
  const day = new Date().toISOString().slice(0, 10).split('-').reverse().join('/');
  await others.getByRole('textbox', { name: 'Begindatum' }).fill(day);
  await others.getByRole('textbox', { name: 'Begindatum' }).press('Enter');
  await saved(page);
  await expect(others.getByRole('row').filter({ hasText: 'Handboek varkensgezondheid' })).toContainText('1.050');
  await expect(page.getByText(/maximum 60% van de te behalen punten/)).toBeVisible();

  // A teaching, its hours with a decimal comma; a wrong number is named in Dutch first.
  const teachings = section(page, 'Lesgeven');
  await page.getByRole('button', { name: 'Rij toevoegen: Lesgeven' }).click();
  await teachings.getByRole('textbox', { name: 'Titel' }).fill('Gastcollege bioveiligheid');
  await teachings.getByRole('textbox', { name: 'Begindatum' }).fill(day);
  await teachings.getByRole('textbox', { name: 'Uren' }).fill('2,5x');
  await teachings.getByRole('textbox', { name: 'Uren' }).press('Enter');
  await expect(teachings.getByText('Foutief getal vb: 50,20').first()).toBeVisible();
  await teachings.getByRole('textbox', { name: 'Uren' }).fill('2,5');
  await teachings.getByRole('textbox', { name: 'Uren' }).press('Enter');
  await saved(page);
  await expect(teachings.getByRole('row').filter({ hasText: 'Gastcollege bioveiligheid' })).toContainText('2,5');
  await expect(teachings.getByTestId('total-teachings')).toContainText('Totaal Lesgeven: 6 punten');
  await expect(summary).not.toHaveText(before ?? '');

  // The pass certificate of the new course row.
  const row = bp.getByRole('row').filter({ hasText: 'Nieuw' }).filter({ hasText: 'Antibioticabeleid' });
  await row.getByRole('menuitem', { name: 'Bestanden' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Attest van slagen: Bestand kiezen').setInputFiles({ name: 'attest.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByRole('link', { name: 'attest.pdf' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
});

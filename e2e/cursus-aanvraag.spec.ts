import { expect, type Page, test } from '@playwright/test';
import { login } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
/** A day from today, typed as the app asks for it (dd/MM/yyyy). */
const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  const [y, m, dd] = d.toISOString().slice(0, 10).split('-');
  return `${dd}/${m}/${y}`;
};
// An English browser: dates and times are still typed the Dutch way (dd/MM/yyyy, 24-hour HH:mm).
test.use({ locale: 'en-US' });
const TITLE = 'Acute buikpijn bij het paard';

async function addItem(page: Page, start: string, end: string) {
  await page.getByRole('button', { name: 'Nieuw item' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Datum').fill(day(30));
  await dialog.getByLabel('Beginuur').fill(start);
  await dialog.getByLabel('Einduur').fill(end);
  await dialog.getByLabel('Categorie').click();
  await page.getByRole('option', { name: 'LEZ – Lezing of voordracht · Duur (uren): 1' }).click();
  await dialog.getByLabel('Coëfficiënt').click();
  await page.getByRole('option', { name: 'STANDAARD – Gewone bijscholing · Coëfficiënt: 1' }).click();
  await dialog.getByLabel('Sprekers').click();
  await page.getByRole('option', { name: 'Jan Claes' }).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a course from request to approval: speaker, items, attachment, request, assessment, evaluation test and history', async ({ page, browser }) => {
  // Two people and some forty steps: 29 s alone, past the minute beside the walk on a shared 2-core machine.
  test.slow();
  await login(page, 'opleider');
  await page.getByRole('button', { name: 'Nieuwe cursus' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Titel').fill(TITLE);
  await dialog.getByLabel('Begindatum').fill(day(30));
  await dialog.getByLabel('Einddatum').fill(day(30));
  await dialog.getByLabel('Type').click();
  await page.getByRole('option', { name: /^BP-cursus/ }).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await page.getByRole('row').filter({ hasText: TITLE }).click();

  await page.getByRole('tab', { name: 'Sprekers' }).click();
  await page.getByRole('button', { name: 'Nieuwe spreker' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Voornaam').fill('Jan');
  await dialog.getByRole('textbox', { name: 'Naam', exact: true }).fill('Claes');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Claes' })).toBeVisible();

  await page.getByRole('tab', { name: 'Items' }).click();
  await addItem(page, '19:00', '21:30');
  await addItem(page, '09:00', '12:10');
  await expect(page.getByRole('row').filter({ hasText: '21:30' })).toContainText('2,5');
  await expect(page.getByRole('row').filter({ hasText: '12:10' })).toContainText('3,5');
  // What the course is worth while it is built: the items' total, above them; the morning item first.
  await expect(page.getByText('Punten (totaal): 6')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('12:10');

  await page.getByRole('tab', { name: 'Cursus' }).click();
  await page.getByLabel('Bijlage: Bestand kiezen').setInputFiles({ name: 'programma.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('link', { name: 'programma.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Indienen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Indienen' }).click();
  await expect(page.getByText('Uw aanvraag werd goed ontvangen.')).toBeVisible();

  const secretariat = await browser.newPage();
  await login(secretariat, 'secretariaat');
  await secretariat.goto('/bijscholing/cursussen?status=AANGEVRAAGD');
  await secretariat.getByRole('row').filter({ hasText: TITLE }).click();
  await secretariat.getByRole('tab', { name: 'Beoordelen' }).click();
  await secretariat.getByLabel('Nieuwe status').click();
  await secretariat.getByRole('option', { name: 'Goedgekeurd' }).click();
  await secretariat.getByRole('button', { name: 'Beslissen' }).click();
  await expect(secretariat).toHaveURL(/\/bijscholing\/cursussen\?status=AANGEVRAAGD$/);

  await page.goto('/bijscholing/cursussen?status=GOEDGEKEURD');
  await page.getByRole('row').filter({ hasText: TITLE }).click();
  await page.getByLabel('Evaluatietoets: Bestand kiezen').setInputFiles({ name: 'toets.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('link', { name: 'toets.pdf' })).toBeVisible();

  await secretariat.goto('/bijscholing/evaluaties?status=NEW');
  await secretariat.getByRole('row').filter({ hasText: TITLE }).click();
  await secretariat.getByRole('button', { name: 'Beslissen' }).click();
  await secretariat.getByLabel('Nieuwe status').click();
  await secretariat.getByRole('option', { name: 'Goedgekeurd' }).click();
  await secretariat.getByRole('dialog').getByRole('button', { name: 'Beslissen' }).click();
  await expect(secretariat).toHaveURL(/\/bijscholing\/evaluaties\?status=NEW$/);

  await page.reload();
  await page.getByRole('tab', { name: 'Historiek' }).click();
  const rows = page.getByRole('table', { name: 'Historiek' }).getByRole('row');
  await expect(rows).toHaveCount(7);
  for (const [i, text] of ['Nieuw', 'Bestand opgeladen', 'Aangevraagd', 'Goedgekeurd', 'Bestand opgeladen', 'Evaluatietoets goedgekeurd'].entries()) {
    await expect(rows.nth(i + 1)).toContainText(text);
  }

  // The requests tab: the evaluation test and the course request, newest first, each with its decision.
  await page.getByRole('tab', { name: 'Aanvragen' }).click();
  await expect(page).toHaveURL(/\/bijscholing\/cursussen\/\d+\/aanvragen$/);
  const evaluation = page.getByRole('listitem', { name: 'Evaluatietoets' });
  await expect(evaluation).toContainText('Goedgekeurd');
  await expect(evaluation).toContainText(/Evaluatienummer: \d{4}-\d{4}/);
  await expect(page.getByRole('listitem', { name: 'Cursusaanvraag' })).toContainText('ingediend op');
  await expect(page.getByRole('listitem', { name: 'Cursusaanvraag' })).toContainText('door secretariaat');
  await expect(page.getByRole('button', { name: 'Beslissen' })).toHaveCount(0);
});

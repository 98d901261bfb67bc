import { expect, type Locator, type Page, test } from '@playwright/test';
import { login } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
// An English browser: dates and numbers are still typed and shown the Dutch way.
test.use({ locale: 'en-US' });

const section = (page: Page, name: string) => page.getByRole('region', { name });
const saved = (page: Page) => expect(page.getByText('De wijzigingen werden opgeslagen.').first()).toBeVisible();
const today = () => new Date().toISOString().slice(0, 10).split('-').reverse().join('/');
const TWICE = 'Deze cursus staat al in uw bijscholingspunten. Een cursus telt maar één keer.';

/** The points table: its first load also fetches the screen's code and its chart's, which a busy machine takes its time over. */
async function openPoints(page: Page, path = '/bijscholing/punten') {
  await page.goto(path);
  await expect(page.getByTestId('total-peerreview')).toBeVisible({ timeout: 30_000 });
}

/** Adds a course row through the typeahead: Enter chooses, a second Enter saves the row. */
async function addCourse(page: Page, grid: Locator, name: string, typed: string) {
  await page.getByRole('button', { name: `Rij toevoegen: ${name}` }).click();
  const course = grid.getByRole('combobox', { name: 'Cursus' });
  await course.fill(typed);
  await page.getByRole('option', { name: new RegExp(typed) }).click();
  await course.press('Enter');
}

test('a vet adds another form with Dutch numbers and a teaching, sees the totals move and what approved rows count; a course counts once', async ({ page }) => {
  test.slow();
  await login(page, 'N1001');
  await openPoints(page);
  await expect(page.getByRole('combobox', { name: /^Periode/ })).toContainText('(actief)');
  const bp = section(page, 'BP-cursussen');
  const antibiotics = bp.getByRole('row').filter({ hasText: 'Antibioticabeleid in de varkenshouderij' });
  await expect(antibiotics).toBeVisible();
  // An approved row shows what it counts: its effective points, or its calculated ones where none were set.
  await expect(antibiotics).toContainText('2 / 2');
  await expect(section(page, 'Peer review').getByRole('row').filter({ hasText: 'Intervisie regio Oost-Vlaanderen' })).toContainText('5 / 5');
  // The declined demo row shows as deleted, with the secretariat's reason.
  await expect(section(page, 'Lesgeven').getByText('Afgekeurd: Geen bewijs van de lesopdracht.')).toBeVisible();
  const summary = page.getByTestId('progress-summary');
  const before = await summary.textContent();

  // The approved course again: refused, said in Dutch in the grid; Escape drops the row.
  await addCourse(page, bp, 'BP-cursussen', 'Antibiotica');
  await expect(bp.getByText(`Cursus: ${TWICE}`)).toBeVisible();
  await bp.getByRole('combobox', { name: 'Cursus' }).press('Escape');
  await expect(antibiotics).toHaveCount(1);

  // Another form, pages typed with dot thousands: its points rounded up to halves, over 60% of the required points now.
  const others = section(page, 'Andere vormen');
  await page.getByRole('button', { name: 'Rij toevoegen: Andere vormen' }).click();
  await others.getByRole('textbox', { name: 'Titel' }).fill('Handboek varkensgezondheid');
  await others.getByRole('textbox', { name: 'Auteur' }).press('Tab');
  await others.getByRole('textbox', { name: "Pagina's" }).fill('1.100');
  await others.getByRole('textbox', { name: 'Begindatum' }).fill('abc');
  await others.getByRole('textbox', { name: 'Begindatum' }).press('Enter');
  await expect(others.getByText('Geef een datum als dd/mm/jjjj.').first()).toBeVisible();
  await others.getByRole('textbox', { name: 'Begindatum' }).fill(today());
  await others.getByRole('textbox', { name: 'Begindatum' }).press('Enter');
  await saved(page);
  const book = others.getByRole('row').filter({ hasText: 'Handboek varkensgezondheid' });
  await expect(book).toContainText('1.100');
  await expect(book).toContainText('37 / -');
  await expect(page.getByText(/maximum 60% van de te behalen punten/)).toBeVisible();
  // A reading's files: its document, no pass certificate of a course, no attendance.
  await book.getByRole('menuitem', { name: 'Bestanden' }).click();
  const files = page.getByRole('dialog');
  await expect(files.getByRole('group', { name: 'Document' })).toBeVisible();
  await expect(files.getByRole('group', { name: 'Attest van slagen' })).toHaveCount(0);
  await expect(files.getByRole('group', { name: 'Aanwezigheidsbewijs' })).toHaveCount(0);
  await files.getByRole('button', { name: 'Sluiten' }).click();

  // A teaching, its hours with a decimal comma; a wrong number is named in Dutch first.
  const teachings = section(page, 'Lesgeven');
  await page.getByRole('button', { name: 'Rij toevoegen: Lesgeven' }).click();
  await teachings.getByRole('textbox', { name: 'Titel' }).fill('Gastcollege bioveiligheid');
  await teachings.getByRole('textbox', { name: 'Begindatum' }).fill(today());
  await teachings.getByRole('textbox', { name: 'Uren' }).fill('2,5x');
  await teachings.getByRole('textbox', { name: 'Uren' }).press('Enter');
  await expect(teachings.getByText('Foutief getal vb: 50,20').first()).toBeVisible();
  await teachings.getByRole('textbox', { name: 'Uren' }).fill('2,5');
  await teachings.getByRole('textbox', { name: 'Uren' }).press('Enter');
  await saved(page);
  await expect(teachings.getByRole('row').filter({ hasText: 'Gastcollege bioveiligheid' })).toContainText('2,5');
  await expect(teachings.getByTestId('total-teachings')).toContainText('Totaal Lesgeven: 6 punten');
  await expect(summary).not.toHaveText(before ?? '');
});

test('a vet registers an approved course once, uploads its pass certificate, and is told so when adding it again', async ({ page }) => {
  // Two loads of the table, an upload and two saves: more than a minute on a busy machine.
  test.slow();
  await login(page, 'N1006');
  await openPoints(page);
  const bp = section(page, 'BP-cursussen');
  await addCourse(page, bp, 'BP-cursussen', 'Antibiotica');
  await saved(page);
  const row = bp.getByRole('row').filter({ hasText: 'Nieuw' }).filter({ hasText: 'Antibioticabeleid' });
  await expect(row).toHaveCount(1);

  await row.getByRole('menuitem', { name: 'Bestanden' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Attest van slagen: Bestand kiezen').setInputFiles({ name: 'attest.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByRole('link', { name: 'attest.pdf' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Sluiten' }).click();

  await addCourse(page, bp, 'BP-cursussen', 'Antibiotica');
  await expect(bp.getByText(`Cursus: ${TWICE}`)).toBeVisible();
  await expect(page.getByText(`De rij is niet bewaard: ${TWICE}`)).toBeVisible();
  // Escape drops the refused row (kept, it would ask before the page is left), and the one saved stays.
  await bp.getByRole('combobox', { name: 'Cursus' }).press('Escape');
  await openPoints(page);
  await expect(section(page, 'BP-cursussen').getByRole('row').filter({ hasText: 'Antibioticabeleid' })).toHaveCount(1);
});

test('a row typed but not saved asks before the vet leaves the points table, and stays when they choose to', async ({ page }) => {
  await login(page, 'N1006');
  await openPoints(page);
  const teachings = section(page, 'Lesgeven');
  await page.getByRole('button', { name: 'Rij toevoegen: Lesgeven' }).click();
  await teachings.getByRole('textbox', { name: 'Titel' }).fill('Gastles zonder datum');

  await page.getByRole('menuitem', { name: 'Mijn profiel' }).click();
  const ask = page.getByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' });
  await expect(ask).toContainText('Sommige van uw wijzigingen werden niet opgeslagen.');
  await ask.getByRole('button', { name: 'Verder bewerken' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page).toHaveURL(/\/bijscholing\/punten$/);
  await expect(teachings.getByRole('textbox', { name: 'Titel' })).toHaveValue('Gastles zonder datum');

  await page.getByRole('menuitem', { name: 'Mijn profiel' }).click();
  await page.getByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' }).getByRole('button', { name: 'Wijzigingen negeren' }).click();
  await expect(page).toHaveURL(/\/profiel$/);
});

test("the secretariat reads a member's table under their name, and the review of a reading offers no pass certificate", async ({ page }) => {
  await login(page, 'secretariaat');
  await openPoints(page, '/bijscholing/punten?user=N1004');
  await expect(page.getByRole('heading', { name: 'Voortgang van Wouter De Smet (N1004) in deze periode' })).toBeVisible();
  await expect(page.getByText('Mijn voortgang')).toHaveCount(0);
  await expect(page.getByText(/U bekijkt de punten van Wouter De Smet \(N1004\)/)).toBeVisible();

  const answer = await page.request.get('/api/bijscholing/punten?username=N1004&type=others&limit=5');
  const reading = (await answer.json()).items[0] as { id: number; title: string };
  await page.goto(`/bijscholing/beoordeling/${reading.id}`);
  await expect(page.getByRole('heading', { level: 1, name: reading.title })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Document' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Attest van slagen' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("each grid shows a row's actions, title and points without a swipe, and a cell's message whole", async ({ page }) => {
    await login(page, 'N1001');
    await openPoints(page);
    const teachings = section(page, 'Lesgeven');
    await expect(teachings.getByRole('row').filter({ hasText: 'Gastles dierenwelzijn' })).toBeVisible();
    for (const name of ['EBP-cursussen', 'BP-cursussen', 'Andere vormen', 'Lesgeven', 'Peer review']) {
      await expect(section(page, name).getByRole('columnheader').first()).toHaveText('Acties');
    }
    const row = teachings.getByRole('row').filter({ hasText: 'Gastles dierenwelzijn' });
    for (const target of [row.getByRole('menuitem', { name: 'Bestanden' }), row.getByRole('menuitem', { name: 'Verwijderen' }), row.getByText(/3,5 \/ -/)]) {
      const box = (await target.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }

    // A wrong number: its message is shown whole, within the grid's visible part and the screen.
    await page.getByRole('button', { name: 'Rij toevoegen: Lesgeven' }).click();
    await teachings.getByRole('textbox', { name: 'Titel' }).fill('Gastles op de telefoon');
    await teachings.getByRole('textbox', { name: 'Uren' }).fill('2,5x');
    await teachings.getByRole('textbox', { name: 'Uren' }).press('Enter');
    const message = teachings.getByText('Foutief getal vb: 50,20').first();
    await expect(message).toBeVisible();
    const grid = (await teachings.locator('.MuiDataGrid-virtualScroller').boundingBox())!;
    const box = (await message.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(Math.max(0, grid.x) - 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(Math.min(375, grid.x + grid.width) + 0.5);
    expect(await message.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

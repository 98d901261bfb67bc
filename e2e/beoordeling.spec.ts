import { expect, type Page, test } from '@playwright/test';
import { login } from './helpers';

// An English browser: the numbers are still shown and typed with a decimal comma.
test.use({ locale: 'en-US' });

const row = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

/** Opens a record from the list and takes a decision on it in the dialog. */
async function decide(page: Page, title: string, state: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void> = async () => {}) {
  await row(page, title).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Beslissen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nieuwe status').click();
  await page.getByRole('option', { name: state, exact: true }).click();
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Beslissen' }).click();
  await expect(page.getByText('De wijzigingen werden opgeslagen.')).toBeVisible();
}

test('the secretariat declines and restores points, approves a filter in bulk after its count, and reads the history', async ({ page }) => {
  await login(page, 'secretariaat');
  await page.goto('/bijscholing/beoordeling');
  await expect(row(page, 'Gastles anatomie')).toContainText('2,5');
  // The secretariat decides here: no note that it only reads.
  await expect(page.getByText('U kunt deze gegevens raadplegen')).toHaveCount(0);

  // Decline: a reason is required.
  await decide(page, 'Gastles anatomie, KU Leuven', 'Afgekeurd', async (dialog) => {
    await dialog.getByRole('button', { name: 'Beslissen' }).click();
    await expect(dialog.getByText('Dit veld is verplicht.')).toBeVisible();
    await dialog.getByLabel('Commentaar').fill('Geen bewijs van de lesopdracht bijgevoegd.');
  });

  // Restore the demo's declined row: back to NEW.
  await page.goto('/bijscholing/beoordeling?state=DECLINED');
  await expect(row(page, 'Gastles anatomie')).toContainText('Afgekeurd');
  await row(page, 'Workshop zonder attest').click();
  await page.getByRole('button', { name: 'Herstellen' }).click();
  await expect(page.getByRole('dialog')).toContainText('De registratie "Workshop zonder attest" opnieuw op "Nieuw" zetten?');
  await page.getByRole('dialog').getByRole('button', { name: 'Herstellen' }).click();
  await expect(page.getByText('Uw aanvraag werd goed ontvangen.')).toBeVisible();
  await page.goto('/bijscholing/beoordeling?state=NEW');
  await expect(row(page, 'Workshop zonder attest')).toContainText('Nieuw');

  // Approve one with effective points typed with a decimal comma.
  await page.goto('/bijscholing/beoordeling?state=NEW');
  await decide(page, 'Literatuur paardengeneeskunde', 'Goedgekeurd', async (dialog) => {
    await dialog.getByLabel('Effectieve punten', { exact: true }).fill('1,5');
  });
  await page.goto('/bijscholing/beoordeling?state=APPROVED');
  await expect(row(page, 'Literatuur paardengeneeskunde')).toContainText('1,5');

  // Bulk: every NEW row of the filter, after its count.
  await page.goto('/bijscholing/beoordeling?state=NEW');
  await page.getByRole('textbox', { name: 'Zoeken' }).fill('De Smet');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Alles goedkeuren' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('1 registratie wordt goedgekeurd.');
  await confirm.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByText('1 registratie werd goedgekeurd.')).toBeVisible();
  await expect(page.getByText('Er zijn geen puntenregistraties die aan de zoekcriteria voldoen.')).toBeVisible();
  // Nothing left to approve in this filter: no button.
  await expect(page.getByRole('button', { name: 'Alles goedkeuren' })).toHaveCount(0);

  // The restored and approved row's history.
  await page.goto('/bijscholing/beoordeling?state=APPROVED');
  await row(page, 'Workshop zonder attest').click();
  await page.getByRole('tab', { name: 'Historiek' }).click();
  const history = page.getByRole('main');
  // Each step by the state it reached and who took it: restored to "Nieuw", then approved.
  await expect(history.getByRole('row').filter({ hasText: 'Nieuw' }).filter({ hasText: 'Sofie Vermeulen' })).toHaveCount(1);
  await expect(history.getByRole('row').filter({ hasText: 'Goedgekeurd' }).filter({ hasText: 'Sofie Vermeulen' })).toHaveCount(1);
});

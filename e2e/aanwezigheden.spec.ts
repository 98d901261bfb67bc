import { expect, test } from '@playwright/test';
import { login } from './helpers';
import { checkNow, prepareAxe, problems } from './walk/checks';

// A phone's width: the whole round trip (paste, preview, confirm) must work at 375 px, by keyboard.
test.use({ viewport: { width: 375, height: 812 } });

const COURSE = 'Pijnbestrijding bij hond en kat';

test('a provider pastes the ordenummers of who attended, reads the preview, confirms by keyboard, and the vet sees the credited row', async ({
  page,
  browser,
}) => {
  test.slow();
  await prepareAxe(page);
  await login(page, 'opleider');
  const found = await (await page.request.get(`/api/bijscholing/cursussen?title=${encodeURIComponent(COURSE)}&limit=1`)).json();
  const id = found.items[0].id as number;
  const route = '/bijscholing/cursussen/:id/aanwezigheden';
  const check = (detail: string) => checkNow(page, { role: 'opleider', width: 375, route, phone: true, detail });

  await page.goto(`/bijscholing/cursussen/${id}/aanwezigheden`);
  await expect(page.getByRole('heading', { name: 'Aanwezige dierenartsen registreren' })).toBeVisible({ timeout: 30_000 });
  // The two upload slots stay on the tab.
  await expect(page.getByText('Aanwezigheidslijst').first()).toBeVisible();
  await expect(page.getByText('Nog niemand geregistreerd voor deze cursus.')).toBeVisible();
  await check('leeg');

  // Typed with the keyboard: a comma, a blank line, an unknown number, letters and a number twice.
  const field = page.getByRole('textbox', { name: 'Ordenummers' });
  await field.focus();
  await page.keyboard.type('N1005, N9999');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('n1005 abc');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Lijst nakijken' })).toBeFocused();
  await page.keyboard.press('Enter');

  const preview = page.getByRole('region', { name: 'Nakijken voor registratie' });
  await expect(preview.getByText('1 van 4 regels wordt geregistreerd.')).toBeVisible();
  const rows = preview.getByRole('row');
  await expect(rows.filter({ hasText: 'N1005' }).first()).toContainText('Wordt geregistreerd');
  await expect(rows.filter({ hasText: 'N9999' })).toContainText('Onbekend ordenummer');
  await expect(rows.filter({ hasText: 'ABC' })).toContainText('Geen geldig ordenummer');
  await expect(rows.filter({ hasText: 'Staat al eerder in de lijst' })).toHaveCount(1);
  await check('voorbeeld');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const confirm = preview.getByRole('button', { name: 'Bevestigen en registreren (1)' });
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 dierenarts(en) geregistreerd.')).toBeVisible();
  const credited = page.getByRole('region', { name: 'Geregistreerd (1)' });
  await expect(credited.getByRole('row').filter({ hasText: 'N1005' })).toContainText('opleider');
  await check('geregistreerd');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The same number again: nothing is credited twice.
  await field.fill('N1005');
  await page.getByRole('button', { name: 'Lijst nakijken' }).click();
  await expect(preview.getByText('Al geregistreerd voor deze cursus')).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Bevestigen en registreren (0)' })).toBeDisabled();

  // The vet sees the row approved in their points table, said to be the provider's.
  const vet = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await login(vet, 'N1005');
  await vet.goto('/bijscholing/punten');
  const ebp = vet.getByRole('region', { name: 'EBP-cursussen' });
  await expect(ebp.getByText(/Geregistreerd door de aanbieder/)).toBeVisible({ timeout: 30_000 });
  await vet.close();

  expect(problems).toEqual([]);
});

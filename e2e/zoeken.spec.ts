import { expect, test } from '@playwright/test';
import { login } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

test('the veterinarian directory finds a last name whatever its case or accents and opens the profile sheet', async ({ page }) => {
  await login(page, 'N1001');
  await page.goto('/zoeken/dierenarts');
  await expect(page.getByRole('heading', { name: 'Dierenartsen zoeken' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Gevonden dierenartsen' });
  const cards = results.getByRole('listitem');

  // Without a search every member is listed, as cards in three columns on a desktop.
  await expect(cards.nth(3)).toBeVisible();
  const boxes = await Promise.all([0, 1, 2, 3].map(async (i) => (await cards.nth(i).boundingBox())!));
  const [first, second, third, fourth] = boxes as [NonNullable<(typeof boxes)[0]>, ...NonNullable<(typeof boxes)[0]>[]];
  expect(Math.abs(second!.y - first.y)).toBeLessThan(2);
  expect(Math.abs(third!.y - first.y)).toBeLessThan(2);
  expect(second!.x).toBeGreaterThan(first.x + first.width - 1);
  expect(third!.x).toBeGreaterThan(second!.x + second!.width - 1);
  expect(fourth!.y).toBeGreaterThanOrEqual(first.y + first.height);
  expect(Math.abs(fourth!.x - first.x)).toBeLessThan(2);

  // Upper case and a stray accent still find "Wouters".
  const lastname = page.getByLabel('Naam', { exact: true });
  await lastname.fill('WÖUTERS');
  await expect(page).toHaveURL(/WÖUTERS|W%C3%96UTERS/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Wouters Désiré');
  await expect(cards.first()).toContainText('Ordenummer N1005');
  await expect(cards.first()).toContainText('Elsene');

  // Lower case without the space finds "De Smet".
  await lastname.fill('desmet');
  await expect(page).toHaveURL(/desmet/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('De Smet Wouter');

  await lastname.fill('wouters');
  await expect(page).toHaveURL(/wouters/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Wouters Désiré');
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/zoeken\/dierenarts\/N1005$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Désiré Wouters' })).toBeVisible();
  await expect(page.getByText('Ordenummer N1005')).toBeVisible();
  await expect(page.getByText('Flageyplein 18, 1050 Elsene')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kattenkliniek Brussel' })).toBeVisible();
  // Another member sees the public address only, not the contact data.
  await expect(page.getByText('Publiek adres (ledenlijst)')).toBeVisible();
  await expect(page.getByText('Privéadres (domicilie)')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Contactgegevens' })).toHaveCount(0);

  // Back to the same results.
  await page.getByRole('link', { name: 'Terug naar de zoekresultaten' }).click();
  await expect(page).toHaveURL(/\/zoeken\/dierenarts\?/);
  await expect(lastname).toHaveValue('wouters');
  await expect(cards).toHaveCount(1);
});

test('the legal-entity directory finds an organisation by name and shows its address', async ({ page }) => {
  await login(page, 'N1001');
  await page.goto('/zoeken/rechtspersonen');
  const name = page.getByLabel('Naam', { exact: true });
  await name.fill('PAARDENKLINIEK');
  const rows = page.getByRole('row').filter({ hasText: 'Paardenkliniek Kempen' });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Turnhoutsebaan 301, 2400 Mol');
  await expect(page.getByRole('row').filter({ hasText: 'Dierenkliniek Zuiderpark' })).toHaveCount(0);

  await name.fill('dierenkliniek zuid');
  const zuiderpark = page.getByRole('row').filter({ hasText: 'Dierenkliniek Zuiderpark' });
  await expect(zuiderpark).toContainText('Kortrijksesteenweg 1024, 9000 Gent');
  await expect(zuiderpark.getByRole('link', { name: 'www.dierenkliniekzuiderpark.be' })).toHaveAttribute('href', 'https://www.dierenkliniekzuiderpark.be');
  await expect(page.getByRole('row').filter({ hasText: 'Paardenkliniek Kempen' })).toHaveCount(0);

  await name.fill('bestaat niet');
  await expect(page.getByText('Geen rechtspersonen gevonden voor deze zoekopdracht.', { exact: false })).toBeVisible();
});

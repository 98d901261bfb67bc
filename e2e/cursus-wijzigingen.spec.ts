import { expect, test } from '@playwright/test';
import { login } from './helpers';

const COURSE = 'Echografie van het abdomen bij hond en kat';

test("unsaved changes to a course ask in the app's dialog before a tab or a menu entry leaves them", async ({ page }) => {
  const nativeDialogs: string[] = [];
  page.on('dialog', (d) => {
    nativeDialogs.push(d.message());
    void d.dismiss();
  });
  await login(page, 'opleider');
  await page.getByRole('row').filter({ hasText: COURSE }).click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  const courseUrl = page.url();
  const title = page.getByLabel('Titel');
  await title.fill(`${COURSE} (gewijzigd)`);

  // A tab: the question first; staying keeps the edit.
  await page.getByRole('tab', { name: 'Items' }).click();
  let ask = page.getByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' });
  await expect(ask).toContainText('Sommige van uw wijzigingen werden niet opgeslagen.');
  await ask.getByRole('button', { name: 'Verder bewerken' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page).toHaveURL(courseUrl);
  await expect(title).toHaveValue(`${COURSE} (gewijzigd)`);

  // Leaving goes to the tab, and the edit is gone.
  await page.getByRole('tab', { name: 'Items' }).click();
  ask = page.getByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' });
  await ask.getByRole('button', { name: 'Wijzigingen negeren' }).click();
  await expect(page).toHaveURL(/\/items$/);
  await expect(page.getByRole('button', { name: 'Nieuw item' })).toBeVisible();
  await page.getByRole('tab', { name: 'Cursus' }).click();
  await expect(title).toHaveValue(COURSE);

  // A menu entry asks the same.
  await title.fill(`${COURSE} (opnieuw)`);
  await page.getByRole('menuitem', { name: 'Cursussen', exact: true }).click();
  ask = page.getByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' });
  await ask.getByRole('button', { name: 'Verder bewerken' }).click();
  await expect(page).toHaveURL(courseUrl);
  await expect(title).toHaveValue(`${COURSE} (opnieuw)`);
  await page.getByRole('menuitem', { name: 'Cursussen', exact: true }).click();
  await page.getByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' }).getByRole('button', { name: 'Wijzigingen negeren' }).click();
  await expect(page).toHaveURL(/\/bijscholing\/cursussen(\?.*)?$/);
  await expect(page.getByRole('row').filter({ hasText: COURSE })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '(opnieuw)' })).toHaveCount(0);
  expect(nativeDialogs).toEqual([]);
});

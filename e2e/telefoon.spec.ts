import { expect, test } from '@playwright/test';
import { login } from './helpers';

test.use({ viewport: { width: 375, height: 740 } });

test('on a phone a course dialog keeps its buttons, with their text, inside it, and the app bar title fits', async ({ page }) => {
  await login(page, 'opleider');
  // On a phone the list is a list of cards.
  const course = page.getByRole('button', { name: /^Echografie van het abdomen bij hond en kat/ });
  await expect(course).toBeVisible();

  await page.getByRole('button', { name: 'Nieuwe cursus' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Titel')).toBeVisible();
  const cancel = dialog.getByRole('button', { name: 'Annuleren' });
  const save = dialog.getByRole('button', { name: 'Opslaan' });
  await expect(cancel).toHaveText('Annuleren');
  await expect(save).toHaveText('Opslaan');

  // The dialog's box (MUI's Paper carries the role); both buttons lie within it.
  const box = (await dialog.boundingBox())!;
  for (const button of [cancel, save]) {
    const b = (await button.boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(box.x);
    expect(b.y).toBeGreaterThanOrEqual(box.y);
    expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    expect(b.y + b.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
  }

  await cancel.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A course's page: its long title in the app bar is shown whole, not cut off.
  await course.click();
  const title = page.locator('#react-admin-title');
  await expect(title).toHaveText('Echografie van het abdomen bij hond en kat');
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test("on a phone the points table's grids fit the screen: neither the page nor a grid scrolls sideways", async ({ page }) => {
  await login(page, 'N1001');
  await page.goto('/bijscholing/punten');
  await expect(page.getByRole('heading', { name: 'Lesgeven' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mijn voortgang in deze periode' })).toBeVisible();
  await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  // The grids measure their box once drawn and then drop the columns a phone does not show; each
  // grid then says its columns need no sideways scroll.
  await expect
    .poll(() =>
      page.locator('.MuiDataGrid-root').evaluateAll((grids) => grids.map((g) => getComputedStyle(g).getPropertyValue('--DataGrid-hasScrollX').trim())),
    )
    .toEqual(['0', '0', '0', '0', '0']);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
});

test("on a phone an on-call service's history is lines to read down, not a table to swipe", async ({ page }) => {
  await login(page, 'secretariaat');
  await page.goto('/wachtdiensten');
  await page.getByText('Wachtdienst Gent-Zuid').click();
  await page.getByRole('tab', { name: 'Historiek' }).click();
  await expect(page.getByRole('list', { name: 'Historiek' }).or(page.getByText('Er is nog geen historiek.'))).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
});

import { expect, test } from '@playwright/test';
import { login } from './helpers';

/** The role menu: its entries lit where one is, and how it behaves on a phone, collapsed and with the keyboard. */
test.use({ locale: 'en-US' });

test('the entry of the screen one is on is lit, a queue opened on what waits included', async ({ page }) => {
  await login(page, 'secretariaat');
  const courses = page.getByRole('menuitem', { name: 'Cursussen', exact: true });
  await courses.click();
  // The secretariat's course entry opens on the requests waiting for it.
  await expect(page).toHaveURL(/\/bijscholing\/cursussen\?status=AANGEVRAAGD/);
  await expect(courses).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[role="menuitem"][aria-current="page"]')).toHaveCount(1);
  await page.getByRole('menuitem', { name: 'Codelijsten' }).click();
  await expect(page).toHaveURL(/\/codelijsten$/);
  await expect(page.getByRole('menuitem', { name: 'Codelijsten' })).toHaveAttribute('aria-current', 'page');
  await expect(courses).not.toHaveAttribute('aria-current', 'page');
});

test('the arrow keys move through the menu and Enter opens an entry', async ({ page }) => {
  await login(page, 'secretariaat');
  await page.getByRole('menuitem', { name: 'Codelijsten' }).focus();
  await page.keyboard.press('ArrowDown');
  const next = page.locator('[role="menuitem"]:focus');
  const name = (await next.textContent())?.trim();
  expect(name).toBeTruthy();
  expect(name).not.toBe('Codelijsten');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: name!, exact: true })).toHaveAttribute('aria-current', 'page');
});

test('collapsed, the menu shows its icons and names each in a tooltip', async ({ page }) => {
  await login(page, 'secretariaat');
  await page.getByRole('button', { name: 'Menu sluiten' }).click();
  const entry = page.getByRole('menuitem', { name: 'Codelijsten' });
  await entry.hover();
  await expect(page.getByRole('tooltip', { name: 'Codelijsten' })).toBeVisible();
});

test('on a phone the menu is a drawer that closes once an entry is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await login(page, 'secretariaat');
  await page.getByRole('button', { name: 'Menu openen' }).click();
  const entry = page.getByRole('menuitem', { name: 'Codelijsten' });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(/\/codelijsten$/);
  await expect(entry).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Codelijsten' }).first()).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { fillLogin, login } from './helpers';

test('each demo account lands on the page of its role', async ({ page }) => {
  await login(page, 'secretariaat');
  await expect(page).toHaveURL(/\/dierenarts\/adreswijzigingen$/);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);

  await login(page, 'N1001');
  await expect(page).toHaveURL(/\/dierenarts\/N1001\/adressen$/);
  await page.goto('/logout');

  await login(page, 'opleider');
  await expect(page).toHaveURL(/\/bijscholing\/cursussen\?status=NIEUW$/);
  await expect(page.getByText('Koen Maes')).toBeVisible();
});

test('empty fields and a wrong password are refused in Dutch', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Welkom op het ledenportaal')).toBeVisible();
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page.getByText('Aanmelden mislukt. Kijk uw gebruikersnaam en wachtwoord na.')).toBeVisible();
  await fillLogin(page, 'N1001', 'verkeerd123');
  await expect(page.getByText('Aanmelden mislukt. Kijk uw gebruikersnaam en wachtwoord na.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a role outside the screen sees the no-rights message', async ({ page }) => {
  await login(page, 'N1001');
  await page.goto('/codelijsten');
  await expect(page.getByText('U heeft niet de juist rechten om deze pagina te zien')).toBeVisible();
});

test('an anonymous deep link goes to login and back to the deep link', async ({ page }) => {
  await page.goto('/profiel?tab=1');
  await expect(page).toHaveURL(/\/login/);
  await fillLogin(page, 'secretariaat', 'Secretariaat1');
  await expect(page).toHaveURL(/\/profiel\?tab=1$/);
});

test('an unknown path leads to the profile', async ({ page }) => {
  await login(page, 'N1001');
  await page.goto('/bestaat/niet');
  await expect(page).toHaveURL(/\/profiel$/);
  await expect(page.getByRole('heading', { name: 'N1001' })).toBeVisible();
});

test('opening the login page checks the session only a few times', async ({ page }) => {
  let checks = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/person') && request.method() === 'GET') checks++;
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Aanmelden' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(checks).toBeLessThanOrEqual(3);
});

test('the browser tab names the screen', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Aanmelden | Orde der Dierenartsen');
  await fillLogin(page, 'secretariaat', 'Secretariaat1');
  await expect(page).toHaveURL(/\/dierenarts\/adreswijzigingen$/);
  await expect(page).toHaveTitle(/^\S.* \| Orde der Dierenartsen$/);
  await page.goto('/codelijsten');
  await expect(page).toHaveTitle('Codelijsten | Orde der Dierenartsen');
  await page.getByRole('cell', { name: 'DIERSOORTEN', exact: true }).click();
  await expect(page).toHaveTitle('Diersoorten (groepen) | Orde der Dierenartsen');
  await page.goto('/zoeken/rechtspersonen');
  await expect(page).not.toHaveTitle(/Diersoorten/);
  await expect(page).toHaveTitle(/ \| Orde der Dierenartsen$/);
});

test('logging in loads no page again, and the next user sees their own menu only', async ({ page, browser }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    (window as unknown as { __marker?: number }).__marker = 1;
  });
  await fillLogin(page, 'secretariaat', 'Secretariaat1');
  await expect(page).toHaveURL(/\/dierenarts\/adreswijzigingen$/);
  await expect(page.getByRole('menuitem', { name: 'Codelijsten' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);

  // Logging out in the app and in as someone else: again without a page load, and nothing of the secretariat's is left.
  await page.getByRole('button', { name: 'Profiel' }).click();
  await page.getByRole('menuitem', { name: 'Afmelden' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.evaluate(() => {
    (window as unknown as { __marker?: number }).__marker = 2;
  });
  await fillLogin(page, 'opleider', 'Opleider1');
  await expect(page).toHaveURL(/\/bijscholing\/cursussen\?status=NIEUW$/);
  await expect(page.getByRole('row').filter({ hasText: 'Echografie van het abdomen' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(2);
  await expect(page.getByRole('menuitem', { name: 'Cursussen', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Adreswijzigingen' })).toHaveCount(0);
  await expect(page.getByText('Koen Maes')).toBeVisible();
  // The same menu as the provider gets in a browser that never saw the secretariat.
  const fresh = await browser.newPage();
  await login(fresh, 'opleider');
  await expect(fresh.getByRole('menuitem', { name: 'Cursussen', exact: true })).toBeVisible();
  expect(await page.getByRole('menuitem').allTextContents()).toEqual(await fresh.getByRole('menuitem').allTextContents());
  await fresh.close();
});

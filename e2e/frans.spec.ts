import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** axe's WCAG 2.1 A/AA violations on the page as it is now. */
const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map((v) => v.id);

// A French browser: the login page starts in French, the French demo accounts read French from their account.
test.use({ locale: 'fr-BE' });

async function loginInFrench(page: Page, username: string, password: string) {
  await page.goto('/login');
  // Français chosen on the login page (the account's language already, so nothing changes on it).
  await page.getByRole('group', { name: 'Taal / Langue' }).getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByLabel("Nom d'utilisateur").fill(username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Mot de passe', { exact: true }).press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
}

async function logoutToFrenchLogin(page: Page) {
  await page.getByRole('button', { name: /: profil$/ }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel("Nom d'utilisateur")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
}

test('a French-speaking provider finds their courses in French', async ({ page }) => {
  await loginInFrench(page, 'formateur', 'Opleider1');
  await page.goto('/bijscholing/cursussen');
  const held = page.getByRole('row').filter({ hasText: 'Urgences chez le chien et le chat' });
  await expect(held).toBeVisible({ timeout: 30_000 });
  await expect(held).not.toContainText('Goedgekeurd');
  await expect(page.getByRole('row').filter({ hasText: 'Médecine du cheval de sport' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await logoutToFrenchLogin(page);
});

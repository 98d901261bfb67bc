import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS } from './helpers';
import { prepareAxe } from './walk/checks';

/** axe's violations on the page as it is now (axe-core injected by prepareAxe). */
const violations = (page: Page) =>
  page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string }[] }> } }).axe;
    return (await axe.run()).violations.map((v) => v.id);
  });

test('a vet chooses Français on the login page, reads the portal in French, logs out to a French login page and back to Dutch', async ({ page }) => {
  await prepareAxe(page);
  await page.goto('/login');
  await expect(page.getByLabel('Gebruikersnaam')).toBeVisible();

  // The choice, by keyboard: the two names are buttons in a group named in both languages.
  const picker = page.getByRole('group', { name: 'Taal / Langue' });
  await picker.getByRole('button', { name: 'Français' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel("Nom d'utilisateur")).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(picker.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
  expect(await violations(page)).toEqual([]);

  // A refusal in French, then the login; the choice becomes the account's.
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).not.toHaveText(/Aanmelden mislukt/);
  await page.getByLabel("Nom d'utilisateur").fill('N1005');
  await page.getByLabel('Mot de passe', { exact: true }).fill(ACCOUNTS.N1005);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dierenarts\/N1005\/adressen$/);
  await expect(page.getByRole('button', { name: /: profil$/ })).toBeVisible();
  expect((await (await page.request.get('/api/auth/person')).json()).language).toBe('fr');

  // Logging out leads to the login page, still in French.
  await page.getByRole('button', { name: /: profil$/ }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel("Nom d'utilisateur")).toBeVisible();

  // Back to Dutch the same way, so the account is as the other journeys expect it.
  await page.getByRole('button', { name: 'Nederlands' }).click();
  await page.getByLabel('Gebruikersnaam').fill('N1005');
  await page.getByLabel('Wachtwoord', { exact: true }).fill(ACCOUNTS.N1005);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page).toHaveURL(/\/dierenarts\/N1005\/adressen$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  expect((await (await page.request.get('/api/auth/person')).json()).language).toBe('nl');
});

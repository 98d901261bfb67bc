import { expect, test } from '@playwright/test';
import { fillLogin, labelled, linkIn, waitForMail } from './helpers';

test('password reset through the mailed link', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Link versturen' }).click();
  await expect(dialog.getByText('Vul uw gebruikersnaam in.')).toBeVisible();

  const asked = Date.now() - 1000;
  await dialog.getByLabel('Gebruikersnaam').fill('N1004');
  await dialog.getByRole('button', { name: 'Link versturen' }).click();
  await expect(page.getByText(/werd een e-mail verstuurd/)).toBeVisible();

  const link = linkIn(await waitForMail('n1004@demo.orde-dierenartsen.be', asked), 'token');
  await page.goto(link);
  await expect(page.getByText('Gebruiker: N1004')).toBeVisible();
  await page.getByLabel(labelled('Wachtwoord')).fill('Nieuw12345');
  await page.getByLabel('Wachtwoord opnieuw').fill('Nieuw12346');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText("'Wachtwoord' en 'Wachtwoord opnieuw' komen niet overeen.")).toBeVisible();
  await page.getByLabel('Wachtwoord opnieuw').fill('Nieuw12345');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL(/\/login/);

  await fillLogin(page, 'N1004', 'Nieuw12345');
  await expect(page).toHaveURL(/\/dierenarts\/N1004\/adressen$/);

  // The link is single use.
  await page.goto(link);
  await expect(page.getByText('Deze link is ongeldig of werd al gebruikt.')).toBeVisible();

  // The demo password back, for the journeys that log in as N1004 after this one (the election committee's).
  await page.goto('/profiel');
  await page.getByLabel('Nieuw wachtwoord').fill('Dierenarts1');
  await page.getByLabel('Wachtwoord opnieuw').fill('Dierenarts1');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De wijzigingen werden opgeslagen.')).toBeVisible();
});

test('an invalid activation code shows the hint', async ({ page }) => {
  await page.goto('/activate/ongeldige-code-1234567890');
  await expect(page.getByText('Deze activatiecode is ongeldig.')).toBeVisible();
  await expect(page.getByText(/Meld dan gewoon aan/)).toBeVisible();
});

test('the profile changes personal data and refuses a mismatching new password', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, 'N1005', 'Dierenarts1');
  // Logged in (on the landing page) before the next address is opened.
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/profiel');
  await page.getByLabel('Telefoon').fill('+32 9 123 45 67');
  await page.getByLabel('Nieuw wachtwoord').fill('Anders123');
  await page.getByLabel('Wachtwoord opnieuw').fill('Anders124');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText("'Wachtwoord' en 'Wachtwoord opnieuw' komen niet overeen.")).toBeVisible();
  await page.getByLabel('Wachtwoord opnieuw').fill('Anders123');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De wijzigingen werden opgeslagen.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Telefoon')).toHaveValue('+32 9 123 45 67');
  // The demo password back, for the journeys that log in as N1005 after this one.
  await page.getByLabel('Nieuw wachtwoord').fill('Dierenarts1');
  await page.getByLabel('Wachtwoord opnieuw').fill('Dierenarts1');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De wijzigingen werden opgeslagen.')).toBeVisible();
});

test('a dirty form asks before leaving and the Enter key does not submit it', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, 'secretariaat', 'Secretariaat1');
  // Logged in (on the landing page) before the next address is opened.
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/profiel');
  const phone = page.getByLabel('Telefoon');
  await phone.fill('+32 3 000 00 00');
  await phone.press('Enter');
  await expect(page.getByText('De wijzigingen werden opgeslagen.')).toHaveCount(0);

  // The app's own dialog asks, not the browser's.
  let native = '';
  page.once('dialog', async (dialog) => {
    native = dialog.message();
    await dialog.dismiss();
  });
  await page.getByRole('menuitem', { name: 'Codelijsten' }).click();
  const ask = page.getByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' });
  await expect(ask).toContainText('niet opgeslagen');
  await ask.getByRole('button', { name: 'Verder bewerken' }).click();
  await expect(ask).toHaveCount(0);
  expect(native).toBe('');
  await expect(page).toHaveURL(/\/profiel$/);
  await expect(phone).toHaveValue('+32 3 000 00 00');
});

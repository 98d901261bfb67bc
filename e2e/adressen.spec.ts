import { expect, type Page, test } from '@playwright/test';
import { fillLogin, login, waitForMail } from './helpers';

// N1006 (Lotte Van den Broeck) has no cooperation in the demo data and no other journey uses her.
const VET = { username: 'N1006', password: 'Dierenarts1', name: 'Lotte Van den Broeck' };

async function loginVet(page: Page) {
  await page.goto('/login');
  await fillLogin(page, VET.username, VET.password);
  await expect(page).toHaveURL(new RegExp(`/dierenarts/${VET.username}/adressen$`));
}

test('a veterinarian asks for a new cooperation, the secretariat approves it at another site of the organisation, the member sees it', async ({ page }) => {
  await loginVet(page);
  const cooperations = page.getByRole('region', { name: 'Samenwerkingen' });
  await expect(cooperations.getByText('U hebt geen lopende samenwerkingen.')).toBeVisible();

  await cooperations.getByRole('button', { name: 'Nieuwe samenwerking melden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe samenwerking melden' });
  await expect(dialog).toBeVisible();

  // Saving the empty form shows what is missing, in Dutch.
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Dit veld is verplicht.').first()).toBeVisible();

  const organisation = dialog.getByRole('combobox', { name: /^Organisatie/ });
  await organisation.fill('kattenkl');
  await page.getByRole('option', { name: /Kattenkliniek Brussel/ }).click();
  await expect(organisation).toHaveValue('Kattenkliniek Brussel');

  // Kattenkliniek Brussel is known at two addresses; the member picks the main one.
  await expect(dialog.getByRole('radio', { name: 'Waversesteenweg 1390, 1160 Oudergem' })).toBeVisible();
  const workaddress = dialog.getByRole('radio', { name: 'Louizalaan 221, 1050 Elsene' });
  await workaddress.check();
  await expect(workaddress).toBeChecked();

  await dialog.getByRole('combobox', { name: /Aard van de samenwerking/ }).click();
  await page.getByRole('option', { name: 'Werknemer' }).click();

  const startdate = dialog.getByRole('textbox', { name: /Ingangsdatum/ });
  await startdate.fill('15/10/2026');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();

  await expect(page.getByText('Uw aanvraag voor een nieuwe samenwerking werd ontvangen. Het secretariaat verwerkt ze zo snel mogelijk.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const requests = page.getByRole('region', { name: 'Mijn aanvragen' });
  await expect(requests.getByRole('heading', { name: 'Nieuwe samenwerking' })).toBeVisible();
  await expect(requests.getByText('Kattenkliniek Brussel')).toBeVisible();
  await expect(requests.getByText('Nieuw', { exact: true })).toBeVisible();

  // The secretariat finds the request among the new ones and approves it.
  await page.goto('/logout');
  await login(page, 'secretariaat');
  await expect(page).toHaveURL(/\/dierenarts\/adreswijzigingen$/);
  // Each filter is seen pressed before the next click: a click on "Enkel nieuwe" before the list has
  // taken "Enkel fouten" would press the already pressed button, and the list would then show the errors.
  const onlyErrors = page.getByRole('button', { name: 'Enkel fouten' });
  const onlyNew = page.getByRole('button', { name: 'Enkel nieuwe' });
  await onlyErrors.click();
  await expect(onlyErrors).toHaveAttribute('aria-pressed', 'true');
  await onlyNew.click();
  await expect(onlyNew).toHaveAttribute('aria-pressed', 'true');
  await expect(onlyErrors).toHaveAttribute('aria-pressed', 'false');
  const row = page.getByRole('row').filter({ hasText: VET.name }).filter({ hasText: 'Nieuwe samenwerking' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Kattenkliniek Brussel');
  await row.getByRole('cell', { name: 'Nieuwe samenwerking' }).click();

  const decision = page.getByRole('dialog', { name: `Nieuwe samenwerking: ${VET.name} (${VET.username})` });
  await expect(decision).toBeVisible();
  // The member's organisation and work address are chosen in the picker; the secretariat picks the other site.
  await expect(decision.getByRole('combobox', { name: 'Organisatie' })).toHaveValue('Kattenkliniek Brussel');
  const addresses = decision.getByRole('radiogroup', { name: 'Adressen van de organisatie' });
  await expect(addresses.getByRole('radio', { name: 'Louizalaan 221, 1050 Elsene' })).toBeChecked();
  await expect(decision.getByText('gekozen door het lid')).toBeVisible();
  await expect(decision.getByText('Werknemer')).toBeVisible();
  await expect(decision.getByText('Geen lopende samenwerkingen.')).toBeVisible();
  const site = addresses.getByRole('radio', { name: 'Waversesteenweg 1390, 1160 Oudergem' });
  await site.check();
  await expect(site).toBeChecked();
  const approved = Date.now() - 1000;
  await decision.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(page.getByText('De aanvraag werd goedgekeurd en verwerkt. Het lid krijgt een e-mail.')).toBeVisible();
  const mail = (await waitForMail('n1006@demo.orde-dierenartsen.be', approved)).replace(/=\r?\n/g, '');
  expect(mail).toContain('Subject: Uw adreswijziging werd verwerkt');
  expect(mail).toContain('Waversesteenweg 1390, 1160 Oudergem');
  await expect(decision).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: VET.name }).filter({ hasText: 'Nieuwe samenwerking' })).toHaveCount(0);

  // The member now has the cooperation at the work address the secretariat chose.
  await page.goto('/logout');
  await loginVet(page);
  await expect(cooperations.getByRole('heading', { name: 'Kattenkliniek Brussel' })).toBeVisible();
  await expect(cooperations.getByText('Waversesteenweg 1390, 1160 Oudergem')).toBeVisible();
  await expect(cooperations.getByText('Louizalaan 221, 1050 Elsene')).toHaveCount(0);
  await expect(cooperations.getByText('Werknemer')).toBeVisible();
  await expect(cooperations.getByText('Sinds 15/10/2026')).toBeVisible();
  await expect(cooperations.getByText('U hebt geen lopende samenwerkingen.')).toHaveCount(0);
  await expect(requests.getByText('Goedgekeurd', { exact: true })).toBeVisible();
});

test("a veterinarian cannot see another veterinarian's addresses", async ({ page }) => {
  await loginVet(page);
  await expect(page.getByText('Stationsstraat 9, 3800 Sint-Truiden')).toBeVisible();

  // N1003 (Els Claes) lives at Grote Markt 3 in Mol and works at Paardenkliniek Kempen.
  await page.goto('/dierenarts/N1003/adressen');
  await expect(page.getByRole('alert').filter({ hasText: 'U hebt onvoldoende rechten' })).toBeVisible();
  await expect(page.getByText('Grote Markt')).toHaveCount(0);
  await expect(page.getByText('Paardenkliniek Kempen')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nieuwe samenwerking melden' })).toHaveCount(0);
});

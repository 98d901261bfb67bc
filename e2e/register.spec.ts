import { expect, test } from '@playwright/test';
import { fillLogin, labelled, linkIn, login, waitForMail } from './helpers';

test('a provider registers, the secretariat approves, the provider activates and logs in', async ({ page }) => {
  const stamp = Date.now();
  const username = `opl${stamp}`;
  const password = 'Bijscholing2026';
  const email = `${username}@voorbeeld-opleiding.be`;
  const organisation = `Vetopleidingen ${stamp}`;

  // A new provider finds the wizard from the login page.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Registreren als opleidingsverstrekker' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registreren als opleidingsverstrekker' })).toBeVisible();

  // Step 1: the person and the account.
  await page.getByLabel('Voornaam').fill('Marleen');
  await page.getByLabel(labelled('Naam')).fill('Verhoeven');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Gebruikersnaam').fill(username);
  await page.getByLabel(labelled('Wachtwoord')).fill('kort');
  await page.getByLabel('Wachtwoord opnieuw').fill('kort');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText('Het wachtwoord moet minstens 8 tekens lang zijn, met minstens één letter en één cijfer.')).toBeVisible();
  await page.getByLabel(labelled('Wachtwoord')).fill(password);
  await page.getByLabel('Wachtwoord opnieuw').fill(password);
  await page.getByRole('button', { name: 'Volgende' }).click();

  // Step 2: a new organisation with its address, legal form and website.
  await expect(page.getByText('Voor welke organisatie registreert u zich?')).toBeVisible();
  await page.getByRole('radio', { name: 'Een nieuwe organisatie' }).check();
  await page.getByLabel('Naam van de organisatie').fill(organisation);
  await page.getByRole('combobox', { name: 'Rechtsvorm' }).click();
  await page.getByRole('option', { name: 'Besloten vennootschap' }).click();
  await page.getByLabel('Straat').fill('Coupure Links');
  await page.getByLabel('Nummer').fill('653');
  await page.getByLabel('Postcode').fill('9000');
  await page.getByLabel('Gemeente').fill('Gent');
  await page.getByRole('combobox', { name: 'Protocol' }).click();
  await page.getByRole('option', { name: 'https://' }).click();
  await page.getByLabel('Website').fill('  www.vetopleidingen.be ');
  await page.getByRole('button', { name: 'Volgende' }).click();

  // Step 3: the requestor is the contact person.
  await expect(page.getByText('Wie is de contactpersoon van de organisatie?')).toBeVisible();
  await page.getByRole('radio', { name: 'Ik ben zelf de contactpersoon' }).check();
  await page.getByRole('button', { name: 'Volgende' }).click();

  // Step 4: the course type and the summary.
  await page.getByRole('radio', { name: 'BP-cursus (bijscholingspunten)' }).check();
  const summary = page.getByLabel('Overzicht van uw registratie');
  await expect(summary).toContainText(organisation);
  await expect(summary).toContainText('Besloten vennootschap');
  await expect(summary).toContainText('Coupure Links 653, 9000 Gent');
  await expect(summary).toContainText('https://www.vetopleidingen.be');
  await expect(summary).toContainText('Ik ben zelf de contactpersoon');
  const submitted = Date.now() - 1000;
  await page.getByRole('button', { name: 'Registratie versturen' }).click();
  await expect(page.getByText('Uw registratie werd goed ontvangen. U krijgt een e-mail zodra het secretariaat ze beoordeeld heeft.')).toBeVisible();
  // The receipt goes out first; the activation mail is the one after the approval.
  await waitForMail(email, submitted);

  // The secretariat opens the registration and approves it.
  await login(page, 'secretariaat');
  await page.goto('/registraties');
  const row = page.getByRole('row').filter({ hasText: organisation });
  await expect(row).toContainText('Marleen Verhoeven');
  await expect(row).toContainText(username);
  await row.getByRole('cell', { name: organisation }).click();
  await expect(page).toHaveURL(/\/registraties\/\d+$/);
  await expect(page.getByLabel('Naam van de organisatie')).toHaveValue(organisation);
  // The registration keeps the website as typed (trimmed) with the chosen protocol beside it.
  await expect(page.getByRole('combobox', { name: 'Protocol' })).toHaveText('https://');
  await expect(page.getByLabel('Website')).toHaveValue('www.vetopleidingen.be');
  await page.getByRole('button', { name: 'Goedkeuren' }).click();
  const confirm = page.getByRole('dialog', { name: `Registratie goedkeuren` });
  await expect(confirm).toContainText(`Het account "${username}" wordt aangemaakt`);
  const approved = Date.now() - 1000;
  await confirm.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(page.getByText('De registratie werd goedgekeurd. De aanvrager krijgt een e-mail met een activatielink.')).toBeVisible();
  await expect(page).toHaveURL(/\/registraties$/);
  await expect(page.getByRole('row').filter({ hasText: organisation })).toHaveCount(0);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);

  // The provider activates the account with the mailed link and logs in with the chosen password.
  const link = linkIn(await waitForMail(email, approved), 'activate');
  await page.goto(link);
  await expect(page.getByText(`Welkom, ${username}.`)).toBeVisible();
  // The password was chosen in the wizard: the activation does not ask for another one.
  await expect(page.getByLabel(labelled('Wachtwoord'))).toHaveCount(0);
  await page.getByRole('button', { name: 'Account activeren' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Uw account is geactiveerd. U kunt nu aanmelden.')).toBeVisible();
  await fillLogin(page, username, password);
  await expect(page).toHaveURL(/\/bijscholing\/cursussen\?status=NIEUW$/);
  await expect(page.getByText('Marleen Verhoeven')).toBeVisible();

  // The new organisation is in the directory, its website with the chosen protocol.
  await page.goto('/zoeken/rechtspersonen');
  await page.getByLabel('Naam').fill(organisation);
  const entity = page.getByRole('row').filter({ hasText: organisation });
  await expect(entity).toContainText('Coupure Links 653, 9000 Gent');
  await expect(entity.getByRole('link', { name: 'www.vetopleidingen.be' })).toHaveAttribute('href', 'https://www.vetopleidingen.be');

  // The link is single use.
  await page.goto('/logout');
  await page.goto(link);
  await expect(page.getByText('Deze activatiecode is ongeldig.')).toBeVisible();
});

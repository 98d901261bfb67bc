import { expect, type Page, test } from '@playwright/test';
import { labelled, linkIn, login, waitForMail } from './helpers';

/** A demo vet no other journey uses, so its reset mail is the only one in this run. */
const VET = 'N1003';
const VET_MAIL = 'n1003@demo.orde-dierenartsen.be';

/** Ends the session; the portal then shows the login page. */
async function logout(page: Page) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
}

/** The edit dialog of the password-reset template, opened from /templates. */
async function openResetTemplate(page: Page) {
  await page.goto('/templates');
  await expect(page.getByRole('heading', { name: 'Mailsjablonen' })).toBeVisible();
  await page.getByRole('cell', { name: 'WACHTWOORD_RESET', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Mailsjabloon „Wachtwoord opnieuw instellen" wijzigen' });
  await expect(dialog).toBeVisible();
  // The parameters the template may use are offered under the subject and the text, each to insert with a click.
  await expect(dialog.getByText('Beschikbare parameters')).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Parameters voor Tekst', exact: true }).getByRole('button', { name: '{{link}}' })).toBeVisible();
  return dialog;
}

test('the secretariat edits the reset mail, and the queue delivers it with a working link', async ({ page }) => {
  test.setTimeout(120_000);
  const subject = `Nieuw wachtwoord kiezen ${Date.now()}`;

  await test.step('a mail template with an unknown parameter is refused, a new subject is saved', async () => {
    await login(page, 'secretariaat');
    let dialog = await openResetTemplate(page);
    const subjectInput = dialog.getByRole('textbox', { name: 'Onderwerp', exact: true });
    const original = await subjectInput.inputValue();
    await subjectInput.fill(`${subject} {{onbekend}}`);
    // In both languages, or the browser refuses a parameter the French text lacks before asking the server.
    const frenchSubject = dialog.getByRole('textbox', { name: 'Onderwerp (Frans)' });
    await frenchSubject.fill(`${await frenchSubject.inputValue()} {{onbekend}}`);
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    for (const language of ['Nederlands', 'Frans']) {
      await expect(dialog.getByRole('group', { name: language, exact: true }).getByText('Onbekende parameter(s): {{onbekend}}')).toBeVisible();
    }
    await expect(dialog).toBeVisible();

    // Nothing was saved: closed without saving (the app asks first) and opened again, the subject is the old one.
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await page.getByRole('button', { name: 'Wijzigingen negeren' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    dialog = await openResetTemplate(page);
    await expect(dialog.getByRole('textbox', { name: 'Onderwerp', exact: true })).toHaveValue(original);

    await dialog.getByRole('textbox', { name: 'Onderwerp', exact: true }).fill(subject);
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('De wijzigingen werden opgeslagen.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: 'WACHTWOORD_RESET' })).toContainText(subject);
  });

  const asked = Date.now() - 1000;
  await test.step('a vet asks a password reset on the login page', async () => {
    await logout(page);
    await page.getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Gebruikersnaam').fill(VET);
    await dialog.getByRole('button', { name: 'Link versturen' }).click();
    await expect(page.getByRole('status')).toContainText(/werd een e-mail verstuurd/);
    await expect(dialog).toBeHidden();
  });

  let link = '';
  await test.step('the secretariat follows the mail in the queue until it is processed', async () => {
    await login(page, 'secretariaat');
    await page.goto('/mails');
    await expect(page.getByRole('heading', { name: 'Mailwachtrij' })).toBeVisible();

    // The counters per status.
    const chart = page.getByRole('region', { name: 'Aantal per status' });
    await expect(chart).toBeVisible();
    for (const status of ['Nieuw', 'Gestopt', 'Verwerkt', 'Fout']) {
      await expect(chart.getByRole('button', { name: new RegExp(`^${status} \\d+$`) })).toBeVisible();
    }
    await expect(chart.getByText(/^[1-9]\d* in totaal$/)).toBeVisible();

    // Newest first: the reset mail to the vet is the first row, new or already sent.
    const first = () => page.getByRole('row').nth(1);
    await expect(first()).toContainText(VET_MAIL);
    await expect(first()).toContainText('Wachtwoord opnieuw instellen');
    await expect(first().getByText(/^(Nieuw|Verwerkt)$/)).toBeVisible();
    // The worker sends it: reloaded until it shows PROCESSED (the list also refreshes itself every 5 s).
    await expect(async () => {
      await page.reload();
      await expect(first()).toContainText(VET_MAIL, { timeout: 2_000 });
      await expect(first().getByText('Verwerkt', { exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(chart.getByRole('button', { name: /^Verwerkt [1-9]\d*$/ })).toBeVisible();

    // The .eml the worker wrote: the edited subject and the reset link.
    const raw = await waitForMail(VET_MAIL, asked);
    expect(raw).toContain(`Subject: ${subject}`);
    link = linkIn(raw, 'token');
    const token = link.split('/').pop()!;

    await first().getByRole('cell', { name: VET_MAIL }).click();
    const dialog = page.getByRole('dialog', { name: `Mail „${VET_MAIL}"` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Verwerkt', { exact: true }).first()).toBeVisible();
    // The secretariat may put it back in the queue or stop it.
    await expect(dialog.getByRole('combobox', { name: /Nieuwe status/ })).toBeVisible();

    const params = dialog.getByRole('region', { name: 'Parameters' });
    await expect(params.getByRole('row', { name: `gebruikersnaam ${VET}` })).toBeVisible();
    await expect(params.getByRole('row', { name: 'voornaam Els' })).toBeVisible();
    await expect(params.getByRole('row', { name: 'achternaam Claes' })).toBeVisible();
    // The link is there, but its single-use token is not shown to the secretariat.
    await expect(params.getByRole('row').filter({ hasText: /^link/ })).toContainText('/token/••••••');
    await expect(dialog).not.toContainText(token);

    const log = dialog.getByRole('region', { name: 'Verzendlogboek' });
    await expect(log.getByRole('row').filter({ hasText: 'Verwerkt' })).toContainText(/Poging 1: verstuurd\. Bestand: .+\.eml/);
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the mailed link opens the new-password form', async () => {
    await logout(page);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Nieuw wachtwoord kiezen' })).toBeVisible();
    await expect(page.getByText(`Gebruiker: ${VET}`)).toBeVisible();
    await expect(page.getByLabel(labelled('Wachtwoord'))).toBeVisible();
    await expect(page.getByLabel('Wachtwoord opnieuw')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wachtwoord opslaan' })).toBeVisible();
  });
});

test('the login introduction is a page template the secretariat edits', async ({ page }) => {
  const intro = `Welkom, collega's! Het portaal is vernieuwd (${Date.now()}).`;
  await login(page, 'secretariaat');
  await page.goto('/templates/pages');
  await expect(page.getByRole('heading', { name: 'Paginasjablonen' })).toBeVisible();
  await page.getByRole('cell', { name: 'LOGIN_INTRO', exact: true }).click();
  await expect(page).toHaveURL(/\/templates\/pages\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'LOGIN_INTRO' })).toBeVisible();

  const content = page.getByLabel('Tekst (HTML)');
  await expect(content).toHaveValue(/ledenportaal van de Orde der Dierenartsen/);
  // A new first paragraph; the rest of the text stays, as the other journeys of a run read it.
  const original = await content.inputValue();
  await content.fill(`<p><strong>${intro}</strong></p><script>alert(1)</script>${original}`);
  // The preview shows the text as the visitor will see it.
  await expect(page.frameLocator('iframe[title="Voorbeeld van de tekst zoals de bezoeker hem ziet"]').first().getByText(intro)).toBeVisible();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De wijzigingen werden opgeslagen.')).toBeVisible();
  // The server keeps the text and drops the script.
  await expect(content).toHaveValue(`<p><strong>${intro}</strong></p>${original}`);
  // Who changed it last, and when.
  await expect(page.getByText('Gewijzigd door')).toBeVisible();
  await expect(page.getByText('secretariaat', { exact: true })).toBeVisible();

  await logout(page);
  await expect(page.getByRole('button', { name: 'Aanmelden' })).toBeVisible();
  await expect(page.getByText(intro)).toBeVisible();
});

/** A French demo vet: the account reads the portal, and gets its mails, in French. */
const FRENCH_VET = 'N1007';
const FRENCH_VET_MAIL = 'n1007@demo.orde-dierenartsen.be';

test('the secretariat writes the French text beside the Dutch one, and a French vet gets the mail in French', async ({ page }) => {
  test.setTimeout(120_000);
  const subject = `Choisir un nouveau mot de passe ${Date.now()}`;

  await test.step('the Dutch and the French texts side by side, one under the other on a phone', async () => {
    await login(page, 'secretariaat');
    const dialog = await openResetTemplate(page);
    const dutch = dialog.getByRole('group', { name: 'Nederlands', exact: true });
    const french = dialog.getByRole('group', { name: 'Frans', exact: true });
    await expect(french.getByRole('group', { name: 'Parameters voor Tekst (Frans)' }).getByRole('button', { name: '{{link}}' })).toBeVisible();
    const [nl, fr] = [(await dutch.boundingBox())!, (await french.boundingBox())!];
    expect(fr.x).toBeGreaterThan(nl.x + nl.width - 1);
    expect(Math.abs(fr.y - nl.y)).toBeLessThan(2);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(async () => {
      const [phoneNl, phoneFr] = [(await dutch.boundingBox())!, (await french.boundingBox())!];
      expect(phoneFr.y).toBeGreaterThanOrEqual(phoneNl.y + phoneNl.height - 1);
    }).toPass({ timeout: 5_000 });
    await page.setViewportSize({ width: 1280, height: 800 });

    // A parameter in the French text only is refused before anything is saved.
    const frenchSubject = french.getByRole('textbox', { name: 'Onderwerp (Frans)' });
    await frenchSubject.fill(`${subject} {{gebruikersnaam}}`);
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dutch.getByText('De Franse tekst gebruikt ook {{gebruikersnaam}}: gebruik in beide talen dezelfde parameters.')).toBeVisible();
    await frenchSubject.fill(subject);
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('De wijzigingen werden opgeslagen.')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the login page shows its introduction in the language chosen there', async () => {
    await logout(page);
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByText(/Bienvenue sur le portail des membres de l'Ordre des Médecins Vétérinaires/)).toBeVisible();
    await page.getByRole('button', { name: 'Nederlands' }).click();
    await expect(page.getByText(/Welkom op het ledenportaal van de Orde der Dierenartsen/)).toBeVisible();
  });

  const asked = Date.now() - 1000;
  await test.step('the French vet asks a password reset and gets the mail in French', async () => {
    await page.getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Gebruikersnaam').fill(FRENCH_VET);
    await dialog.getByRole('button', { name: 'Link versturen' }).click();
    await expect(dialog).toBeHidden();
    const raw = await waitForMail(FRENCH_VET_MAIL, asked);
    expect(raw).toContain(`Subject: ${subject}`);
    // Quoted-printable's soft line breaks and its encoded "=" undone.
    const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(text).toContain('Bonjour Camille Dubois,');
    expect(text).toContain('<html lang="fr">');
    expect(linkIn(raw, 'token')).toMatch(/^\/token\//);
  });
});

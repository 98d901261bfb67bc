import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** axe's WCAG 2.1 A/AA violations on the page as it is now. */
const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map((v) => v.id);

// A French browser: the login page starts in French, the French demo accounts read French from their account.
test.use({ locale: 'fr-BE' });

const today = () => new Date().toISOString().slice(0, 10).split('-').reverse().join('/');

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
  // The app bar hides while one scrolls down a long page (a phone's points table) and comes back at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Named by the person's name on a wide screen, by its role alone on a phone.
  await page.getByRole('button', { name: /(^| : )profil$/i }).click();
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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a French-speaking vet adds a teaching to their points in French and sees its total move', async ({ page }) => {
    test.slow();
    await loginInFrench(page, 'N1007', 'Dierenarts1');
    await page.goto('/bijscholing/punten');
    await expect(page.getByTestId('total-teachings')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Mes points de formation continue' })).toBeVisible();
    const teachings = page.getByRole('region', { name: 'Enseignement' });
    await expect(teachings.getByRole('row').filter({ hasText: 'Cours invité en bien-être animal' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Autres formes' }).getByText('Lecture spécialisée en médecine féline')).toBeVisible();
    // No Dutch product words on the screen.
    await expect(page.getByText(/Rij toevoegen|Lesgeven|Andere vormen|Totaal/)).toHaveCount(0);
    const total = teachings.getByTestId('total-teachings');
    const before = await total.textContent();

    await page.getByRole('button', { name: 'Ajouter une ligne: Enseignement' }).click();
    await teachings.getByRole('textbox', { name: 'Titre' }).fill('Séminaire biosécurité, Namur');
    await teachings.getByRole('textbox', { name: 'Date de début' }).fill(today());
    await teachings.getByRole('textbox', { name: 'Heures' }).fill('1,5');
    await teachings.getByRole('textbox', { name: 'Heures' }).press('Enter');
    await expect(page.getByText('Les modifications ont été enregistrées.').first()).toBeVisible();
    await expect(teachings.getByRole('row').filter({ hasText: 'Séminaire biosécurité, Namur' })).toContainText('1,5');
    await expect(total).toContainText('Total Enseignement');
    await expect(total).not.toHaveText(before ?? '');
    await expect(page.getByText('De wijzigingen werden opgeslagen.')).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
    await logoutToFrenchLogin(page);
  });
});

test('the French-speaking secretariat approves a change of domicile in French', async ({ page, baseURL }) => {
  test.slow();
  // The French vet asks to move, as the address page would; no other journey reads N1007's addresses.
  await loginInFrench(page, 'N1007', 'Dierenarts1');
  const filed = await page.request.post('/api/dierenartsen/addresschanges', {
    headers: { origin: baseURL! },
    data: {
      code: 'DOMICILIE',
      startdate: new Date().toISOString().slice(0, 10),
      street: 'Rue de Fer',
      number: '12',
      postcode: '5000',
      locality: 'Namur',
      land: 'BE',
    },
  });
  expect(filed.status()).toBe(201);
  await logoutToFrenchLogin(page);

  await loginInFrench(page, 'secretariat', 'Secretariaat1');
  await page.goto('/dierenarts/adreswijzigingen');
  await expect(page.getByRole('button', { name: 'Uniquement les nouvelles' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Enkel nieuwe|Enkel fouten|Adreswijzigingen/)).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: 'Camille Dubois' }).filter({ hasText: 'Domicile' });
  await expect(row).toHaveCount(1);
  await row.getByRole('cell', { name: 'Domicile', exact: true }).click();

  const decision = page.getByRole('dialog', { name: 'Domicile : Camille Dubois (N1007)' });
  await expect(decision).toBeVisible();
  await expect(decision.getByText('Données actuelles du membre')).toBeVisible();
  await expect(decision.getByText('Huidige gegevens van het lid')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await decision.getByRole('button', { name: 'Approuver' }).click();
  await expect(page.getByText('La demande a été approuvée et traitée. Le membre reçoit un e-mail.')).toBeVisible();
  await expect(decision).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Camille Dubois' }).filter({ hasText: 'Domicile' })).toHaveCount(0);
  await logoutToFrenchLogin(page);
});

test("a French-speaking vet reads a course's programme with its day part and category in French", async ({ page }) => {
  await loginInFrench(page, 'N1007', 'Dierenarts1');
  await page.goto('/bijscholing/agenda');
  await page.getByRole('link', { name: 'Hartgeruis en hartfalen bij de kat' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hartgeruis en hartfalen bij de kat' })).toBeVisible();
  await expect(page.getByText(/19:00–21:00 · Soirée/)).toBeVisible();
  await expect(page.getByText(/^Exposé ou conférence · /).first()).toBeVisible();
  await expect(page.getByText(/Avond|Lezing of voordracht/)).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await logoutToFrenchLogin(page);
});

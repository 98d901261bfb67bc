import { expect, type Page, test } from '@playwright/test';
import { ceremonyByApi, nameCommitteeByApi } from './committee';
import { labelled, login } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** A moment some days from now, at an hour, as the form takes it: dd/mm/jjjj uu:mm. */
const localAt = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(hour)}:00`;
};

async function addCandidate(page: Page, typed: string, option: RegExp) {
  await page.getByRole('button', { name: 'Kandidaat toevoegen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(labelled('Dierenarts')).fill(typed);
  await page.getByRole('option', { name: option }).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('the secretariat prepares an election with three candidates and a campaign file, finalises it once its committee’s key is ready, and can change it no more', async ({
  page,
}) => {
  // Every answer the screens get is one they asked for rightly (no `/verkiezingen//kandidaten/…`).
  const refusedByServer: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/verkiezingen') && r.status() >= 400) refusedByServer.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  await login(page, 'secretariaat');
  await page.getByRole('menuitem', { name: 'Verkiezingen' }).click();
  await expect(page).toHaveURL(/\/verkiezingen\?stage=admin$/);
  await expect(page.getByRole('row').filter({ hasText: 'Verkiezing provinciale raad Antwerpen' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Fase' })).toHaveText('Voorbereiding');
  // Without a stage in the address the list is still the one the server gives, and "Fase" says which.
  await page.goto('/verkiezingen');
  await expect(page.getByRole('combobox', { name: 'Fase' })).toHaveText('Voorbereiding');
  await expect(page).toHaveURL(/\/verkiezingen\?stage=admin$/);
  await expect(page.getByRole('row').filter({ hasText: 'Verkiezing provinciale raad Antwerpen' })).toBeVisible();

  await page.getByRole('button', { name: 'Nieuwe verkiezing' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(labelled('Naam')).fill('Verkiezing provinciale raad Limburg');
  // The date-times typed key by key, as dd/mm/jjjj uu:mm in every browser: a day that does not exist
  // is refused at its field in Dutch, and the form stays as typed.
  const start = form.getByLabel(labelled('Begin'));
  await start.pressSequentially('31/02/2031 09:00');
  await form.getByLabel(labelled('Einde')).pressSequentially(localAt(24, 17));
  await form.getByLabel(labelled('Aantal te verkiezen')).fill('2');
  // A new election can be voted in unless the secretariat turns it off.
  await expect(form.getByLabel('Stemmen mogelijk')).toBeChecked();
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form.getByText('Geef een geldige datum en tijd in (dd/mm/jjjj uu:mm).')).toBeVisible();
  await expect(form.getByLabel(labelled('Naam'))).toHaveValue('Verkiezing provinciale raad Limburg');
  await start.clear();
  await start.pressSequentially(localAt(10, 9));
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('row').filter({ hasText: 'Verkiezing provinciale raad Limburg' }).click();
  await expect(page).toHaveURL(/\/verkiezingen\/\d+/);
  await page.getByRole('tab', { name: 'Kandidaten' }).click();
  await addCandidate(page, 'Claes', /Els Claes.*N1003/);
  await addCandidate(page, 'De Smet', /Wouter De Smet.*N1004/);
  await addCandidate(page, 'Wouters', /Désiré Wouters.*N1005/);
  const row = page.getByRole('row').filter({ hasText: 'Claes' });
  await expect(page.getByRole('row')).toHaveCount(4);

  await row.click();
  const dialog = page.getByRole('dialog');
  // The chosen veterinarian by name, not by number.
  await expect(dialog.getByLabel(labelled('Dierenarts'))).toHaveValue('Els Claes');
  await dialog.getByLabel('Campagne: Bestand kiezen').setInputFiles({ name: 'programma-claes.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByRole('link', { name: 'programma-claes.pdf' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(row).toContainText('programma-claes.pdf');
  await row.click();
  await dialog.getByLabel(labelled('Voornaam')).fill('Elisabeth');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row).toContainText('Elisabeth');

  const id = page.url().match(/\/verkiezingen\/(\d+)/)![1];
  // Finalising waits for the committee's key: refused in Dutch until its ceremony is complete.
  await page.getByRole('button', { name: 'Finaliseren' }).click();
  await expect(page.getByRole('dialog', { name: 'Finaliseren' })).toContainText('De sleutel van het kiescomité is nog niet klaar');
  await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).click();
  // The committee's own journey (verkiezingen-comite.spec.ts) runs the ceremony on screen; here its members do it over the API.
  await nameCommitteeByApi(page, id, ['N1003', 'N1004', 'N1005'], 2);
  await ceremonyByApi(page, id, ['N1003', 'N1004', 'N1005']);
  await page.getByRole('button', { name: 'Finaliseren' }).click();
  const confirm = page.getByRole('dialog', { name: 'Finaliseren' });
  await expect(confirm).toContainText('alle dierenartsen krijgen een uitnodiging om te stemmen');
  await expect(confirm).toContainText('De stembus wordt verzegeld met de sleutel van het kiescomité: 2 van de 3 leden zijn nodig voor de telling.');
  // No key is made in this browser and no share is shown.
  await expect(confirm.getByText(/Deelsleutel/)).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Finaliseren' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Back on the list where the finalised election now is, told so in Dutch.
  await expect(page).toHaveURL(/\/verkiezingen\?stage=voting$/);
  await expect(page.getByRole('combobox', { name: 'Fase' })).toHaveText('Stemming');
  await expect(page.getByRole('row').filter({ hasText: 'Verkiezing provinciale raad Limburg' })).toBeVisible();
  await expect(
    page.getByText(
      'De verkiezing "Verkiezing provinciale raad Limburg" is gefinaliseerd en de uitnodigingen om te stemmen worden verstuurd. U vindt ze hier in de fase "Stemming".',
    ),
  ).toBeVisible();

  // No votes yet: the turnout chart says so in Dutch, as the chart library's every text does.
  await page.goto(`/verkiezingen/${id}/opkomst`);
  await expect(page.getByText('Geen gegevens om te tonen')).toBeVisible();
  await expect(page.getByText(/No data/)).toHaveCount(0);

  // Finalised: nothing of it can be changed any more, on the screen nor through the server.
  await page.goto(`/verkiezingen/${id}/kandidaten`);
  await expect(page.getByRole('row').filter({ hasText: 'Claes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kandidaat toevoegen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Finaliseren' })).toHaveCount(0);
  const origin = new URL(page.url()).origin;
  // The server keeps the committee's joint key and the manifest's fingerprint, nothing secret.
  const stored = await (await page.request.get(`/api/verkiezingen/${id}`)).json();
  expect(stored).toMatchObject({
    keyHolders: 3,
    keyThreshold: 2,
    publicKey: expect.stringMatching(/^[0-9a-f]{64}$/),
    fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  const refused = await page.request.post(`/api/verkiezingen/${id}`, { data: { title: 'Gewijzigd' }, headers: { origin } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).usererror).toMatch(/gefinaliseerd/);
  expect(refusedByServer).toEqual([]);
});

import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { labelled, login } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** A local datetime-local value some days from now, at an hour. */
const localAt = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
};

async function addCandidate(page: Page, typed: string, option: RegExp) {
  await page.getByRole('button', { name: 'Kandidaat toevoegen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(labelled('Dierenarts')).fill(typed);
  await page.getByRole('option', { name: option }).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('the secretariat prepares an election with three candidates and a campaign file, finalises it, and can change it no more', async ({ page }) => {
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
  await form.getByLabel(labelled('Begin')).fill(localAt(10, 9));
  await form.getByLabel(labelled('Einde')).fill(localAt(24, 17));
  await form.getByLabel(labelled('Aantal te verkiezen')).fill('2');
  // A new election can be voted in unless the secretariat turns it off.
  await expect(form.getByLabel('Stemmen mogelijk')).toBeChecked();
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
  // Finalising makes the ballot box's key here, in the browser, and hands its shares out once.
  await page.getByRole('button', { name: 'Finaliseren' }).click();
  const confirm = page.getByRole('dialog', { name: 'Finaliseren en de sleutel van de stembus maken' });
  await expect(confirm).toContainText('alle dierenartsen krijgen een uitnodiging om te stemmen');
  await confirm.getByRole('combobox', { name: 'Leden van het kiescomité' }).click();
  await page.getByRole('option', { name: '4' }).click();
  await expect(confirm.getByRole('combobox', { name: 'Nodig voor de telling' })).toHaveText('2');
  await confirm.getByRole('button', { name: 'Sleutel maken' }).click();
  const shares = page.getByRole('dialog', { name: 'Deelsleutels uitdelen' });
  await expect(shares).toContainText('Voor de telling zijn er 2 van de 4 nodig.');
  await expect(shares.getByText(/^Deelsleutel \d van 4$/)).toHaveCount(4);
  const download = page.waitForEvent('download');
  await shares.getByRole('listitem').filter({ hasText: 'Deelsleutel 3 van 4' }).getByRole('button', { name: 'Downloaden' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('deelsleutel-3-van-4-verkiezing-provinciale-raad-limburg.txt');
  const text = fs.readFileSync(await file.path(), 'utf8');
  expect(text).toContain('Deelsleutel 3 van 4 voor de verkiezing "Verkiezing provinciale raad Limburg".');
  expect(text).toMatch(/([0-9a-f]{4}-){17}[0-9a-f]{2}/);
  // Sent only once every member has theirs.
  const send = shares.getByRole('button', { name: 'Finaliseren' });
  await expect(send).toBeDisabled();
  await shares.getByRole('checkbox', { name: 'Elk lid van het kiescomité kreeg zijn deelsleutel.' }).check();
  await send.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Back on the list where the finalised election now is, told so in Dutch.
  await expect(page).toHaveURL(/\/verkiezingen\?stage=voting$/);
  await expect(page.getByRole('combobox', { name: 'Fase' })).toHaveText('Stemming');
  await expect(page.getByRole('row').filter({ hasText: 'Verkiezing provinciale raad Limburg' })).toBeVisible();
  await expect(page.getByText('De verkiezing "Verkiezing provinciale raad Limburg" is gefinaliseerd en de uitnodigingen om te stemmen worden verstuurd. U vindt ze hier in de fase "Stemming".')).toBeVisible();

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
  // The server kept the public half only; the share in the file is not stored anywhere.
  const stored = await (await page.request.get(`/api/verkiezingen/${id}`)).json();
  expect(stored).toMatchObject({ keyHolders: 4, keyThreshold: 2, publicKey: expect.stringMatching(/^[0-9a-f]{64}$/) });
  expect(JSON.stringify(stored)).not.toContain(text.match(/([0-9a-f]{4}-){4}/)![0]);
  const refused = await page.request.post(`/api/verkiezingen/${id}`, { data: { title: 'Gewijzigd' }, headers: { origin } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).usererror).toMatch(/gefinaliseerd/);
  expect(refusedByServer).toEqual([]);
});

import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { formatAttestCode } from '../domain/rules/attestCode';
import { login } from './helpers';
import { checkNow, prepareAxe, problems } from './walk/checks';

test('a vet downloads their certificate from the points page; anyone checks it at /attest on a phone, by keyboard, and a changed file is told apart', async ({
  page,
  browser,
}, info) => {
  test.slow();
  await login(page, 'N1001');
  await page.goto('/bijscholing/punten');
  const button = page.getByRole('button', { name: 'Attest downloaden (PDF)' });
  await expect(button).toBeVisible({ timeout: 30_000 });
  const made = page.waitForResponse((r) => r.url().endsWith('/api/bijscholing/attesten') && r.request().method() === 'POST');
  const download = page.waitForEvent('download');
  await button.click();
  const code = (await made).headers()['x-attest-code']!;
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^attest-N1001-\d{4}-\d{4}\.pdf$/);
  const saved = info.outputPath('attest.pdf');
  await file.saveAs(saved);
  const bytes = fs.readFileSync(saved);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('Het attest werd gedownload.')).toBeVisible();

  // Anyone, not logged in, on a phone: the address the QR code carries.
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const visitor = await context.newPage();
  await prepareAxe(visitor);
  await visitor.goto(`/attest/${formatAttestCode(code)}`);
  await expect(visitor.getByText('Dit attest werd opgemaakt door de Orde der Dierenartsen en vermeldde het volgende.')).toBeVisible({ timeout: 30_000 });
  await expect(visitor.getByText('Pieter Janssens')).toBeVisible();
  await expect(visitor.getByText(formatAttestCode(code), { exact: true })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Attest permanente vorming nakijken' })).toBeVisible();
  expect(visitor.url()).not.toContain('/login');
  await checkNow(visitor, { role: 'anoniem', width: 375, route: '/attest/{code}', phone: true, detail: 'echt attest' });
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // By keyboard: the button takes the focus and Enter opens the file chooser; the PDF as made is "echt".
  const choose = visitor.getByRole('button', { name: 'PDF-bestand kiezen' });
  await choose.focus();
  await expect(choose).toBeFocused();
  const chooser = visitor.waitForEvent('filechooser');
  await visitor.keyboard.press('Enter');
  await (await chooser).setFiles(saved);
  await expect(visitor.getByText('Echt: attest.pdf is precies het attest zoals het werd opgemaakt.')).toBeVisible();

  // One byte changed: "gewijzigd".
  const changed = Buffer.from(bytes);
  const middle = Math.floor(changed.length / 2);
  changed[middle] = changed[middle]! ^ 1;
  await visitor.getByTestId('attest-file').setInputFiles({ name: 'attest-aangepast.pdf', mimeType: 'application/pdf', buffer: changed });
  await expect(visitor.getByText(/^Gewijzigd: attest-aangepast\.pdf is niet het attest/)).toBeVisible();
  await checkNow(visitor, { role: 'anoniem', width: 375, route: '/attest/{code}', phone: true, detail: 'gewijzigd bestand' });

  // A mistyped code and an unknown one, each in its own words.
  const last = code.at(-1) === 'A' ? 'B' : 'A';
  await visitor.goto(`/attest/${code.slice(0, -1)}${last}`);
  await expect(visitor.getByText('Deze verificatiecode klopt niet', { exact: false })).toBeVisible({ timeout: 30_000 });
  await visitor.getByRole('textbox', { name: 'Verificatiecode' }).fill('7777-7777-7777-7777-777N');
  await visitor.keyboard.press('Enter');
  await expect(visitor.getByText('Er bestaat geen attest met deze verificatiecode.')).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test('the secretariat downloads the certificates of the control list’s selection as a ZIP, one PDF per member, the total named first', async ({ page }) => {
  test.slow();
  await login(page, 'secretariaat');
  await page.goto('/bijscholing/controle?username=N1001');
  await expect(page.getByRole('row').filter({ hasText: 'N1001' })).toBeVisible({ timeout: 30_000 });
  const made = page.waitForResponse((r) => r.url().endsWith('/api/bijscholing/attesten/controle'));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Attesten downloaden (ZIP)' }).click()]);
  expect((await made).headers()['x-attest-total']).toBe('1');
  expect(download.suggestedFilename()).toMatch(/^attesten-\d{4}-\d{4}\.zip$/);
  const zip = fs.readFileSync((await download.path())!);
  // One stored PDF, named after the member.
  expect(zip.readUInt32LE(0)).toBe(0x04034b50);
  expect(zip.subarray(30, 30 + zip.readUInt16LE(26)).toString()).toMatch(/^attest-N1001-\d{4}-\d{4}\.pdf$/);
  await expect(page.getByText('De attesten werden gedownload.')).toBeVisible();
});

test('the secretariat makes a member’s certificate from the member’s sheet, on a phone and by keyboard', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await prepareAxe(page);
  await login(page, 'secretariaat');
  await page.goto('/zoeken/dierenarts/N1001');
  await expect(page.getByRole('heading', { name: 'Permanente vorming' })).toBeVisible({ timeout: 30_000 });
  const button = page.getByRole('button', { name: 'Attest downloaden (PDF)' });
  await expect(button).toBeVisible();
  await checkNow(page, { role: 'secretariaat', width: 375, route: '/zoeken/dierenarts/{ordenummer}', phone: true, detail: 'attest' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.getByRole('link', { name: 'Puntentabel van het lid' })).toHaveAttribute('href', /^\/bijscholing\/punten\?user=N1001&periode=\d+$/);

  await button.focus();
  await expect(button).toBeFocused();
  const made = page.waitForResponse((r) => r.url().endsWith('/api/bijscholing/attesten') && r.request().method() === 'POST');
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const code = (await made).headers()['x-attest-code']!;
  expect((await download).suggestedFilename()).toMatch(/^attest-N1001-\d{4}-\d{4}\.pdf$/);
  await expect(page.getByText('Het attest werd gedownload.')).toBeVisible();
  // Made for the member, by the secretariat: the public check names the member.
  const check = await page.request.get(`/api/attesten/${code}`);
  expect((await check.json()).stated.ordenummer).toBe('N1001');
  expect(problems).toEqual([]);
  await context.close();
});

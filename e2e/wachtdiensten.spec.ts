import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { labelled, login } from './helpers';

async function choose(page: Page, label: string, option: string) {
  await page
    .getByRole('dialog')
    .getByRole('combobox', { name: labelled(label) })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a vet asks for a new on-call service, the secretariat approves it, another vet joins and the responsible exports the members', async ({ page }) => {
  const name = `Wachtdienst e2e ${Date.now()}`;

  await login(page, 'N1003');
  await page.goto('/wachtdiensten');
  await page.getByRole('button', { name: 'Nieuwe wachtdienst aanvragen' }).click();
  const form = page.getByRole('dialog', { name: 'Nieuwe wachtdienst aanvragen' });
  await form.getByLabel(labelled('Naam')).fill(name);
  await form.getByLabel(labelled('Telefoon')).fill('014 12 34 56');
  await choose(page, 'Type', 'Wachtdienst gezelschapsdieren');
  await choose(page, 'Diersoorten', 'Gezelschapsdieren (hond, kat)');
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(/^Uw aanvraag werd verstuurd/)).toBeVisible();
  await page.goto('/logout');

  await login(page, 'secretariaat');
  await page.goto('/wachtdiensten/aanvragen/registratie');
  await page.getByRole('row').filter({ hasText: name }).getByText(name).click();
  await page.getByRole('tab', { name: 'Beslissing' }).click();
  const state = page.getByRole('combobox', { name: 'Nieuwe status' });
  await state.click();
  await page.getByRole('option', { name: 'Goedgekeurd' }).click();
  await page.getByRole('button', { name: 'Beslissen' }).click();
  await expect(page.getByText('De wijzigingen werden opgeslagen.')).toBeVisible();
  await page.goto('/logout');

  await login(page, 'N1003');
  await page.goto('/wachtdiensten');
  const service = page.getByRole('row').filter({ hasText: name });
  await expect(service).toContainText('Els Claes');
  await service.getByText(name).click();
  await page.getByRole('tab', { name: 'Leden' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'N1003' })).toContainText('Els Claes (verantwoordelijke)');
  const serviceUrl = page.url();
  await page.goto('/logout');

  await login(page, 'N1006');
  await page.goto(serviceUrl);
  await page.getByRole('button', { name: 'Lid worden' }).click();
  const join = page.getByRole('dialog');
  await join.getByRole('radio', { name: 'Passief lid' }).check();
  await join.getByRole('button', { name: 'Lid worden' }).click();
  await expect(page.getByText('U bent nu lid van deze wachtdienst.')).toBeVisible();
  const member = page.getByRole('row').filter({ hasText: 'N1006' });
  await expect(member).toContainText('Passief lid');
  await expect(page.getByRole('button', { name: 'Lid worden' })).toHaveCount(0);
  // Only the responsible and the secretariat export the members.
  await expect(page.getByRole('link', { name: 'Leden exporteren (Excel)' })).toHaveCount(0);
  await page.goto('/logout');

  await login(page, 'N1003');
  await page.goto(serviceUrl);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Leden exporteren (Excel)' }).click()]);
  expect(download.suggestedFilename()).toBe(`${name}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.getWorksheet('Leden')!;
  const rows = sheet
    .getSheetValues()
    .slice(2)
    .map((r) => (r as ExcelJS.CellValue[]).slice(1));
  expect(rows.find((r) => r[1] === 'N1006')?.[2]).toBe('Passief lid');
});

test('the new-service form narrows the 300-odd municipalities as one types', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await login(page, 'N1003');
  await page.goto('/wachtdiensten');
  await page.getByRole('button', { name: 'Nieuwe wachtdienst aanvragen' }).click();
  const form = page.getByRole('dialog', { name: 'Nieuwe wachtdienst aanvragen' });
  const cities = form.getByRole('combobox', { name: labelled('Gemeenten') });
  await cities.pressSequentially('merel');
  await expect(page.getByRole('option')).toHaveText(['Merelbeke-Melle']);
  await page.getByRole('option', { name: 'Merelbeke-Melle' }).click();
  await cities.pressSequentially('lochr');
  await expect(page.getByRole('option')).toHaveText(['Lochristi']);
  // By keyboard as well.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('button', { name: 'Merelbeke-Melle' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Lochristi' })).toBeVisible();
});

test('the members tab fits a phone: the page does not scroll sideways, each member’s buttons show whole', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // The secretariat has the most buttons per member: leaving and making responsible.
  await login(page, 'secretariaat');
  await page.goto('/wachtdiensten');
  await page.getByText('Wachtdienst Gent-Zuid').click();
  await page.getByRole('tab', { name: 'Leden' }).click();
  const member = page.getByRole('list', { name: 'Leden' }).getByRole('listitem').filter({ hasText: 'Passief lid' });
  await expect(member).toContainText('Lid sinds');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const name of ['Uitschrijven', 'Verantwoordelijke maken']) {
    const button = member.getByRole('button', { name });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
    // Nothing of its text is cut off.
    expect(await button.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
  }
  await member.getByRole('button', { name: 'Verantwoordelijke maken' }).click();
  await expect(page.getByRole('dialog', { name: 'Verantwoordelijke maken' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/logout');

  await login(page, 'N1005');
  await page.goto('/wachtdiensten');
  await page.getByText('Wachtdienst Gent-Zuid').click();
  await page.getByRole('tab', { name: 'Leden' }).click();
  await page.getByRole('button', { name: 'Lid worden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lid worden van Wachtdienst Gent-Zuid' });
  await expect(dialog.getByRole('radio', { name: 'Actief lid' })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Lid worden' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

import { expect, test } from '@playwright/test';
import { login } from './helpers';

test('a veterinarian acknowledges the regulation before anything else', async ({ page }) => {
  await login(page, 'N1002');
  await expect(page.getByRole('heading', { name: 'Reglement van het ledenportaal' })).toBeVisible();
  await page.goto('/profiel');
  await expect(page.getByRole('heading', { name: 'Reglement van het ledenportaal' })).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Bevestigen' });
  await expect(confirm).toBeDisabled();
  await page.getByLabel('Ik heb het reglement gelezen en aanvaard het').check();
  await confirm.click();
  await expect(page.getByRole('heading', { name: 'N1002' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'N1002' })).toBeVisible();
});

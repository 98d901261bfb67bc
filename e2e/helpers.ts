import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const DATA_DIR = `data/e2e-${process.env.E2E_PORT ?? 8181}`;

export const ACCOUNTS = {
  secretariaat: 'Secretariaat1',
  N1001: 'Dierenarts1',
  N1002: 'Dierenarts1',
  N1003: 'Dierenarts1',
  N1004: 'Dierenarts1',
  N1005: 'Dierenarts1',
  N1006: 'Dierenarts1',
  opleider: 'Opleider1',
} as const;

/** A label's whole text, with or without the asterisk (react-admin's " *") of a required field. */
export const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

export async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Gebruikersnaam').fill(username);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
}

export async function login(page: Page, username: keyof typeof ACCOUNTS) {
  await page.goto('/login');
  await fillLogin(page, username, ACCOUNTS[username]);
  await expect(page).not.toHaveURL(/\/login/);
}

/** The newest mail in the outbox (no SMTP configured) sent to this address, as raw text. */
export async function waitForMail(to: string, after: number): Promise<string> {
  const dir = path.join(DATA_DIR, 'outbox');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (fs.existsSync(dir)) {
      for (const file of fs.readdirSync(dir)) {
        const full = path.join(dir, file);
        if (fs.statSync(full).mtimeMs < after) continue;
        const raw = fs.readFileSync(full, 'utf8');
        if (raw.includes(`To: ${to}`)) return raw;
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`geen mail voor ${to}`);
}

/** The link in a mail; quoted-printable soft line breaks are undone first. */
export const linkIn = (raw: string, kind: 'token' | 'activate') => {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = text.match(new RegExp(`https?://[^\\s"<]+/${kind}/[\\w-]+`));
  if (!match) throw new Error('geen link in de mail');
  return new URL(match[0]).pathname;
};

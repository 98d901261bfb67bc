import { chromium } from 'playwright';
const [,, user, pass, width, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, locale: 'en-US' });
await page.goto('http://localhost:8282/login');
await page.getByLabel(/Gebruikersnaam/).fill(user);
await page.getByLabel(/Wachtwoord/).fill(pass);
await page.getByRole('button', { name: 'Aanmelden' }).click();
await page.waitForTimeout(1500);
for (const p of paths) {
  const [path, click] = p.split('@');
  await page.goto('http://localhost:8282' + path);
  await page.waitForTimeout(1500);
  if (click) { await page.getByText(click, { exact: true }).first().click(); await page.waitForTimeout(1000); }
  const name = (path + (click ? '-' + click : '')).replace(/[^a-z0-9]+/gi, '_') + '-' + width;
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  console.log(name);
}
await browser.close();

import { expect, type Locator, test } from '@playwright/test';
import { login } from './helpers';

// A phone's width.
test.use({ viewport: { width: 375, height: 812 } });

/** What providers write: a meeting link as the place (one long word where a phone could break it), a long website and e-mail address. */
const MEETING = 'https://teams.microsoft.com/l/meetup-join/19%3ameeting_NjQ2ZTk4YjctZGQ0OS00ZTg2LWJhYmYtOWQ4YjM3OGM5ZjE2%40thread.v2/0';
const WEBSITE = 'https://www.dierenartsenpraktijk-zuidwestvlaanderen.be/bijscholingen/hartgeruis-en-hartfalen-bij-de-kat';
const EMAIL = 'secretariaat.bijscholingen@dierenartsenpraktijkzuidwestvlaanderen.be';

/** Whether all of the element lies on the screen, and nothing in it is cut off by its box. */
const fits = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.left >= 0 && box.right <= window.innerWidth && el.scrollWidth <= el.clientWidth;
  });

test('on a phone a course with a meeting link as its place and long contact details is read whole, in the list and on its sheet', async ({ page }) => {
  await login(page, 'N1001');
  // The webinar as a provider might fill it in: its place a meeting link, its organisation's details long.
  await page.route(/\/api\/bijscholing\/agenda(\?.*)?$/, async (route) => {
    const answer = await (await route.fetch()).json();
    for (const course of answer.items) if (course.online) course.location = MEETING;
    await route.fulfill({ json: answer });
  });
  await page.route(/\/api\/bijscholing\/agenda\/\d+$/, async (route) => {
    const sheet = await (await route.fetch()).json();
    await route.fulfill({ json: { ...sheet, location: MEETING, contact: { ...sheet.contact, website: WEBSITE, email: EMAIL } } });
  });

  await page.goto('/bijscholing/agenda');
  const card = page.getByRole('article', { name: 'Webinar: antibioticagebruik bij landbouwhuisdieren' });
  await expect(card.getByText(MEETING, { exact: false })).toBeVisible();
  expect.soft(await fits(card), 'the card').toBe(true);
  expect.soft(await fits(card.getByText(MEETING, { exact: false })), 'the place on the card').toBe(true);

  await card.getByRole('link', { name: 'Webinar: antibioticagebruik bij landbouwhuisdieren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webinar: antibioticagebruik bij landbouwhuisdieren' })).toBeVisible();
  const website = page.getByRole('link', { name: WEBSITE });
  const email = page.getByRole('link', { name: EMAIL });
  await expect(email).toBeVisible();
  for (const [name, part] of [
    ['the website', website],
    ['the e-mail address', email],
    ['the place', page.getByText(MEETING, { exact: false })],
    ['the sheet', page.locator('.MuiCard-root').filter({ has: email })],
  ] as const)
    expect.soft(await fits(part), name).toBe(true);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
});

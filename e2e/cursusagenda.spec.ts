import { expect, request, test } from '@playwright/test';
import { login } from './helpers';
import { checkNow, prepareAxe, problems } from './walk/checks';

// A phone's width.
test.use({ viewport: { width: 375, height: 812 } });

/** The feed's text with folded lines joined again (RFC 5545 §3.1). */
const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, '');

test('a vet finds a course in the agenda on a phone, by keyboard, puts it in their agenda and finds it in their calendar feed', async ({ page, baseURL }) => {
  await prepareAxe(page);
  await login(page, 'N1004');
  const check = (detail: string, route = '/bijscholing/agenda') => checkNow(page, { role: 'N1001', width: 375, route, phone: true, detail });

  // From the menu (on a phone a drawer).
  await page.getByRole('button', { name: 'Menu openen' }).click();
  await page.getByRole('menuitem', { name: 'Agenda bijscholingen' }).click();
  await expect(page).toHaveURL(/\/bijscholing\/agenda$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda bijscholingen' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Hartgeruis en hartfalen bij de kat' })).toBeVisible();
  // Soonest first: the webinar in 10 days comes before the course in 21.
  const titles = await page.getByRole('article').getByRole('heading').allInnerTexts();
  expect(titles.indexOf('Webinar: antibioticagebruik bij landbouwhuisdieren')).toBeLessThan(titles.indexOf('Hartgeruis en hartfalen bij de kat'));
  await check('lijst');

  // By keyboard: the province filter, then the search; each lands in the address.
  const province = page.getByLabel('Provincie');
  await province.focus();
  await province.selectOption({ label: 'Oost-Vlaanderen' });
  await expect(page).toHaveURL(/provincie=OVL/);
  await expect(page.getByRole('article', { name: 'Klauwgezondheid bij melkvee' })).toHaveCount(0);
  await page.getByLabel('Zoeken op titel of organisator').focus();
  await page.keyboard.type('hartgeruis');
  await expect(page).toHaveURL(/provincie=OVL&q=hartgeruis/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await check('gefilterd');

  // A reload shows the same list.
  await page.reload();
  await expect(page.getByLabel('Provincie')).toHaveValue('OVL');
  await expect(page.getByLabel('Zoeken op titel of organisator')).toHaveValue('hartgeruis');
  await expect(page.getByRole('article')).toHaveCount(1);

  // The sheet, opened with Enter on its title.
  await page.getByRole('link', { name: 'Hartgeruis en hartfalen bij de kat' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Hartgeruis en hartfalen bij de kat' })).toBeVisible();
  await expect(page.getByText('verbonden aan Faculteit Diergeneeskunde UGent')).toBeVisible();
  await expect(page.getByText(/19:00–21:00 · Avond/)).toBeVisible();
  // No calendar link yet: the sheet says so.
  await expect(page.getByText(/U hebt nog geen agendalink/)).toBeVisible();
  await check('fiche', '/bijscholing/agenda/{id}');

  await page.getByRole('button', { name: 'Zet in mijn agenda' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Uit mijn agenda halen' })).toBeVisible();
  await expect(page.getByText('Deze bijscholing staat in uw agenda.', { exact: true })).toBeVisible();
  await check('in mijn agenda', '/bijscholing/agenda/{id}');

  // Back to the agenda as it was filtered.
  await page.getByRole('link', { name: 'Terug naar de agenda' }).click();
  await expect(page).toHaveURL(/provincie=OVL&q=hartgeruis/);

  // The sheet leads to the profile's Agenda section, which makes the link; the calendar app then reads the course.
  await page.getByRole('link', { name: 'Hartgeruis en hartfalen bij de kat' }).click();
  await page.getByRole('link', { name: 'Agendalink maken' }).click();
  await expect(page).toHaveURL(/\/profiel#agenda-title$/);
  const agenda = page.getByRole('region', { name: 'Agenda' });
  await expect(agenda.getByRole('heading', { name: 'Agenda' })).toBeInViewport();
  await agenda.getByRole('button', { name: 'Nieuwe link maken' }).click();
  const link = await agenda.getByRole('textbox', { name: 'Uw agendalink' }).inputValue();
  const calendarApp = await request.newContext();
  const feed = unfolded(await (await calendarApp.get(link)).text());
  expect(feed).toContain('SUMMARY:Bijscholing: Hartgeruis en hartfalen bij de kat');
  expect(feed).toContain('LOCATION:Salisburylaan 133\\, 9820 Merelbeke');

  // Taken out again: gone from the feed, and N1004 left as the demo had them.
  const { items } = await (await page.request.get('/api/bijscholing/agenda?q=hartgeruis')).json();
  const removed = await page.request.delete(`/api/bijscholing/agenda/${items[0].id}/mijn-agenda`, { headers: { origin: baseURL! } });
  expect(removed.status()).toBe(200);
  expect(unfolded(await (await calendarApp.get(link)).text())).not.toContain('Hartgeruis');
  await calendarApp.dispose();
  await page.request.delete('/api/agenda', { headers: { origin: baseURL! } });

  expect(problems).toEqual([]);
});

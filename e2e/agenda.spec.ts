import { expect, request, test } from '@playwright/test';
import { login } from './helpers';

// A phone's width, and the clipboard the copy button writes to.
test.use({ viewport: { width: 375, height: 812 }, permissions: ['clipboard-read', 'clipboard-write'] });

/** The feed's text with folded lines joined again (RFC 5545 §3.1). */
const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, '');

test('a vet makes a calendar link on the profile page, their calendar app reads their course, and a new link ends the old one', async ({ page, baseURL }) => {
  await login(page, 'N1003');

  // N1003 records points for an approved course, as the points table does.
  const periods = (await (await page.request.get('/api/bijscholing/periodes?limit=100')).json()).items as { id: number; active: boolean }[];
  const courses = (await (await page.request.get('/api/bijscholing/cursussen?typeahead=1&limit=5&type=BP&q=Antibiotica')).json()).items as {
    id: number;
    title: string;
    startDate: string;
  }[];
  const course = courses[0]!;
  const recorded = await page.request.post('/api/bijscholing/punten', {
    headers: { origin: baseURL! },
    data: {
      periodeId: periods.find((p) => p.active)!.id,
      type: 'bpcursussen',
      idbijcursus: course.id,
      begindatum: course.startDate,
      attendancetype: 'DEELNAME',
    },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);

  await page.goto('/profiel');
  const agenda = page.getByRole('region', { name: 'Agenda' });
  await expect(agenda.getByText('U heeft nog geen agendalink.')).toBeVisible();
  // With the keyboard: the button takes the focus and Enter makes the link.
  await agenda.getByRole('button', { name: 'Nieuwe link maken' }).focus();
  await page.keyboard.press('Enter');
  const field = agenda.getByRole('textbox', { name: 'Uw agendalink' });
  await expect(field).toHaveValue(/\/agenda\/[\w-]{43}\.ics$/);
  const first = await field.inputValue();
  // Nothing sticks out sideways at 375 px, the long link included.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await agenda.getByRole('button', { name: 'Link kopiëren' }).click();
  await expect(agenda.getByRole('status')).toHaveText('De link is gekopieerd.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  // What a calendar app gets: no session needed, the token is the credential.
  const calendarApp = await request.newContext();
  const feed = await calendarApp.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const text = unfolded(await feed.text());
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text).toContain(`SUMMARY:Bijscholing: ${course.title}`);
  expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  await calendarApp.dispose();

  // Once made, the page only says since when; a new link asks first, then the old one is gone.
  await page.reload();
  await expect(agenda.getByText(/Uw agendalink werd gemaakt op \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(agenda.getByRole('textbox')).toHaveCount(0);
  await agenda.getByRole('button', { name: 'Nieuwe link maken' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Uw huidige link stopt dan meteen met werken.');
  await dialog.getByRole('button', { name: 'Nieuwe link maken' }).click();
  await expect(field).toHaveValue(/\/agenda\/[\w-]{43}\.ics$/);
  const second = await field.inputValue();
  expect(second).not.toBe(first);
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(second)).status()).toBe(200);

  await agenda.getByRole('button', { name: 'Link intrekken' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Link intrekken' }).click();
  await expect(agenda.getByText('U heeft nog geen agendalink.')).toBeVisible();
  expect((await page.request.get(second)).status()).toBe(404);

  // The points row goes again, so the journeys after this one find N1003 as the demo left them.
  const { id } = await recorded.json();
  expect((await page.request.delete(`/api/bijscholing/punten/${id}`, { headers: { origin: baseURL! } })).status()).toBe(200);
});

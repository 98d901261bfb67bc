import { expect, test } from '@playwright/test';
import { login } from './helpers';

test.use({ viewport: { width: 375, height: 812 } });

const TYPES = ['EBP-cursussen', 'BP-cursussen', 'Andere vormen', 'Lesgeven', 'Peer review', 'Totaal'];

test('on a 375 px phone the progress chart names all six bars and its lines without running over the axis', async ({ page }) => {
  await login(page, 'N1001');
  await page.goto('/bijscholing/punten');
  const progress = page.locator('section[aria-labelledby="progress-title"]');
  // The chart library loads with the chart (its own file, after the page).
  const chart = progress
    .locator('svg')
    .filter({ has: page.locator('text') })
    .first();
  await expect(chart).toBeVisible({ timeout: 60_000 });
  const area = (await chart.boundingBox())!;

  // Every type is written beside its bar, inside the drawing, and no two names overlap.
  const boxes = [];
  for (const type of TYPES) {
    const label = chart.locator('text', { hasText: new RegExp(`^${type}$`) });
    await expect(label).toBeVisible();
    const box = (await label.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(area.x);
    expect(box.x + box.width).toBeLessThanOrEqual(area.x + area.width);
    boxes.push(box);
  }
  for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height);

  // The lines are named below the drawing, whole and readable, never across the axis.
  const legend = progress.getByTestId('progress-legend');
  for (const text of ['Te behalen: 60', 'Maximum andere vormen (60%): 36']) {
    const key = legend.getByText(text, { exact: true });
    await expect(key).toBeVisible();
    const box = (await key.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(area.y + area.height - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  expect(await chart.locator('text', { hasText: /Maximum andere vormen/ }).count()).toBe(0);
  // Nothing of the section runs off the phone's width.
  expect(await progress.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

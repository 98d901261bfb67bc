import fs from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type AuditFile, checkAudit } from '../domain/crypto/audit';
import { type ACCOUNTS, login } from './helpers';
import { checkNow, prepareAxe, problems } from './walk/checks';

const OPEN = 'Verkiezing provinciale raad Oost-Vlaanderen';
const ENDED = 'Verkiezing Hoge Raad';

/** A fresh browser for one user, so each vote is its own session; on a phone with axe ready. */
async function as(browser: Browser, user: keyof typeof ACCOUNTS, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport, locale: 'nl-BE', timezoneId: 'Europe/Brussels', acceptDownloads: true });
  const page = await context.newPage();
  if (viewport.width < 600) await prepareAxe(page);
  await login(page, user);
  return page;
}

/**
 * An election's tab. The list opens on a stage that depends on the role (voting for a vet), so the
 * election is looked up by its title through the API over the stages, then opened at its address.
 */
async function openTab(page: Page, title: string, tab: string) {
  let id: number | undefined;
  for (const stage of ['', 'voting', 'counting', 'finished', 'admin']) {
    const res = await page.request.get(`/api/verkiezingen?limit=100&offset=0${stage ? `&stage=${stage}` : ''}`);
    const items: { id: number; title: string }[] = res.ok() ? (await res.json()).items : [];
    id = items.find((e) => e.title === title)?.id;
    if (id) break;
  }
  expect(id, title).toBeTruthy();
  await page.goto(`/verkiezingen/${id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

const votedCount = async (page: Page) => Number(/^(\d+) van/.exec((await page.getByTestId('turnout-summary').textContent()) ?? '')?.[1]);

test('two veterinarians vote in their own browser, one for two candidates after auditing a ballot and one blank, and find their ballot on the board; the secretariat sees the turnout move and sees the ended election counted by its committee, whose box anyone can check', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const secretariat = await as(browser, 'secretariaat');
  await openTab(secretariat, OPEN, 'Opkomst');
  await expect(secretariat.getByTestId('turnout-summary')).toContainText('uitgenodigde dierenartsen hebben gestemd');
  const before = await votedCount(secretariat);

  // A vote for two, on a phone: sealed in the browser, audited once, sealed afresh and cast.
  const vet = await as(browser, 'N1001', { width: 375, height: 740 });
  const phone = (detail: string, route = '/verkiezingen/stemmen') => checkNow(vet, { role: 'N1001', width: 375, route, phone: true, detail });
  const sentVotes: unknown[] = [];
  vet.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/verkiezingen\/\d+\/votes$/.test(r.url())) sentVotes.push(r.postDataJSON());
  });
  await openTab(vet, OPEN, 'Stemmen');
  const ballot = vet.getByRole('group', { name: 'Kies maximaal 2 kandidaten' });
  await expect(ballot).toBeVisible();
  expect(await vet.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const seal = vet.getByRole('button', { name: 'Stembiljet verzegelen' });
  await expect(seal).toBeEnabled();
  await seal.click();
  await expect(vet.getByRole('alert')).toHaveText('U hebt geen kandidaat gekozen. Gebruik de knop "Blanco stemmen" om blanco te stemmen.');
  const boxes = ballot.getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  const labels = [(await ballot.locator('label').nth(0).innerText()).trim(), (await ballot.locator('label').nth(1).innerText()).trim()];
  await seal.click();
  const sealedHeading = vet.getByRole('heading', { name: 'Uw verzegeld stembiljet' });
  await expect(sealedHeading).toBeFocused();
  await expect(vet.getByRole('status').filter({ hasText: 'Uw stembiljet is verzegeld.' })).toBeVisible();
  const audited = (await vet.getByTestId('sealed-tracker').textContent())!;
  expect(audited).toMatch(/^[0-9a-f]{64}$/);
  await phone('verzegeld');

  // The audit: the server records the tracker, the page shows what the ballot held and hands the file over.
  await vet.getByRole('button', { name: 'Controleren in plaats van uitbrengen' }).click();
  await expect(vet.getByRole('heading', { name: 'Gecontroleerd stembiljet' })).toBeFocused();
  await expect(vet.getByTestId('audit-held')).toHaveText(/^Dit stembiljet bevatte: .+\. Dat is de keuze die u maakte\.$/);
  await expect(vet.getByText(/^Dit stembiljet is nu ongeldig/)).toBeVisible();
  await expect(vet.getByRole('button', { name: 'Stem uitbrengen' })).toHaveCount(0);
  await expect(vet.getByRole('link', { name: /^Controlepagina voor stembiljetten/ })).toHaveAttribute('href', '/stembiljet-controle.html');
  await expect(vet.getByText(`npm run verify:box -- --audit stembiljet-controle-`)).toBeVisible();
  const downloading = vet.waitForEvent('download');
  await vet.getByRole('button', { name: 'Controlebestand downloaden' }).click();
  const file = JSON.parse(fs.readFileSync((await (await downloading).path())!, 'utf8')) as AuditFile;
  // The file checks out as the verifier page and `verify:box --audit` read it: the manifest, the proofs, the two candidates.
  const verdict = checkAudit(file);
  expect(verdict.tracker).toBe(audited);
  expect(verdict.chosen.map((c) => `${c.firstname} ${c.lastname}`).sort()).toEqual([...labels].sort());
  expect(sentVotes).toEqual([]);
  await phone('gecontroleerd');

  // A fresh ballot of the same choice, cast: only {fingerprint, ballot} is sent.
  await vet.getByRole('button', { name: 'Nieuw stembiljet verzegelen' }).click();
  await expect(sealedHeading).toBeFocused();
  const tracker = (await vet.getByTestId('sealed-tracker').textContent())!;
  expect(tracker).not.toBe(audited);
  await vet.getByRole('button', { name: 'Stem uitbrengen' }).click();
  await vet.getByRole('dialog').getByRole('button', { name: 'Bevestigen' }).click();
  await expect(vet.getByText('Uw stem werd geregistreerd.')).toBeVisible();
  await expect(vet.getByTestId('receipt')).toHaveText(tracker);
  await expect(vet.getByText(/de server antwoordde met een andere ontvangstcode/)).toHaveCount(0);
  expect(sentVotes).toHaveLength(1);
  expect(Array.isArray(sentVotes[0])).toBe(false);
  expect(Object.keys(sentVotes[0] as object).sort()).toEqual(['ballot', 'fingerprint']);
  await phone('ontvangstcode');

  // The board: the ballot cast is on it, the audited one is not; the counts and the head on a phone.
  await vet.getByRole('link', { name: /^Het stembord: / }).click();
  await expect(vet.getByRole('heading', { name: 'Stembord', level: 2 })).toBeVisible();
  await expect(vet.getByTestId('board-audited')).toHaveText(/^[1-9]\d*$/);
  const find = async (code: string) => {
    await vet.getByRole('textbox', { name: 'Ontvangstcode' }).fill(code);
    await vet.getByRole('button', { name: 'Zoeken' }).click();
  };
  await find(tracker);
  await expect(vet.getByText(/^Uw stembiljet staat op het bord als nr\. \d+, aanvaard op \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  await find(audited);
  await expect(vet.getByText(/^Er staat geen stembiljet met deze ontvangstcode op het bord\./)).toBeVisible();
  await expect(vet.getByRole('table').locator('caption')).toHaveText(/^Regels 1 tot \d+ van \d+$/);
  await phone('stembord', '/verkiezingen/stembord');
  await vet.goto(vet.url().replace(/\/stembord$/, '/stemmen'));
  // The day only: the server keeps no time of a vote.
  await expect(vet.getByText(/^U hebt gestemd op \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();

  // A blank vote, with the keyboard: its own button, then its own confirmation before it is cast.
  const other = await as(browser, 'N1003');
  await openTab(other, OPEN, 'Stemmen');
  await expect(other.getByRole('button', { name: 'Stembiljet verzegelen' })).toBeEnabled();
  await other.getByRole('button', { name: 'Blanco stemmen' }).focus();
  await other.keyboard.press('Enter');
  await expect(other.getByRole('heading', { name: 'Uw verzegeld stembiljet' })).toBeFocused();
  await expect(other.getByText('Dit is een blanco stembiljet: u koos geen enkele kandidaat.')).toBeVisible();
  await other.getByRole('button', { name: 'Stem uitbrengen' }).focus();
  await other.keyboard.press('Enter');
  await expect(other.getByRole('dialog', { name: 'Blanco stem bevestigen' })).toBeVisible();
  await other.getByRole('dialog').getByRole('button', { name: 'Bevestigen' }).click();
  await expect(other.getByText('Uw blanco stem werd geregistreerd.')).toBeVisible();

  // The turnout moved by two; the voters left the list of who has not voted.
  await secretariat.reload();
  await expect.poll(() => votedCount(secretariat)).toBe(before + 2);
  await expect(secretariat.getByRole('heading', { name: /^Nog niet gestemd/ })).toBeVisible();
  await expect(secretariat.getByRole('cell', { name: 'N1001', exact: true })).toHaveCount(0);
  await secretariat.getByRole('button', { name: 'Herinnering sturen' }).click();
  await secretariat.getByRole('dialog').getByRole('button', { name: 'Bevestigen' }).click();
  // One reminder per voter who has not voted: "1 herinnering werd", "3 herinneringen werden" (the keyboard journey voted too).
  await expect(secretariat.getByText(/(werd|werden) in de wachtrij van de mails gezet\./)).toBeVisible();

  // The ended election: the secretariat types no share, it waits for the committee. Two of its three
  // members (docs/demo) count on their own page, each with their key file and passphrase; the box is
  // checked in their browser first, and only their partial decryptions are sent.
  await openTab(secretariat, ENDED, 'Resultaten');
  const waiting = secretariat.getByText(/^De telling wacht op het kiescomité/);
  const report = secretariat.getByRole('heading', { name: `Verslag van de verkiezing "${ENDED}"` });
  await expect(waiting.or(report)).toBeVisible();
  // A retried run finds the election counted already.
  if (await waiting.isVisible()) {
    await expect(secretariat.getByRole('textbox', { name: /Deelsleutel/ })).toHaveCount(0);
    const endedId = /\/verkiezingen\/(\d+)/.exec(secretariat.url())![1];
    for (const [p, user, lid] of [
      [other, 'N1003', 1],
      [await as(browser, 'N1004'), 'N1004', 2],
    ] as const) {
      await p.goto('/comite');
      const card = p.getByRole('region', { name: ENDED });
      await expect(card.getByRole('heading', { name: 'De telling' })).toBeVisible();
      await card.getByLabel('Sleutelbestand', { exact: true }).setInputFiles(`docs/demo/comitesleutel-verkiezing-${endedId}-lid-${lid}.json`);
      await card.getByLabel('Wachtzin van het sleutelbestand').fill(`demo-comite-${user}`);
      await card.getByRole('button', { name: 'Stembus controleren' }).click();
      await expect(card.getByText(/^De stembus klopt/)).toBeVisible();
      await expect(card.getByTestId('closed-fingerprint')).toHaveText(/^[0-9a-f]{64}$/);
      await card.getByRole('checkbox', { name: 'De vingerafdruk van de stembus is dezelfde als in de mail die ik bij de sluiting kreeg' }).check();
      await card.getByRole('button', { name: 'Meetellen' }).click();
      await expect(card.getByText(new RegExp(`^${lid} van 2 comitéleden hebben meegeteld\\.`))).toBeVisible();
    }
    await secretariat.reload();
  }
  await expect(report).toBeVisible();
  // The demo's ended election was voted by the seed through the server's own sealing, and the report says so.
  await expect(
    secretariat.getByText(
      /^5 stembiljetten, waarvan 1 blanco\. Geteld op \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. 5 stembiljetten werden door de server verzegeld uit een lijst kandidaten, niet in de browser van de kiezer\.$/,
    ),
  ).toBeVisible();
  await expect(secretariat.getByRole('table', { name: 'Stemmen per kandidaat' }).getByRole('row', { name: /^Blanco/ })).toBeVisible();
  await expect(secretariat.getByTestId('fingerprint')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(secretariat.getByRole('button', { name: 'Afdrukken' })).toBeVisible();

  // A voter checks a receipt against the published box of the ended election, and the whole box.
  await openTab(vet, ENDED, 'Stemmen');
  await vet.getByLabel('Ontvangstcode').fill('GEEN-ECHTE-CODE');
  await vet.getByRole('button', { name: 'Controleren', exact: true }).click();
  await expect(vet.getByText(/Er zit geen stembiljet met deze code in de stembus/)).toBeVisible();
  const box = await (await vet.request.get(vet.url().replace(/\/verkiezingen\/(\d+).*/, '/api/verkiezingen/$1/stembus'))).json();
  await vet.getByLabel('Ontvangstcode').fill(box.ballots[2].tracker);
  await vet.getByRole('button', { name: 'Controleren', exact: true }).click();
  await expect(vet.getByText('Uw versleutelde stembiljet zit in de stembus en telt mee in de telling.')).toBeVisible();
  await vet.getByRole('button', { name: 'Stembus controleren' }).click();
  await expect(vet.getByText('Alle 5 stembiljetten zijn geldig versleuteld, de vingerafdruk klopt en de telling is bewezen juist.')).toBeVisible();
  expect(await vet.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(problems).toEqual([]);
});

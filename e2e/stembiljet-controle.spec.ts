import { expect, type Page, test } from '@playwright/test';
import type { AuditFile } from '../domain/crypto/audit';
import { sealWithSecrets } from '../domain/crypto/ballot';
import { appendEntries, type BoardFile, boardStart, type NewEntry } from '../domain/crypto/board';
import { ceremonyId, checkPublished, jointKey, publishRound1 } from '../domain/crypto/dkg';
import { pointFrom } from '../domain/crypto/group';
import { checkManifest, type Manifest } from '../domain/crypto/manifest';
import { checkNow, prepareAxe, problems } from './walk/checks';

/**
 * The static verifier page (/stembiljet-controle.html, from src/stembiljet-controle/): not logged in, on a
 * phone, a voter gives it the file of an audited ballot (Benaloh's challenge, domain/crypto/audit.ts)
 * made here as the voting page makes it, sees the election's fingerprint and the candidates, and the
 * Dutch problem of a tampered copy; then two downloads of the board. The page asks the portal's API
 * for nothing.
 */
const members = ['N1003', 'N1004', 'N1005'];
const candidates = [
  { id: 11, firstname: 'An', lastname: 'Peeters' },
  { id: 12, firstname: 'Bart', lastname: 'Claes' },
  { id: 13, firstname: 'Carla', lastname: 'Maes' },
];

/** An election's manifest under a committee's key: round 1 of the ceremony is all the manifest records (tests/helpers/committee.ts runs all three). */
function committeeManifest(): Manifest {
  const threshold = 2;
  const ceremony = ceremonyId({ electionId: 41, threshold, attempt: 0, members });
  const published = members.map((_, i) => publishRound1(crypto.getRandomValues(new Uint8Array(32)), ceremony, i + 1, threshold));
  const publicKey = jointKey(published.map((p) => checkPublished(ceremony, threshold, p))).toHex();
  const committee = { threshold, attempt: 0, ceremony, members: published.map((p, i) => ({ ...p, username: members[i]! })) };
  return { version: 2, election: { id: 41, title: 'Provinciale raad Limburg', seats: 2 }, candidates, committee, publicKey };
}

const manifest = committeeManifest();
const { fingerprint } = checkManifest(manifest);

function auditFile(choices: number[]): AuditFile {
  const sealed = sealWithSecrets(pointFrom(manifest.publicKey), { candidates: candidates.map((c) => c.id), max: 2, fingerprint }, choices);
  return {
    soort: 'ovd-stembiljet-controle',
    manifest,
    verkiezing: { id: 41, title: manifest.election.title, seats: 2, publicKey: manifest.publicKey, candidates },
    ballot: sealed.ballot,
    tracker: sealed.tracker,
    randomness: sealed.randomness,
  };
}

const json = (name: string, value: unknown) => ({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(value)) });

const tracker = (n: number) => n.toString(16).padStart(64, 'a');
const items = (from: number, to: number): NewEntry[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ tracker: tracker(from + i), day: '2026-11-20', serverSealed: false }));
function board(entries: ReturnType<typeof appendEntries>): BoardFile {
  return {
    soort: 'ovd-stembord',
    verkiezing: { id: 41, title: manifest.election.title, fingerprint },
    entries,
    head: entries.at(-1)?.hash ?? boardStart(fingerprint),
  };
}

/** A file dropped on a zone, as a voter drags it from their downloads. */
async function drop(page: Page, zone: string, name: string, value: unknown) {
  const transfer = await page.evaluateHandle(
    ([n, text]) => {
      const data = new DataTransfer();
      data.items.add(new File([text], n, { type: 'application/json' }));
      return data;
    },
    [name, JSON.stringify(value)] as const,
  );
  await page.locator(zone).dispatchEvent('drop', { dataTransfer: transfer });
}

test('a voter checks an audited ballot and two downloads of the board on the static page, without logging in', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'nl-BE', timezoneId: 'Europe/Brussels' });
  const page = await context.newPage();
  await prepareAxe(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) asked.push(r.url());
  });
  await page.goto('/stembiljet-controle.html');
  await expect(page.getByRole('heading', { name: 'Stembiljet en stembord controleren', level: 1 })).toBeVisible();
  await checkNow(page, { role: 'bezoeker', width: 375, route: '/stembiljet-controle.html', phone: true });

  // From the keyboard: the first stop is the link to the page in French, then the audit file's field, then the boards' two.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Français' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Controlebestand van het stembiljet')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Eerdere download van het stembord')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Latere download van het stembord')).toBeFocused();

  // A ballot for An Peeters and Carla Maes, audited: the page shows the fingerprint, the receipt and those two.
  const good = auditFile([11, 13]);
  await page.getByLabel('Controlebestand van het stembiljet').setInputFiles(json('stembiljet-controle.json', good));
  const ballot = page.getByRole('region', { name: 'Een gecontroleerd stembiljet' }).getByRole('status');
  await expect(ballot.getByRole('heading', { name: 'Het stembiljet klopt' })).toBeVisible();
  await expect(ballot).toContainText(fingerprint);
  await expect(ballot).toContainText(good.tracker);
  await expect(ballot.getByRole('listitem')).toHaveText(['An Peeters', 'Carla Maes']);
  await checkNow(page, { role: 'bezoeker', width: 375, route: '/stembiljet-controle.html', phone: true, detail: 'stembiljet klopt' });

  // A blank ballot, dropped on the zone.
  await drop(page, '#biljet-zone', 'blanco.json', auditFile([]));
  await expect(ballot.getByRole('listitem')).toHaveText(['blanco']);

  // The same file with another slot's randomness: the page that sealed it cannot answer for it.
  const tampered = structuredClone(good);
  tampered.randomness[0] = good.randomness[1]!;
  await drop(page, '#biljet-zone', 'gewijzigd.json', tampered);
  await expect(ballot.getByRole('heading', { name: 'Het stembiljet klopt niet' })).toBeVisible();
  await expect(ballot).toContainText('Het stembiljet werd niet met deze willekeurige getallen verzegeld.');
  await expect(ballot.getByRole('listitem')).toHaveCount(0);
  // A candidate renamed in the manifest: the ballot's proofs name the election as it was.
  const renamed = structuredClone(good);
  renamed.manifest!.candidates[0]!.lastname = 'Peters';
  await page.getByLabel('Controlebestand van het stembiljet').setInputFiles(json('hernoemd.json', renamed));
  await expect(ballot).toContainText('Een bewijs van een geldig stembiljet klopt niet.');
  await page.getByLabel('Controlebestand van het stembiljet').setInputFiles({ name: 'iets.json', mimeType: 'application/json', buffer: Buffer.from('{') });
  await expect(ballot).toContainText('Dit bestand kan niet gelezen worden: het is geen JSON-bestand.');

  // Two downloads of the board: the later one only appended.
  const first = appendEntries(fingerprint, { seq: 0, hash: boardStart(fingerprint) }, items(1, 2));
  const later = [...first, ...appendEntries(fingerprint, first.at(-1)!, items(3, 5))];
  const boards = page.getByRole('region', { name: 'Twee downloads van het stembord' });
  const verdict = boards.getByRole('status');
  await boards.getByLabel('Eerdere download van het stembord').setInputFiles(json('stembord-41-2.json', board(first)));
  await expect(verdict).toContainText('Kies nu ook de latere download.');
  await boards.getByLabel('Latere download van het stembord').setInputFiles(json('stembord-41-5.json', board(later)));
  await expect(verdict.getByRole('heading', { name: 'Het latere stembord groeide alleen aan' })).toBeVisible();
  await expect(verdict).toContainText('De eerdere download (2 regels) is het begin van de latere (5 regels)');
  await expect(verdict).toContainText(later.at(-1)!.hash);
  await checkNow(page, { role: 'bezoeker', width: 375, route: '/stembiljet-controle.html', phone: true, detail: 'stemborden' });

  // A later board on which the second ballot was replaced, its chain made again from there: not a growth of the earlier.
  const rewritten = appendEntries(fingerprint, first[0]!, [{ ...items(2, 2)[0]!, tracker: tracker(99) }, ...items(3, 5)]);
  await boards.getByLabel('Latere download van het stembord').setInputFiles(json('stembord-41-5b.json', board([first[0]!, ...rewritten])));
  await expect(verdict.getByRole('heading', { name: 'De stemborden kloppen niet' })).toBeVisible();
  await expect(verdict).toContainText('Het latere stembord begint niet met het eerdere: er werd iets weggenomen of veranderd (regel 2).');

  expect(asked).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test('a French-speaking voter reads the static page in French, checks a ballot there and can switch to Dutch', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'fr-BE', timezoneId: 'Europe/Brussels' });
  const page = await context.newPage();
  await prepareAxe(page);
  const before = problems.length;
  await page.goto('/stembiljet-controle.html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle(/^Vérifier un bulletin et le tableau des votes/);
  await expect(page.getByRole('heading', { name: 'Vérifier un bulletin et le tableau des votes', level: 1 })).toBeVisible();
  await checkNow(page, { role: 'bezoeker', width: 375, route: '/stembiljet-controle.html', phone: true, language: 'fr' });

  const good = auditFile([12]);
  await page.getByLabel('Fichier de vérification du bulletin').setInputFiles(json('controle.json', good));
  const ballot = page.getByRole('region', { name: 'Un bulletin vérifié' }).getByRole('status');
  await expect(ballot.getByRole('heading', { name: 'Le bulletin est correct' })).toBeVisible();
  await expect(ballot).toContainText("Empreinte de l'élection");
  await expect(ballot.getByRole('listitem')).toHaveText(['Bart Claes']);
  await page.getByLabel('Fichier de vérification du bulletin').setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{') });
  await expect(ballot).toContainText("Ce fichier ne peut pas être lu : ce n'est pas un fichier JSON.");
  const boards = page.getByRole('region', { name: 'Deux téléchargements du tableau des votes' });
  await boards
    .getByLabel('Téléchargement antérieur du tableau des votes')
    .setInputFiles(json('b.json', board(appendEntries(fingerprint, { seq: 0, hash: boardStart(fingerprint) }, items(1, 1)))));
  await expect(boards.getByRole('status')).toContainText('Choisissez maintenant aussi le téléchargement ultérieur.');
  await checkNow(page, { role: 'bezoeker', width: 375, route: '/stembiljet-controle.html', phone: true, language: 'fr', detail: 'bulletin' });

  // The link to the other language, in that language: the page again, in Dutch.
  await page.getByRole('link', { name: 'Nederlands' }).click();
  await expect(page.getByRole('heading', { name: 'Stembiljet en stembord controleren', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('link', { name: 'Français' })).toBeVisible();
  await checkNow(page, { role: 'bezoeker', width: 375, route: '/stembiljet-controle.html', phone: true });
  expect(problems.slice(before)).toEqual([]);
  await context.close();
});

import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { sealBallot } from '../domain/crypto/ballot';
import { type CommitteeBox, committeeBoxFingerprint, shapeOf } from '../domain/crypto/box';
import { checkPublished, jointKey, type Published } from '../domain/crypto/dkg';
import { precomputed } from '../domain/crypto/group';
import { checkManifest, type Manifest } from '../domain/crypto/manifest';
import { ARGS, bundleForPage, CHROMIUM, median } from './browser';

/**
 * The election committee's cryptography where the members run it: in the browser (DESIGN §5, "browser
 * time"). The domain code is bundled as the app ships it (esbuild, minified) and timed with
 * performance.now() inside a headless Debian Chromium, so neither Playwright's messaging nor Node's
 * faster BigInt path is in the figures. Every round runs in a fresh page, as a member who opens the
 * page for one step finds it: code not yet optimised, the base point's table not yet made.
 */
export const COMMITTEE = { members: 5, threshold: 3 } as const;
export const COMMITTEE_ROUNDS = 3;
export const BOX_SIZES = [100, 1000] as const;
// 10 candidates and 2 seats: a ballot of 11 slots whose sum proof has two branches, the heavier of the two forms asked for.
export const CANDIDATES = 10;
export const SEATS = 2;
const USERNAMES = ['N1003', 'N1004', 'N1005', 'N1006', 'secretariaat'].slice(0, COMMITTEE.members);
const ELECTION = { id: 7, title: 'Raad van de Orde', seats: SEATS };
const domain = (file: string) => JSON.stringify(path.resolve('domain/crypto', file));

/**
 * What runs in the page. Plain JavaScript bundled with the domain code, not functions handed to
 * page.evaluate: those would reach the page as text without their imports. Each member's steps are the
 * ones of domain/crypto/member.ts, which the committee page and `npm run comite` share: round 2 and 3
 * check every publication's proof before using it, as a member's browser does.
 */
const ENTRY = `
import { countPart, publication, receivedShare, sharesToSend } from ${domain('member.ts')};
import { ceremonyId } from ${domain('dkg.ts')};
import { openShareFile, sealShareFile } from ${domain('shareFile.ts')};

const hex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const unhex = (text) => Uint8Array.from(text.match(/../g), (h) => parseInt(h, 16));
const PASSPHRASE = 'een lange wachtzin van het comite';

export async function keygen({ election, usernames, threshold }) {
  const ceremony = ceremonyId({ electionId: election.id, threshold, attempt: 0, members: usernames });
  const seeds = usernames.map(() => crypto.getRandomValues(new Uint8Array(32)));
  const view = (me, members) => ({ ceremony, threshold, me, members });
  const ms = { round1: 0, scrypt: 0, round2: 0, round3: 0, reopen: 0 };
  const published = [];
  const files = [];
  for (const [i, seed] of seeds.entries()) {
    const header = { verkiezing: election.id, titel: election.title, lid: i + 1, gebruiker: usernames[i], drempel: threshold, leden: usernames.length, ceremonie: ceremony };
    const t0 = performance.now();
    published.push(publication(seed, view(i + 1, [])));
    const t1 = performance.now();
    files.push(await sealShareFile(seed, header, PASSPHRASE));
    const t2 = performance.now();
    ms.round1 += t2 - t0;
    ms.scrypt += t2 - t1;
  }
  const members = published.map((p, i) => ({ index: i + 1, published: p }));
  const sent = [];
  for (const [i, seed] of seeds.entries()) {
    const t0 = performance.now();
    sent.push(sharesToSend(seed, view(i + 1, members)).shares);
    ms.round2 += performance.now() - t0;
  }
  for (const [j, seed] of seeds.entries()) {
    const received = sent.flatMap((shares, i) => shares.filter((s) => s.to === j + 1).map((s) => ({ from: i + 1, box: s.box })));
    const t0 = performance.now();
    receivedShare(seed, view(j + 1, members), received);
    ms.round3 += performance.now() - t0;
  }
  // Rounds 2 and 3 and the count each start by opening the key file again: one more scrypt per step.
  const t0 = performance.now();
  await openShareFile(files[0], PASSPHRASE);
  ms.reopen = performance.now() - t0;
  return { ms, ceremony, seeds: seeds.map(hex), published, sent };
}

export async function count({ seed, me, box, received }) {
  let checked = 0;
  const t0 = performance.now();
  // The last progress call comes when every ballot is checked: the split between the box and the rest.
  const part = await countPart(unhex(seed), me, box, received, (done, total) => {
    if (done === total) checked = performance.now();
  });
  const t1 = performance.now();
  if (!part.verdict.ok || !part.decryptions) throw new Error('stembus afgekeurd: ' + JSON.stringify(part.verdict.findings));
  return { total: t1 - t0, check: checked - t0, rest: t1 - checked, slots: part.decryptions.length };
}
`;

interface Keygen {
  ms: { round1: number; scrypt: number; round2: number; round3: number; reopen: number };
  ceremony: string;
  seeds: string[];
  published: Omit<Published, 'index'>[];
  sent: { to: number; box: string }[][];
}
export interface CountTimes {
  total: number;
  check: number;
  rest: number;
}
export interface CommitteeResult {
  bundleKB: number;
  keygen: Keygen['ms'][];
  count: { ballots: number; rounds: CountTimes[] }[];
  sealSeconds: number;
  load: { before: number; after: number };
}

/** The manifest of the measured ceremony's key, and a box of `most` ballots sealed under it (in Node: not measured). */
function boxMaker(k: Keygen) {
  const members = k.published.map((p, i) => ({ ...p, index: i + 1, username: USERNAMES[i]! }));
  const committee = { threshold: COMMITTEE.threshold, attempt: 0, ceremony: k.ceremony, members };
  const publicKey = jointKey(members.map((p) => checkPublished(k.ceremony, COMMITTEE.threshold, p))).toHex();
  const candidates = Array.from({ length: CANDIDATES }, (_, i) => ({ id: 101 + i, firstname: `Kandidaat${i + 1}`, lastname: 'Dierenarts' }));
  const manifest: Manifest = { version: 2, election: ELECTION, candidates, committee, publicKey };
  const { fingerprint } = checkManifest(manifest);
  const shape = shapeOf(manifest, fingerprint);
  const Y = precomputed(publicKey);
  const most = Math.max(...BOX_SIZES);
  // Blank, one or two candidates, in turn: every form of ballot in the box.
  const ballots = Array.from({ length: most }, (_, i) => {
    const choices = [101 + (i % CANDIDATES), 101 + ((i * 7 + 3) % CANDIDATES)].slice(0, i % 3);
    const sealed = sealBallot(Y, shape, [...new Set(choices)]);
    return { tracker: sealed.tracker, ballot: sealed.text };
  });
  return (size: number): CommitteeBox => {
    const some = ballots.slice(0, size);
    return {
      manifest,
      voters: size,
      ballots: some,
      closedFingerprint: committeeBoxFingerprint(
        fingerprint,
        some.map((b) => b.tracker),
      ),
      count: null,
    };
  };
}

/** Key generation COMMITTEE_ROUNDS times, then one member's part of the count for each box size, each in a fresh page. */
export async function measureCommittee(log: (line: string) => void): Promise<CommitteeResult> {
  const before = os.loadavg()[0]!;
  const script = await bundleForPage(ENTRY);
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const inPage = async <T>(run: (page: Page) => Promise<T>) => {
    const ctx = await browser.newContext();
    try {
      const page = await ctx.newPage();
      await page.setContent('<!doctype html><html lang="nl"><title>comite</title></html>');
      await page.addScriptTag({ content: script });
      return await run(page);
    } finally {
      await ctx.close();
    }
  };
  try {
    const ceremonies: Keygen[] = [];
    for (let r = 0; r < COMMITTEE_ROUNDS; r++) {
      const args = { election: ELECTION, usernames: USERNAMES, threshold: COMMITTEE.threshold };
      ceremonies.push(await inPage((page) => page.evaluate((a) => (window as any).ovdBench.keygen(a) as Promise<Keygen>, args)));
      log(`  sleutelceremonie ${r + 1}: ${Math.round(ceremonies.at(-1)!.ms.round1 + ceremonies.at(-1)!.ms.round2 + ceremonies.at(-1)!.ms.round3)} ms`);
    }
    const sealStarted = performance.now();
    const boxOf = boxMaker(ceremonies[0]!);
    const sealSeconds = (performance.now() - sealStarted) / 1000;
    log(`  ${Math.max(...BOX_SIZES)} stembiljetten verzegeld in Node: ${sealSeconds.toFixed(1)} s`);
    // Member 1 counts; every member's part is the same work. Its shares are those the others sent it.
    const { seeds, sent } = ceremonies[0]!;
    const received = sent.flatMap((shares, i) => shares.filter((s) => s.to === 1).map((s) => ({ from: i + 1, box: s.box })));
    const count: CommitteeResult['count'] = [];
    for (const size of BOX_SIZES) {
      const args = { seed: seeds[0]!, me: 1, box: boxOf(size), received };
      const rounds: CountTimes[] = [];
      for (let r = 0; r < COMMITTEE_ROUNDS; r++) {
        const t = await inPage((page) => page.evaluate((a) => (window as any).ovdBench.count(a) as Promise<CountTimes & { slots: number }>, args));
        if (t.slots !== CANDIDATES + 1) throw new Error(`${t.slots} deelontsleutelingen, ${CANDIDATES + 1} verwacht`);
        rounds.push(t);
        log(`  telling, ${size} stembiljetten, ronde ${r + 1}: ${Math.round(t.total)} ms`);
      }
      count.push({ ballots: size, rounds });
    }
    return { bundleKB: script.length / 1000, keygen: ceremonies.map((c) => c.ms), count, sealSeconds, load: { before, after: os.loadavg()[0]! } };
  } finally {
    await browser.close();
  }
}

/** The table's rows (measurement, value, budget, ok), each figure the median of the rounds with their min–max. */
export function committeeRows(c: CommitteeResult) {
  const spread = (v: number[]) => `${Math.round(median(v))} ms (${Math.round(Math.min(...v))}–${Math.round(Math.max(...v))})`;
  const k = (pick: (m: CommitteeResult['keygen'][number]) => number) => c.keygen.map(pick);
  const total = k((m) => m.round1 + m.round2 + m.round3);
  const rows: { measurement: string; value: string; budget: string; ok?: boolean }[] = [
    {
      measurement: `committee key, every member's 3 rounds, ${COMMITTEE.members} members, median of ${COMMITTEE_ROUNDS} (min–max)`,
      value: spread(total),
      budget: '< 10 s',
      ok: median(total) < 10_000,
    },
    { measurement: '  round 1: publication + key file sealed', value: spread(k((m) => m.round1)), budget: '' },
    { measurement: `  of which scrypt (sealShareFile × ${COMMITTEE.members})`, value: spread(k((m) => m.scrypt)), budget: '' },
    { measurement: '  round 2: publications checked, shares sealed', value: spread(k((m) => m.round2)), budget: '' },
    { measurement: '  round 3: shares opened and checked, own share', value: spread(k((m) => m.round3)), budget: '' },
    // Not in the budget's three steps, but a member's browser pays it at the start of rounds 2, 3 and the count.
    { measurement: '  key file opened again (one scrypt)', value: spread(k((m) => m.reopen)), budget: '' },
  ];
  for (const { ballots, rounds } of c.count) {
    const t = (pick: (r: CountTimes) => number) => rounds.map(pick);
    const ok = median(t((r) => r.total)) < 2000;
    rows.push(
      {
        measurement: `one member's count (countPart), ${ballots} ballots, ${CANDIDATES} candidates, ${SEATS} seats`,
        value: spread(t((r) => r.total)),
        budget: '< 2 s',
        ok,
      },
      { measurement: "  checking the box (every ballot's proofs)", value: spread(t((r) => r.check)), budget: '' },
      { measurement: '  sums, share rebuilt, partial decryption', value: spread(t((r) => r.rest)), budget: '' },
    );
  }
  // How busy the machine was: the figures above are CPU-bound and stretch with the load.
  rows.push({
    measurement: 'load average (1 min), before / after the committee step',
    value: `${c.load.before.toFixed(2)} / ${c.load.after.toFixed(2)}`,
    budget: '',
  });
  return rows;
}

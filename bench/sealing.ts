import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { ceremonyId, checkPublished, jointKey, publishRound1 } from '../domain/crypto/dkg';
import { checkManifest, type Manifest } from '../domain/crypto/manifest';
import { ARGS, bundleForPage, CHROMIUM, median } from './browser';
import { CANDIDATES, SEATS } from './committee';

/**
 * A voter's ballot sealed and audited where the voter does it: in the browser (DESIGN §5, "browser
 * time"), as bench/committee.ts times the committee. The domain code is bundled with esbuild and
 * timed with performance.now() in headless Debian Chromium, every round in a fresh page, as a voter
 * who opens the voting page finds it: the key's table is made when the form loads
 * (src/resources/verkiezingen/sealing.ts, warmUp), the base point's table on the first seal.
 */
export const SEAL_ROUNDS = 5;
const SEAL_BUDGET_MS = 150;
const AUDIT_BUDGET_MS = 50;
const domain = (file: string) => JSON.stringify(path.resolve('domain/crypto', file));

/** The voting page's steps: the key's table (warmUp), the seal, then the audit's reveal and the whole check of the audit file. */
const ENTRY = `
import { openBallot, sealWithSecrets } from ${domain('ballot.ts')};
import { checkAudit, revealSlots } from ${domain('audit.ts')};
import { acceptBallot } from ${domain('cast.ts')};
import { G, precomputed, scalarFrom } from ${domain('group.ts')};
import { checkManifest } from ${domain('manifest.ts')};

export function sealAndAudit({ manifest, fingerprint, choices }) {
  const slots = { candidates: manifest.candidates.map((c) => c.id), max: manifest.election.seats, fingerprint };
  const t0 = performance.now();
  const Y = precomputed(manifest.publicKey);
  const t1 = performance.now();
  const sealed = sealWithSecrets(Y, slots, choices);
  const t2 = performance.now();
  sealWithSecrets(Y, slots, choices);
  const t3 = performance.now();
  const values = revealSlots(Y, openBallot(sealed.ballot, slots), sealed.randomness.map(scalarFrom));
  const t4 = performance.now();
  const file = { soort: 'ovd-stembiljet-controle', manifest, verkiezing: { id: manifest.election.id, title: manifest.election.title, seats: manifest.election.seats, publicKey: manifest.publicKey, candidates: manifest.candidates }, ballot: sealed.ballot, tracker: sealed.tracker, randomness: sealed.randomness };
  const verdict = checkAudit(file);
  const t5 = performance.now();
  // Its two heavier parts, timed again after it (warm): the manifest's check, and the ballot's proofs.
  checkManifest(manifest);
  const t6 = performance.now();
  acceptBallot(Y, slots, sealed.ballot);
  const t7 = performance.now();
  const revealed = slots.candidates.filter((_, i) => values[i] === 1);
  const same = (ids) => ids.length === choices.length && ids.every((id) => choices.includes(id));
  if (!same(revealed) || !same(verdict.chosen.map((c) => c.id))) throw new Error('controle geeft andere keuze');
  return { table: t1 - t0, seal: t2 - t1, secondSeal: t3 - t2, reveal: t4 - t3, checkAudit: t5 - t4, manifest: t6 - t5, proofs: t7 - t6, file };
}

/** The audit file checked alone in a fresh page, as the static verifier page does: no key table, nothing optimised yet. */
export function auditAlone(file) {
  const t0 = performance.now();
  checkAudit(file);
  return performance.now() - t0;
}

/** The base point's table, which the first seal makes (group.ts makes it on first use): alone in a fresh page. */
export function baseTable() {
  const t0 = performance.now();
  G.multiply(3n);
  return performance.now() - t0;
}
`;

interface Round {
  table: number;
  seal: number;
  secondSeal: number;
  reveal: number;
  checkAudit: number;
  manifest: number;
  proofs: number;
  file: unknown;
}
export interface SealingResult {
  bundleKB: number;
  rounds: Omit<Round, 'file'>[];
  auditAlone: number[];
  baseTable: number[];
  load: { before: number; after: number };
}

/** A committee election's manifest of 10 candidates and 2 seats, keyed by 3 members (threshold 2), made in Node. */
function manifestOf(): { manifest: Manifest; fingerprint: string } {
  const election = { id: 8, title: 'Raad van de Orde', seats: SEATS };
  const usernames = ['N1003', 'N1004', 'N1005'];
  const threshold = 2;
  const ceremony = ceremonyId({ electionId: election.id, threshold, attempt: 0, members: usernames });
  const members = usernames.map((username, i) => ({
    ...publishRound1(crypto.getRandomValues(new Uint8Array(32)), ceremony, i + 1, threshold),
    username,
  }));
  const publicKey = jointKey(members.map((p) => checkPublished(ceremony, threshold, p))).toHex();
  const candidates = Array.from({ length: CANDIDATES }, (_, i) => ({ id: 201 + i, firstname: `Kandidaat${i + 1}`, lastname: 'Dierenarts' }));
  const manifest: Manifest = { version: 2, election, candidates, committee: { threshold, attempt: 0, ceremony, members }, publicKey };
  return { manifest, fingerprint: checkManifest(manifest).fingerprint };
}

/** SEAL_ROUNDS ballots of two candidates, each sealed and audited in a fresh page; then each audit file checked in a fresh page of its own. */
export async function measureSealing(log: (line: string) => void): Promise<SealingResult> {
  const before = os.loadavg()[0]!;
  const script = await bundleForPage(ENTRY);
  const { manifest, fingerprint } = manifestOf();
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  /** One call of the bundle's functions in a fresh page (a fresh context: nothing cached, nothing optimised). */
  const inPage = async <T>(fn: 'sealAndAudit' | 'auditAlone' | 'baseTable', arg: unknown): Promise<T> => {
    const ctx = await browser.newContext();
    try {
      const page = await ctx.newPage();
      await page.setContent('<!doctype html><html lang="nl"><title>stembiljet</title></html>');
      await page.addScriptTag({ content: script });
      return (await page.evaluate(([f, a]) => (window as any).ovdBench[f](a), [fn, arg] as const)) as T;
    } finally {
      await ctx.close();
    }
  };
  try {
    const rounds: Round[] = [];
    for (let r = 0; r < SEAL_ROUNDS; r++) {
      const choices = [201 + (r % CANDIDATES), 201 + ((r * 3 + 5) % CANDIDATES)];
      const round = await inPage<Round>('sealAndAudit', { manifest, fingerprint, choices });
      rounds.push(round);
      log(`  ronde ${r + 1}: tabel ${Math.round(round.table)} ms, verzegelen ${Math.round(round.seal)} ms, controle ${Math.round(round.checkAudit)} ms`);
    }
    const auditAlone: number[] = [];
    for (const round of rounds) auditAlone.push(await inPage<number>('auditAlone', round.file));
    const baseTable: number[] = [];
    for (let r = 0; r < SEAL_ROUNDS; r++) baseTable.push(await inPage<number>('baseTable', null));
    return {
      bundleKB: script.length / 1000,
      rounds: rounds.map(({ file: _, ...times }) => times),
      auditAlone,
      baseTable,
      load: { before, after: os.loadavg()[0]! },
    };
  } finally {
    await browser.close();
  }
}

/** The table's rows: each figure the median of the rounds with their min–max. */
export function sealingRows(s: SealingResult) {
  const spread = (v: number[]) => `${Math.round(median(v))} ms (${Math.round(Math.min(...v))}–${Math.round(Math.max(...v))})`;
  const t = (pick: (r: SealingResult['rounds'][number]) => number) => s.rounds.map(pick);
  const seal = t((r) => r.seal);
  const withTable = t((r) => r.table + r.seal);
  const reveal = t((r) => r.reveal);
  const audit = t((r) => r.checkAudit);
  const shape = `${CANDIDATES} candidates, ${SEATS} seats`;
  return [
    {
      measurement: `election ballot sealed in the browser (${shape}), fresh page, key table made at load, median of ${SEAL_ROUNDS}`,
      value: spread(seal),
      budget: `< ${SEAL_BUDGET_MS} ms`,
      ok: median(seal) < SEAL_BUDGET_MS,
    },
    {
      measurement: "  the same with the key's table made in it (precomputed + seal)",
      value: spread(withTable),
      budget: `< ${SEAL_BUDGET_MS} ms`,
      ok: median(withTable) < SEAL_BUDGET_MS,
    },
    { measurement: "  the key's table alone (precomputed, when the form loads)", value: spread(t((r) => r.table)), budget: '' },
    { measurement: "  the base point's table alone (made by the first seal), fresh page", value: spread(s.baseTable), budget: '' },
    { measurement: '  a second seal in the same page', value: spread(t((r) => r.secondSeal)), budget: '' },
    {
      measurement: '  audit: the slots revealed from the randomness (openBallot + revealSlots)',
      value: spread(reveal),
      budget: `< ${AUDIT_BUDGET_MS} ms`,
      ok: median(reveal) < AUDIT_BUDGET_MS,
    },
    {
      measurement: '  audit: the whole checkAudit (manifest, proofs, slots), after the seal',
      value: spread(audit),
      budget: `< ${AUDIT_BUDGET_MS} ms`,
      ok: median(audit) < AUDIT_BUDGET_MS,
    },
    {
      measurement: "    of which the manifest's check / the ballot's proofs, timed again after it",
      value: `${spread(t((r) => r.manifest))} / ${spread(t((r) => r.proofs))}`,
      budget: '',
    },
    { measurement: '  audit: checkAudit alone in a fresh page (the verifier page)', value: spread(s.auditAlone), budget: '' },
    { measurement: 'load average (1 min), before / after the sealing step', value: `${s.load.before.toFixed(2)} / ${s.load.after.toFixed(2)}`, budget: '' },
  ];
}

import { digest } from './hash';

/**
 * The public board of an election (docs/features/elections.md, "The board"): every ballot the box
 * accepts is appended as an entry whose hash covers the previous entry's, the ballot's tracker, the
 * day and whether the server sealed it, so the head names the whole board. A copy taken earlier
 * must be a beginning of a copy taken later (Belenios' public bulletin board keeps its ballots in a
 * hash chain the same way). The head at the close is announced by mail and is the box's fingerprint
 * that the count checks.
 */
export interface BoardEntry {
  seq: number;
  tracker: string;
  /** The day (Brussels) the ballot reached the board, yyyy-MM-dd: never a time, which would order voters. */
  day: string;
  /** Sealed by the server from an array of candidate ids (SPEC's call), not in the voter's browser. */
  serverSealed: boolean;
  hash: string;
}
export type NewEntry = Omit<BoardEntry, 'seq' | 'hash'>;

/** The board's own key: the election's fingerprint, or for an election keyed before the committee its id. */
export const boardKey = (electionId: number, fingerprint: string | null | undefined) => fingerprint ?? `verkiezing-${electionId}`;

/**
 * The head of an empty board: the fingerprint an empty box had (./box.ts, committeeBoxFingerprint
 * of no trackers), so an election closed empty before boards existed keeps the fingerprint it announced.
 */
export const boardStart = (key: string) => digest('stembus', [key, 0]);

export const entryHash = (key: string, previous: string, e: Omit<BoardEntry, 'hash'>) =>
  digest('stembord', [key, e.seq, previous, e.tracker, e.day, e.serverSealed ? 1 : 0]);

/** The entries that append `items` to a board whose last entry is `head` (seq 0 and boardStart for an empty board). */
export function appendEntries(key: string, head: { seq: number; hash: string }, items: readonly NewEntry[]): BoardEntry[] {
  let { seq, hash } = head;
  return items.map((item) => {
    seq += 1;
    hash = entryHash(key, hash, { ...item, seq });
    return { ...item, seq, hash };
  });
}

/** A board as downloaded (GET /api/verkiezingen/{id}/bord/download) and as `npm run verify:box -- --board` reads it. */
export interface BoardFile {
  soort: 'ovd-stembord';
  verkiezing: { id: number; title: string; fingerprint: string | null };
  entries: BoardEntry[];
  head: string;
}

const HEX64 = /^[0-9a-f]{64}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The head a board's entries give, or the place (seq) of the first entry that does not follow from the one before. */
export function chainOf(key: string, entries: readonly BoardEntry[]): { head: string; broken: number | null } {
  let hash = boardStart(key);
  for (const [i, e] of entries.entries()) {
    const wellFormed = e && e.seq === i + 1 && HEX64.test(e.tracker) && DAY.test(e.day) && typeof e.serverSealed === 'boolean';
    if (!wellFormed || entryHash(key, hash, e) !== e.hash) return { head: hash, broken: i + 1 };
    hash = e.hash;
  }
  return { head: hash, broken: null };
}

export interface BoardVerdict {
  ok: boolean;
  head: string;
  entries: number;
  /** The first entry that breaks the chain, or that differs from the earlier copy. */
  broken: number | null;
  /** Why not: the chain broken (BOARD), a tracker twice, another election than the earlier copy, or entries removed or changed since it. */
  problem: 'BOARD' | 'DUPLICATE' | 'OTHER_ELECTION' | 'REMOVED' | null;
}

/** Checks one board: its chain from the start, its head, no tracker twice. */
export function checkBoard(file: BoardFile): BoardVerdict {
  const key = boardKey(file.verkiezing.id, file.verkiezing.fingerprint);
  const { head, broken } = chainOf(key, file.entries);
  if (broken !== null || head !== file.head) return { ok: false, head, entries: file.entries.length, broken: broken ?? file.entries.length, problem: 'BOARD' };
  const seen = new Set<string>();
  for (const e of file.entries) {
    if (seen.has(e.tracker)) return { ok: false, head, entries: file.entries.length, broken: e.seq, problem: 'DUPLICATE' };
    seen.add(e.tracker);
  }
  return { ok: true, head, entries: file.entries.length, broken: null, problem: null };
}

/** Checks a later copy of a board against an earlier one: both hold, same election, and the earlier is the later's beginning (nothing removed or changed). */
export function checkGrowth(earlier: BoardFile, later: BoardFile): BoardVerdict {
  const first = checkBoard(earlier);
  if (!first.ok) return first;
  const second = checkBoard(later);
  if (!second.ok) return second;
  const same = earlier.verkiezing.id === later.verkiezing.id && earlier.verkiezing.fingerprint === later.verkiezing.fingerprint;
  if (!same) return { ...second, ok: false, broken: null, problem: 'OTHER_ELECTION' };
  if (later.entries.length < earlier.entries.length) return { ...second, ok: false, broken: later.entries.length + 1, problem: 'REMOVED' };
  const n = earlier.entries.length;
  // The chain makes equal heads at the same length mean equal boards up to there.
  if (n > 0 && later.entries[n - 1]!.hash !== earlier.entries[n - 1]!.hash) {
    const differs = earlier.entries.findIndex((e, i) => later.entries[i]!.hash !== e.hash);
    return { ...second, ok: false, broken: differs + 1, problem: 'REMOVED' };
  }
  return second;
}

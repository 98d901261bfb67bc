import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendEntries,
  type BoardEntry,
  type BoardFile,
  boardKey,
  boardStart,
  chainOf,
  checkBoard,
  checkGrowth,
  type NewEntry,
} from '../../domain/crypto/board';
import { committeeBoxFingerprint } from '../../domain/crypto/box';

/**
 * The public board's hash chain (domain/crypto/board.ts): a board made by appending holds; any entry
 * changed, removed or moved is found at its place; an earlier copy is the beginning of a later one
 * and nothing else is; an empty board starts where an empty box's fingerprint did.
 */
const KEY = 'c0'.repeat(32);
const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/);
const item = fc.record({ tracker: hex64, day: fc.constantFrom('2026-11-20', '2026-11-21', '2026-12-01'), serverSealed: fc.boolean() });
/** Items whose trackers differ, as the box's are. */
const items = (min: number) => fc.uniqueArray(item, { minLength: min, maxLength: 12, selector: (i) => i.tracker });

const made = (list: readonly NewEntry[], key = KEY) => appendEntries(key, { seq: 0, hash: boardStart(key) }, list);
const fileOf = (entries: BoardEntry[], id = 7, fingerprint: string | null = KEY): BoardFile => ({
  soort: 'ovd-stembord',
  verkiezing: { id, title: 'Raad', fingerprint },
  entries,
  head: entries.at(-1)?.hash ?? boardStart(boardKey(id, fingerprint)),
});

describe('the public board', () => {
  it('starts an empty board at the fingerprint an empty box had', () => {
    expect(boardStart(KEY)).toBe(committeeBoxFingerprint(KEY, []));
    expect(checkBoard(fileOf([]))).toEqual({ ok: true, head: boardStart(KEY), entries: 0, broken: null, problem: null });
    // An election keyed before the committee names its board by its id.
    expect(boardKey(7, null)).toBe('verkiezing-7');
    expect(checkBoard(fileOf(made(fc.sample(items(2), 1)[0]!, 'verkiezing-7'), 7, null)).ok).toBe(true);
  });

  it('holds for any board made by appending, however it was appended in parts', () => {
    fc.assert(
      fc.property(items(0), fc.nat(), (list, cut) => {
        const whole = made(list);
        const at = list.length ? cut % (list.length + 1) : 0;
        const first = made(list.slice(0, at));
        const head = first.at(-1) ?? { seq: 0, hash: boardStart(KEY) };
        expect([...first, ...appendEntries(KEY, head, list.slice(at))]).toEqual(whole);
        expect(chainOf(KEY, whole)).toEqual({ head: whole.at(-1)?.hash ?? boardStart(KEY), broken: null });
        expect(checkBoard(fileOf(whole))).toMatchObject({ ok: true, entries: list.length });
      }),
    );
  });

  it('finds any entry changed, at its place', () => {
    const change = fc.constantFrom<(e: BoardEntry) => BoardEntry>(
      (e) => ({ ...e, tracker: e.tracker.replace(/^./, (c) => (c === '0' ? '1' : '0')) }),
      (e) => ({ ...e, day: '2026-11-22' === e.day ? '2026-11-23' : '2026-11-22' }),
      (e) => ({ ...e, serverSealed: !e.serverSealed }),
      (e) => ({ ...e, hash: 'f'.repeat(64) }),
      (e) => ({ ...e, seq: e.seq + 1 }),
      (e) => ({ ...e, day: '20-11-2026' }),
    );
    fc.assert(
      fc.property(items(1), fc.nat(), change, (list, pick, how) => {
        const entries = made(list);
        const i = pick % entries.length;
        const changed = entries.map((e, j) => (j === i ? how(e) : e));
        expect(checkBoard(fileOf(changed))).toMatchObject({ ok: false, broken: i + 1, problem: 'BOARD' });
        // Even with the head made again from the changed entries, the entry no longer follows from the one before.
        expect(checkBoard({ ...fileOf(entries), entries: changed, head: changed.at(-1)!.hash })).toMatchObject({ ok: false, broken: i + 1 });
      }),
    );
  });

  it('finds an entry removed or two entries swapped, at the first place that differs', () => {
    fc.assert(
      fc.property(items(2), fc.nat(), fc.nat(), (list, a, b) => {
        const entries = made(list);
        const i = a % entries.length;
        const removed = entries.filter((_, j) => j !== i);
        if (i < entries.length - 1) expect(checkBoard({ ...fileOf(entries), entries: removed })).toMatchObject({ ok: false, broken: i + 1, problem: 'BOARD' });
        // The last one removed leaves a chain that holds, to a head other than the file's.
        else expect(checkBoard({ ...fileOf(entries), entries: removed })).toMatchObject({ ok: false, problem: 'BOARD' });
        const j = b % entries.length;
        if (i === j) return;
        const swapped = [...entries];
        [swapped[i], swapped[j]] = [entries[j]!, entries[i]!];
        expect(checkBoard({ ...fileOf(entries), entries: swapped })).toMatchObject({ ok: false, broken: Math.min(i, j) + 1, problem: 'BOARD' });
      }),
    );
  });

  it('refuses a tracker twice, even in a chain that holds', () => {
    const [one, two] = fc.sample(item, 2) as [NewEntry, NewEntry];
    const entries = made([one, { ...two, tracker: one.tracker }]);
    expect(checkBoard(fileOf(entries))).toMatchObject({ ok: false, broken: 2, problem: 'DUPLICATE' });
  });

  it('takes an earlier copy as the beginning of a later one, and nothing else', () => {
    fc.assert(
      fc.property(items(1), fc.nat(), (list, cut) => {
        const later = made(list);
        const n = cut % (list.length + 1);
        const earlier = later.slice(0, n);
        expect(checkGrowth(fileOf(earlier), fileOf(later))).toMatchObject({ ok: true, entries: list.length, head: later.at(-1)!.hash });
        if (n < list.length) expect(checkGrowth(fileOf(later), fileOf(earlier))).toMatchObject({ ok: false, broken: n + 1, problem: 'REMOVED' });
        // A later board made again from some place with another ballot there: a chain that holds, but not a growth of the earlier.
        if (n === 0) return;
        const at = cut % n;
        const other = { ...list[at]!, tracker: 'e'.repeat(64) };
        const rewritten = [...later.slice(0, at), ...appendEntries(KEY, later[at - 1] ?? { seq: 0, hash: boardStart(KEY) }, [other, ...list.slice(at + 1)])];
        fc.pre(!list.some((x) => x.tracker === other.tracker));
        expect(checkBoard(fileOf(rewritten)).ok).toBe(true);
        expect(checkGrowth(fileOf(earlier), fileOf(rewritten))).toMatchObject({ ok: false, broken: at + 1, problem: 'REMOVED' });
      }),
    );
  });

  it('compares only copies of one election', () => {
    const list = fc.sample(items(2), 1)[0]!;
    const board = fileOf(made(list));
    expect(checkGrowth(board, { ...board, verkiezing: { ...board.verkiezing, id: 8 } })).toMatchObject({ ok: false, problem: 'OTHER_ELECTION' });
    // Before the committee, the board's key is the election's id: another id's copy does not even hold.
    const before = fileOf(made(list, 'verkiezing-7'), 7, null);
    expect(checkGrowth(before, { ...before, verkiezing: { ...before.verkiezing, id: 8 } })).toMatchObject({ ok: false, problem: 'BOARD' });
    const elsewhere = fileOf(made(list, 'd1'.repeat(32)), 7, 'd1'.repeat(32));
    expect(checkGrowth(board, elsewhere)).toMatchObject({ ok: false, problem: 'OTHER_ELECTION' });
    // A broken earlier copy is named before any comparison.
    expect(checkGrowth({ ...board, head: 'f'.repeat(64) }, board)).toMatchObject({ ok: false, problem: 'BOARD' });
  });
});

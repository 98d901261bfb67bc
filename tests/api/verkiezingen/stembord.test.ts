import { beforeAll, describe, expect, it } from 'vitest';
import { type BoardEntry, type BoardFile, checkBoard, checkGrowth } from '../../../domain/crypto/board';
import { as, login, useTestApp } from '../../helpers/app';
import { type BallotForm, ballotFormOf, sealInBrowser } from '../../helpers/ballots';
import { makeCommitteeElection } from '../../helpers/committee';
import { makeElection, makeVets } from '../../helpers/elections';

type Member = { username: string; cookie: string };

/**
 * "Only once" under load, and the public board (docs/features/elections.md, "The board"): the same
 * ballot sent by many members at once is taken once; the board's entries are chained, a copy taken
 * earlier is the beginning of a later one, and it counts the members who voted and the ballots the server sealed.
 */
describe('the board and only once', () => {
  const t = useTestApp();
  let vets: Member[];
  let next = 0;
  const members = (n: number) => {
    next += n;
    return vets.slice(next - n, next);
  };
  const post = (id: number, cookie: string, payload: object, url = 'votes') =>
    as(t.app, cookie, { method: 'POST', url: `/api/verkiezingen/${id}/${url}`, payload });
  const get = (id: number, what: string, cookie = vets[0]!.cookie) => as(t.app, cookie, { method: 'GET', url: `/api/verkiezingen/${id}/${what}` });
  const download = async (id: number) => {
    const res = await get(id, 'bord/download');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="stembord-\d+-\d+\.json"$/);
    return res.json() as BoardFile;
  };
  /** A committee election open for votes, and the form its page seals with. */
  const election = async () => {
    const { id } = await makeCommitteeElection(t.db, { candidates: 3, elected: 2 });
    return { id, form: await ballotFormOf(t.app, vets[0]!.cookie, id) };
  };
  const ids = (form: BallotForm) => form.candidates.map((c) => c.id);

  beforeAll(async () => {
    vets = await makeVets(t.db, 'SB', 80);
  });

  it('takes one ballot that 20 members send at the same moment once: the other 19 are refused as replayed and vote with their own', async () => {
    const { id, form } = await election();
    const crowd = members(20);
    const { sealed, body } = sealInBrowser(form, [ids(form)[0]!]);
    const answers = await Promise.all(crowd.map((m) => post(id, m.cookie, body)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    const refused = answers.filter((r) => r.statusCode === 409).map((r) => r.json().errorcode);
    expect(new Set(refused)).toEqual(new Set(['BALLOT_REPLAYED']));
    const winner = crowd[answers.findIndex((r) => r.statusCode === 200)]!;
    expect(answers.find((r) => r.statusCode === 200)!.json().receipt).toBe(sealed.tracker);

    const board = await download(id);
    expect(board.entries.filter((e) => e.tracker === sealed.tracker)).toHaveLength(1);
    expect(board.entries).toHaveLength(1);
    const others = crowd.filter((m) => m !== winner);
    for (const m of others) expect((await get(id, 'stem', m.cookie)).json().voted).toBe(false);
    const own = await Promise.all(others.map((m, i) => post(id, m.cookie, sealInBrowser(form, i % 3 === 0 ? [] : [ids(form)[i % 3]!]).body)));
    expect(own.map((r) => r.statusCode)).toEqual(Array(19).fill(200));
    const after = (await get(id, 'bord?aantal=500')).json();
    expect({ voters: after.voters, ballots: after.head.seq, serverSealed: after.serverSealed }).toEqual({ voters: 20, ballots: 20, serverSealed: 0 });
    expect(checkBoard(await download(id))).toMatchObject({ ok: true, entries: 20 });
  }, 60_000);

  it('takes one of 10 different ballots one member sends at once, and refuses the others as a second vote', async () => {
    const { id, form } = await election();
    const [m] = members(1);
    const ballots = Array.from({ length: 10 }, (_, i) => sealInBrowser(form, i % 4 === 3 ? [] : [ids(form)[i % 3]!]));
    const answers = await Promise.all(ballots.map((b) => post(id, m!.cookie, b.body)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(new Set(answers.filter((r) => r.statusCode === 409).map((r) => r.json().errorcode))).toEqual(new Set(['ALLREADY_VOTED']));
    const taken = ballots[answers.findIndex((r) => r.statusCode === 200)]!.sealed.tracker;
    const board = await download(id);
    expect(board.entries.map((e) => e.tracker)).toEqual([taken]);
    expect((await get(id, 'bord')).json()).toMatchObject({ voters: 1, head: { seq: 1 } });
  }, 60_000);

  it('chains the board: a download holds, an earlier one is the later one’s beginning, and the counts match the board', async () => {
    const { id, form } = await election();
    const empty = (await get(id, 'bord')).json();
    expect(empty).toMatchObject({ election: { id, open: true }, head: { seq: 0 }, voters: 0, serverSealed: 0, audited: 0, closedHead: null, entries: [] });
    const first = members(5);
    for (const [i, m] of first.entries()) expect((await post(id, m.cookie, sealInBrowser(form, [ids(form)[i % 3]!]).body)).statusCode).toBe(200);
    const earlier = await download(id);
    expect(checkBoard(earlier)).toMatchObject({ ok: true, entries: 5, head: earlier.head });

    // SPEC's array, sealed by the server, and a ballot audited instead of cast.
    const [byArray, blank] = members(2);
    const array = await post(id, byArray!.cookie, [ids(form)[1]!]);
    expect(array.json()).toMatchObject({ blank: false, message: 'VOTE_SUCCESS', fingerprint: form.fingerprint });
    expect((await post(id, blank!.cookie, [])).json()).toMatchObject({ blank: true, message: 'VOTE_BLANCO_SUCCESS' });
    const audited = sealInBrowser(form, [ids(form)[2]!]).sealed.tracker;
    expect((await post(id, byArray!.cookie, { tracker: audited }, 'controles')).statusCode).toBe(200);
    // A ballot cast cannot be audited afterwards: its randomness would reveal the vote on the board.
    const castAudit = await post(id, byArray!.cookie, { tracker: array.json().receipt }, 'controles');
    expect([castAudit.statusCode, castAudit.json().errorcode]).toEqual([409, 'BALLOT_REPLAYED']);
    for (const m of members(3)) expect((await post(id, m.cookie, sealInBrowser(form, []).body)).statusCode).toBe(200);

    const later = await download(id);
    expect(checkGrowth(earlier, later)).toMatchObject({ ok: true, entries: 10, head: later.head });
    expect(later.entries.slice(0, 5)).toEqual(earlier.entries);
    expect(later.verkiezing).toEqual({ id, title: 'Testverkiezing', fingerprint: form.fingerprint });
    const found = (await get(id, `bord?tracker=${array.json().receipt}`)).json().found as BoardEntry;
    expect(found).toMatchObject({ tracker: array.json().receipt, serverSealed: true });
    expect(later.entries.filter((e) => e.serverSealed).map((e) => e.tracker)).toHaveLength(2);
    const answer = (await get(id, 'bord')).json();
    expect(answer).toMatchObject({ voters: 10, serverSealed: 2, audited: 1, head: { seq: 10, hash: later.head } });
    expect((await get(id, `bord?tracker=${audited}`)).json().found).toBeNull();

    // The check is no formality: a copy with one entry changed, or one left out, does not hold.
    const changed = { ...later, entries: later.entries.map((e, i) => (i === 3 ? { ...e, serverSealed: !e.serverSealed } : e)) };
    expect(checkBoard(changed)).toMatchObject({ ok: false, problem: 'BOARD', broken: 4 });
    expect(checkGrowth(later, earlier)).toMatchObject({ ok: false, problem: 'REMOVED' });
  }, 60_000);

  it('pages the board with na and aantal: every entry once, in order', async () => {
    const { id, form } = await election();
    for (const m of members(7)) expect((await post(id, m.cookie, sealInBrowser(form, [ids(form)[0]!]).body)).statusCode).toBe(200);
    const whole = await download(id);
    const seen: BoardEntry[] = [];
    for (let after = 0, pages = 0; pages < 10; pages++) {
      const page = (await get(id, `bord?na=${after}&aantal=3`)).json().entries as BoardEntry[];
      expect(page.length).toBeLessThanOrEqual(3);
      if (page.length === 0) break;
      seen.push(...page);
      after = page.at(-1)!.seq;
    }
    expect(seen).toEqual(whole.entries);
    expect(seen.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await get(id, 'bord?na=7')).json().entries).toEqual([]);
    for (const bad of ['na=-1', 'aantal=0', 'aantal=501', 'tracker=abc']) expect((await get(id, `bord?${bad}`)).statusCode, bad).toBe(400);
  });

  it('shows no board of an election being prepared, and none to a course provider', async () => {
    const prepared = await makeElection(t.db, { state: 'NEW' });
    for (const what of ['bord', 'bord/download']) {
      const res = await get(prepared, what);
      expect([res.statusCode, res.json().errorcode], what).toEqual([404, 'NOT_FOUND']);
    }
    const { id } = await election();
    const provider = await login(t.app, 'opleider');
    for (const what of ['bord', 'bord/download', 'stembiljet']) expect((await get(id, what, provider)).statusCode, what).toBe(403);
    expect((await get(id, 'bord', await login(t.app, 'secretariaat'))).statusCode).toBe(200);
  });
});

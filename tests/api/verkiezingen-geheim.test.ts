import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { electedOf } from '../../domain/rules/electionResults';
import { as, login, useTestApp } from '../helpers/app';
import { endElection, makeCandidates, makeElection, makeVets } from '../helpers/elections';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Ballot secrecy (issue 17 §4): reading the tables themselves, with every column and the system
 * columns a database administrator sees, no ballot can be joined to the member who cast it; the
 * member's receipt finds their own ballot in the published box, and the count can be redone from it.
 */
describe('the secret ballot', () => {
  const t = useTestApp();
  const N = 40;
  let election: number;
  let candidates: number[];
  const cast: { username: string; receipt: string; choices: number[] }[] = [];

  beforeAll(async () => {
    election = await makeElection(t.db, { elected: 2 });
    candidates = await makeCandidates(t.db, election, 4);
    const vets = await makeVets(t.db, 'G', N);
    for (const [i, v] of vets.entries()) {
      const choices = i % 5 === 4 ? [] : [candidates[i % 4]!, ...(i % 3 === 0 ? [candidates[(i + 1) % 4]!] : [])];
      const res = await as(t.app, v.cookie, { method: 'POST', url: `/api/verkiezingen/${election}/votes`, payload: choices });
      expect(res.statusCode, res.body).toBe(200);
      cast.push({ username: v.username, receipt: res.json().receipt, choices: [...choices].sort((a, b) => a - b) });
    }
  });

  it('keeps nothing on a ballot that names or dates its voter: no voter, no time, no sequence', async () => {
    const columns = await t.db.query<{ column_name: string; data_type: string; column_default: string | null }>(
      `SELECT column_name, data_type, column_default FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'verkiezing_stembus' ORDER BY column_name`,
    );
    expect(columns.map((c) => [c.column_name, c.data_type])).toEqual([
      ['choices', 'ARRAY'],
      ['code', 'text'],
      ['verkiezing_id', 'integer'],
    ]);
    expect(columns.filter((c) => c.column_default?.includes('nextval'))).toEqual([]);
    // Who voted is kept in a table of its own, which holds nothing of the choices.
    const voters = await t.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'verkiezing_stemmers' ORDER BY 1`,
    );
    expect(voters.map((c) => c.column_name)).toEqual(['username', 'verkiezing_id', 'votedtime']);
  });

  it('gives every ballot the same transaction id (xmin), so no voter’s transaction points at their ballot', async () => {
    const ballots = await t.db.query<{ xmin: string }>('SELECT xmin::text AS xmin FROM verkiezing_stembus WHERE verkiezing_id = $1', [election]);
    const voters = await t.db.query<{ xmin: string; username: string }>(
      'SELECT xmin::text AS xmin, username FROM verkiezing_stemmers WHERE verkiezing_id = $1 ORDER BY votedtime',
      [election],
    );
    expect(ballots).toHaveLength(N);
    expect(new Set(ballots.map((b) => b.xmin)).size).toBe(1);
    expect(new Set(voters.map((v) => v.xmin)).size).toBe(N);
    // Only the last voter's transaction is the ballots' one, and it is every ballot's.
    expect(voters.filter((v) => v.xmin === ballots[0]!.xmin).map((v) => v.username)).toEqual([cast.at(-1)!.username]);
  });

  it('stores the ballots in an order on disk that is not the order of voting', async () => {
    const onDisk = await t.db.query<{ code: string }>(
      'SELECT code FROM verkiezing_stembus WHERE verkiezing_id = $1 ORDER BY ctid',
      [election],
    );
    const voteOrder = new Map(cast.map((c, i) => [sha256(c.receipt), i]));
    const ranks = onDisk.map((b) => voteOrder.get(b.code)!);
    expect(ranks).toHaveLength(N);
    // Spearman's rank correlation between place on disk and moment of voting: near 0, not near ±1.
    const rho = 1 - (6 * ranks.reduce((s, r, i) => s + (r - i) ** 2, 0)) / (N * (N * N - 1));
    expect(Math.abs(rho)).toBeLessThan(0.7);
  });

  it('writes nothing of a vote into the audit trail', async () => {
    const rows = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE resource = 'verkiezingen' OR before::text LIKE '%choices%' OR after::text LIKE '%choices%'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('publishes the box after the end: each receipt finds its own ballot and only that, and the count is redone from it', async () => {
    const sec = await login(t.app, 'secretariaat');
    await endElection(t.db, election);
    const box = (await as(t.app, await login(t.app, "N1001"), { method: 'GET', url: `/api/verkiezingen/${election}/stembus` })).json();
    expect(box.ballots).toHaveLength(N);
    expect(box.fingerprint).toBe(sha256(JSON.stringify(box.ballots)));
    expect(box.ballots.map((b: { code: string }) => b.code)).toEqual([...box.ballots.map((b: { code: string }) => b.code)].sort());
    for (const c of cast) {
      const mine = box.ballots.filter((b: { code: string }) => b.code === sha256(c.receipt));
      expect(mine).toEqual([{ code: sha256(c.receipt), choices: c.choices }]);
    }
    const results = (await as(t.app, sec, { method: 'GET', url: `/api/verkiezingen/${election}/resultaten` })).json();
    expect(results.fingerprint).toBe(box.fingerprint);
    const tally = candidates.map((id) => ({ id, votes: box.ballots.filter((b: { choices: number[] }) => b.choices.includes(id)).length }));
    const byId = (list: { id: number; votes: number; elected: boolean }[]) => list.map(({ id, votes, elected }) => ({ id, votes, elected })).sort((x, y) => x.id - y.id);
    expect(byId(results.candidates)).toEqual(byId(electedOf(tally, 2)));
    expect(results).toMatchObject({ ballots: N, voters: N, blank: cast.filter((c) => c.choices.length === 0).length });
  });

  it('elects the candidates with the most votes and leaves a seat undecided on a tie at the last place', () => {
    expect(electedOf([{ id: 1, votes: 3 }, { id: 2, votes: 5 }, { id: 3, votes: 1 }], 2).map((c) => [c.id, c.elected, c.tied])).toEqual([
      [2, true, false],
      [1, true, false],
      [3, false, false],
    ]);
    expect(electedOf([{ id: 1, votes: 3 }, { id: 2, votes: 5 }, { id: 3, votes: 3 }], 2).map((c) => [c.id, c.elected, c.tied])).toEqual([
      [2, true, false],
      [1, false, true],
      [3, false, true],
    ]);
  });
});

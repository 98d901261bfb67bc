import { describe, expect, it } from 'vitest';
import { castVotes, flushPending } from '../../../server/repositories/votes';
import { sealVote } from '../../../server/services/ballots';
import { as, login, useTestApp } from '../../helpers/app';
import { countElection, endElection, makeCandidates, makeElection, makeVets } from '../../helpers/elections';

const VOTERS = 20;
/**
 * Pairing the i-th voter with the i-th ballot of a random order is right once on average (for any
 * number of voters); six or more right pairs of 20 happen by chance less than once in 1,500 runs.
 * The box written in the voters' order, as before the pending table, pairs all 20.
 */
const CHANCE_BOUND = 5;

/**
 * Ballot secrecy against the database administrator: who voted and the ballots are written
 * in different transactions, the ballots moved into the box in shuffled batches that also rewrite
 * ballots already there, and the voters' rows rewritten in random order by the same flushes, so
 * neither xmin, nor the physical order, nor the order a plain dump writes, nor the day of the vote,
 * nor the public board's order pairs a voter with their ciphertext.
 */
describe('no link between a voter and a ballot', () => {
  const t = useTestApp();
  const vote = (id: number, cookie: string, body: number[]) => as(t.app, cookie, { method: 'POST', url: `/api/verkiezingen/${id}/votes`, payload: body });
  const counts = async (id: number) =>
    (
      await t.db.query<{ voters: number; ballots: number; pending: number }>(
        `SELECT (SELECT count(*)::int FROM verkiezing_stemmers WHERE verkiezing_id = $1) AS voters,
                (SELECT count(*)::int FROM verkiezing_stembus WHERE verkiezing_id = $1) AS ballots,
                (SELECT count(*)::int FROM verkiezing_stembus_wacht WHERE verkiezing_id = $1) AS pending`,
        [id],
      )
    )[0];

  it(`pairs no more of ${VOTERS} voters, voting one at a time, with their ballots than chance by xmin, ctid, a plain read or the day`, async () => {
    const id = await makeElection(t.db, { elected: 2 });
    const [a, b, c] = await makeCandidates(t.db, id);
    const vets = await makeVets(t.db, 'K', VOTERS);
    const receipt = new Map<string, string>();
    for (const [i, v] of vets.entries()) {
      const res = await vote(id, v.cookie, [[a!], [b!], [a!, c!], []][i % 4]!);
      expect(res.statusCode, res.body).toBe(200);
      receipt.set(v.username, res.json().receipt);
    }
    // What an administrator reads: both tables in one order, filtered to the election afterwards,
    // as a whole table's dump is. Ties (one xmin, one day) are broken by the physical order.
    const voters = async (order: string) =>
      (await t.db.query<{ username: string; verkiezing_id: number }>(`SELECT username, verkiezing_id FROM verkiezing_stemmers ${order}`))
        .filter((r) => r.verkiezing_id === id)
        .map((r) => r.username);
    const ballots = async (order: string) =>
      (await t.db.query<{ tracker: string; verkiezing_id: number }>(`SELECT * FROM verkiezing_stembus ${order}`))
        .filter((r) => r.verkiezing_id === id)
        .map((r) => r.tracker);
    const board = async () =>
      (await t.db.query<{ tracker: string }>('SELECT tracker FROM verkiezing_bord WHERE verkiezing_id = $1 ORDER BY seq', [id])).map((r) => r.tracker);
    const methods = {
      xmin: [await voters('ORDER BY xmin::text::bigint, ctid'), await ballots('ORDER BY xmin::text::bigint, ctid')],
      ctid: [await voters('ORDER BY ctid'), await ballots('ORDER BY ctid')],
      plain: [await voters(''), await ballots('')],
      votedtime: [await voters('ORDER BY votedtime, ctid'), await ballots('')],
      // The public board lists the ballots in the order they came in; the voters' rows must not.
      boardXmin: [await voters('ORDER BY xmin::text::bigint, ctid'), await board()],
      boardCtid: [await voters('ORDER BY ctid'), await board()],
    };
    const hits: Record<string, number> = {};
    for (const [method, [who, box]] of Object.entries(methods)) {
      expect(box, method).toHaveLength(VOTERS);
      hits[method] = who.filter((username, i) => receipt.get(username) === box[i]).length;
    }
    console.info(`pairs right of ${VOTERS} (chance: 1): ${JSON.stringify(hits)}`);
    for (const [method, n] of Object.entries(hits)) expect(n, method).toBeLessThanOrEqual(CHANCE_BOUND);

    // The box is smaller than a flush's sample, so the last flush rewrote it whole: one xmin for all.
    const [{ xmins }] = (await t.db.query<{ xmins: number }>(
      'SELECT count(DISTINCT xmin::text)::int AS xmins FROM verkiezing_stembus WHERE verkiezing_id = $1',
      [id],
    )) as [{ xmins: number }];
    expect(xmins).toBe(1);
    // So were the voters' rows, which the board's order would otherwise pair with their ballots.
    const [{ voterXmins }] = (await t.db.query<{ voterXmins: number }>(
      'SELECT count(DISTINCT xmin::text)::int AS "voterXmins" FROM verkiezing_stemmers WHERE verkiezing_id = $1',
      [id],
    )) as [{ voterXmins: number }];
    expect(voterXmins).toBe(1);
    // Only the day of a vote is kept.
    const [{ type }] = (await t.db.query<{ type: string }>(
      `SELECT data_type AS type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'verkiezing_stemmers' AND column_name = 'votedtime'`,
    )) as [{ type: string }];
    expect(type).toBe('date');
    expect(await counts(id)).toEqual({ voters: VOTERS, ballots: VOTERS, pending: 0 });
  });

  it('takes 200 parallel votes of 100 members (each twice) exactly once each', async () => {
    const id = await makeElection(t.db, { elected: 1 });
    const [a, b] = await makeCandidates(t.db, id, 2);
    const vets = await makeVets(t.db, 'P', 100);
    const answers = await Promise.all(vets.flatMap((v, i) => [vote(id, v.cookie, [i % 2 ? a! : b!]), vote(id, v.cookie, [i % 3 ? a! : b!])]));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(100);
    expect(codes.filter((s) => s === 409)).toHaveLength(100);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().errorcode === 'ALLREADY_VOTED')).toBe(true);
    expect(await counts(id)).toEqual({ voters: 100, ballots: 100, pending: 0 });
  }, 120_000);

  it('moves a ballot left pending by a crash into the box with the next vote or flush, and counts it', async () => {
    const id = await makeElection(t.db, { elected: 1 });
    const [a, b] = await makeCandidates(t.db, id, 2);
    const vets = await makeVets(t.db, 'C', 3);
    // The vote's own transaction committed, then the process died before the flush.
    const crashed = async (username: string, choices: number[]) => {
      const job = await sealVote(t.db, id, username, choices);
      const [outcome] = await t.db.tx((q) => castVotes(q, id, [job]));
      expect(outcome).toMatchObject({ receipt: job.ballot.tracker });
      return job.ballot.tracker;
    };
    const inBox = async (tracker: string) => (await t.db.query('SELECT 1 FROM verkiezing_stembus WHERE tracker = $1', [tracker])).length === 1;

    const first = await crashed(vets[0]!.username, [a!]);
    expect(await counts(id)).toEqual({ voters: 1, ballots: 0, pending: 1 });
    expect(await inBox(first)).toBe(false);
    // A later vote, on any node, flushes what was left.
    const later = await vote(id, vets[1]!.cookie, [b!]);
    expect(later.statusCode, later.body).toBe(200);
    expect(await inBox(first)).toBe(true);
    expect(await counts(id)).toEqual({ voters: 2, ballots: 2, pending: 0 });

    // Without a later vote, the count flushes before it reads the box.
    const second = await crashed(vets[2]!.username, []);
    expect(await counts(id)).toEqual({ voters: 3, ballots: 2, pending: 1 });
    expect(await flushPending(t.db, id)).toBe(1);
    expect(await flushPending(t.db, id)).toBe(0);
    expect(await inBox(second)).toBe(true);
    expect(await counts(id)).toEqual({ voters: 3, ballots: 3, pending: 0 });
    await endElection(t.db, id);
    const results = (await countElection(t.app, await login(t.app, 'secretariaat'), id)).json();
    expect(results).toMatchObject({ ballots: 3, voters: 3, blank: 1 });
  });
});

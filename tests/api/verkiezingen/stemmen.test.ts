import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';
import { demoSeed } from '../../../server/seed/committee';
import { countByCommittee } from '../../helpers/committee';
import { countElection, endElection, makeCandidates, makeElection, makeVets } from '../../helpers/elections';

const DAY = 86_400_000;

describe('voting in an election', () => {
  const t = useTestApp();
  let vet: string;
  let sec: string;
  const vote = (id: number, body: unknown, cookie = vet) =>
    as(t.app, cookie, { method: 'POST', url: `/api/verkiezingen/${id}/votes`, payload: body as object });
  const get = (id: number, what: string, cookie = sec) => as(t.app, cookie, { method: 'GET', url: `/api/verkiezingen/${id}/${what}` });

  beforeAll(async () => {
    vet = await login(t.app, 'N1001');
    sec = await login(t.app, 'secretariaat');
  });

  it('takes a vote only while the election is finalised, votable and now lies in its window', async () => {
    const closed = [
      await makeElection(t.db, { start: DAY, end: 2 * DAY }),
      await makeElection(t.db, { start: -2 * DAY, end: -DAY }),
      await makeElection(t.db, { state: 'NEW' }),
      await makeElection(t.db, { votable: false }),
    ];
    for (const id of closed) {
      const [c] = await makeCandidates(t.db, id, 1);
      const res = await vote(id, [c]);
      expect(res.statusCode, String(id)).toBe(409);
      expect(res.json()).toMatchObject({ errorcode: 'VOTING_CLOSED', usererror: 'Er kan nu niet gestemd worden voor deze verkiezing.' });
      expect((await as(t.app, vet, { method: 'GET', url: `/api/verkiezingen/${id}/stem` })).json()).toEqual({ voted: false, votedtime: null, open: false });
    }
    const open = await makeElection(t.db);
    const [a, b] = await makeCandidates(t.db, open);
    const res = await vote(open, [b, a]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ receipt: expect.stringMatching(/^[0-9a-f]{64}$/), blank: false, fingerprint: null, message: 'VOTE_SUCCESS' });
    const mine = (await as(t.app, vet, { method: 'GET', url: `/api/verkiezingen/${open}/stem` })).json();
    expect(mine).toMatchObject({ voted: true, open: true });
    // Only the day is kept: the answer is the start of today in Brussels (of yesterday, voted just before midnight).
    const since = Date.now() - Date.parse(mine.votedtime);
    expect(since).toBeGreaterThanOrEqual(0);
    expect(since).toBeLessThan(DAY + 60_000);
    expect(new Intl.DateTimeFormat('nl-BE', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit' }).format(new Date(mine.votedtime))).toBe(
      '00:00',
    );
  });

  it('refuses too many choices, unknown, foreign and repeated ids, and a second vote; the blank vote is its own success', async () => {
    const id = await makeElection(t.db, { elected: 2 });
    const [a, b, c] = await makeCandidates(t.db, id);
    const other = await makeElection(t.db);
    const [foreign] = await makeCandidates(t.db, other, 1);
    const me = (await makeVets(t.db, 'R', 1))[0]!.cookie;

    expect((await vote(id, [a, b, c], me)).json()).toMatchObject({ errorcode: 'EXCEEDS_MAX_VOTES' });
    for (const body of [[a, 99_999], [a, foreign], [a, a], ['x'], { ids: [a] }]) {
      const res = await vote(id, body, me);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorcode).toBe('VALIDATION_ERROR');
    }
    // Nothing of the refusals stayed: the member votes now, once.
    expect((await get(id, 'stem', me)).json().voted).toBe(false);
    expect((await vote(id, [], me)).json()).toMatchObject({ blank: true, message: 'VOTE_BLANCO_SUCCESS' });
    const again = await vote(id, [a], me);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorcode: 'ALLREADY_VOTED', usererror: 'U hebt al gestemd voor deze verkiezing.' });
    expect((await vote(id, [a], sec)).statusCode).toBe(403);
  });

  it('lists who has not voted, reminds each of them once, and shows turnout and, after the end only, the results', async () => {
    const id = await makeElection(t.db, { elected: 1 });
    const [a, b] = await makeCandidates(t.db, id, 2);
    const vets = await makeVets(t.db, 'U', 4);
    for (const [i, ballot] of [[a], [b], [], [a]].entries()) expect((await vote(id, ballot, vets[i]!.cookie)).statusCode).toBe(200);

    const unvoted = (await get(id, 'unvoted?limit=500')).json();
    const [{ n }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM persons p JOIN users u ON u.username = p.ordenummer WHERE 'DIERENARTS' = ANY (u.roles)`,
    )) as [{ n: number }];
    expect(unvoted.size).toBe(n - 4);
    expect(unvoted.items.map((i: { username: string }) => i.username)).not.toContain(vets[0]!.username);

    const remind = () => as(t.app, sec, { method: 'POST', url: `/api/verkiezingen/${id}/unvoted/herinnering` });
    expect((await remind()).json()).toEqual({ count: n - 4, already: 0 });
    expect((await remind()).json()).toEqual({ count: 0, already: n - 4 });
    const mails = await t.db.query<{ recipient: string; einde: string }>(
      `SELECT m.recipient, p.value AS einde FROM mails m JOIN mail_templates t USING (idmailtemplate) JOIN mail_params p ON p.idmail = m.idmail AND p.name = 'verkiezing'
        WHERE t.name = 'VERKIEZING_HERINNERING'`,
    );
    expect(mails.length).toBeGreaterThanOrEqual(n - 4);
    expect(mails.map((m) => m.recipient)).not.toContain(`${vets[0]!.username.toLowerCase()}@test.be`);

    const turnout = (await get(id, 'opkomst')).json();
    expect(turnout).toMatchObject({ invited: n, voted: 4 });
    expect(turnout.perDay.reduce((s: number, d: { votes: number }) => s + d.votes, 0)).toBe(4);

    expect((await get(id, 'resultaten')).json()).toMatchObject({ errorcode: 'VOTING_NOT_ENDED' });
    expect((await get(id, 'stembus', vet)).statusCode).toBe(409);
    await endElection(t.db, id);
    expect((await get(id, 'resultaten')).json()).toMatchObject({ errorcode: 'COUNT_NOT_DONE' });
    expect((await countElection(t.app, sec, id)).statusCode).toBe(200);
    const results = (await get(id, 'resultaten')).json();
    expect(results).toMatchObject({ ballots: 4, blank: 1, voters: 4, proven: true, fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(results.candidates).toEqual([
      expect.objectContaining({ id: a, votes: 2, elected: true }),
      expect.objectContaining({ id: b, votes: 1, elected: false }),
    ]);
    expect((await get(id, 'resultaten', vet)).statusCode).toBe(403);
    expect((await get(id, 'stembus', vet)).json().fingerprint).toBe(results.fingerprint);
    expect((await vote(id, [a], (await makeVets(t.db, 'L', 1))[0]!.cookie)).json().errorcode).toBe('VOTING_CLOSED');
  });

  it('brings demo votes: the ended election is counted by two of the demo committee, the open one has its first voters', async () => {
    const [ended, open] = await t.db.query<{ id: number }>(
      `SELECT id FROM verkiezingen WHERE title LIKE 'Verkiezing %' AND state = 'FINISHED' ORDER BY endtime`,
    );
    const counting = [
      { index: 3, cookie: await login(t.app, 'N1005'), seed: demoSeed(3) },
      { index: 1, cookie: await login(t.app, 'N1003'), seed: demoSeed(1) },
    ];
    expect((await countByCommittee(t.app, ended!.id, counting)).json()).toEqual({ partials: 2, threshold: 2, counted: true });
    expect((await get(ended!.id, 'resultaten')).json()).toMatchObject({ ballots: 5, blank: 1, voters: 5 });
    expect((await get(open!.id, 'opkomst')).json()).toMatchObject({ voted: 2 });
    expect((await get(open!.id, 'stem', vet)).json()).toMatchObject({ voted: false, open: true });
  });

  it('counts 1,000 members voting at once exactly once each, and refuses every double of members voting twice at once', async () => {
    const id = await makeElection(t.db, { elected: 2 });
    const [a, b, c] = await makeCandidates(t.db, id);
    const vets = await makeVets(t.db, 'B', 1000);
    const doubles = vets.slice(0, 25);
    const choices = (i: number) => [[a], [b], [a, c], []][i % 4]!;
    const all = await Promise.all([...vets.map((v, i) => vote(id, choices(i), v.cookie)), ...doubles.map((v, i) => vote(id, choices(i), v.cookie))]);
    const codes = all.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(1000);
    expect(codes.filter((s) => s === 409)).toHaveLength(25);
    expect(all.filter((r) => r.statusCode === 409).every((r) => r.json().errorcode === 'ALLREADY_VOTED')).toBe(true);
    const [counts] = await t.db.query<{ voters: number; ballots: number }>(
      `SELECT (SELECT count(*)::int FROM verkiezing_stemmers WHERE verkiezing_id = $1) AS voters,
              (SELECT count(*)::int FROM verkiezing_stembus WHERE verkiezing_id = $1) AS ballots`,
      [id],
    );
    expect(counts).toEqual({ voters: 1000, ballots: 1000 });
    await endElection(t.db, id);
    const results = (await countElection(t.app, sec, id)).json();
    expect(results).toMatchObject({ ballots: 1000, voters: 1000 });
    const votes = Object.fromEntries(results.candidates.map((x: { id: number; votes: number }) => [x.id, x.votes]));
    expect({ a: votes[a!], b: votes[b!], c: votes[c!], blank: results.blank }).toEqual({ a: 500, b: 250, c: 250, blank: 250 });
  }, 180_000);
});

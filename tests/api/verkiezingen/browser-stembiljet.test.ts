import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../../domain/errors';
import { errorMessages } from '../../../domain/texts/errors.nl';
import { as, useTestApp } from '../../helpers/app';
import { type BallotForm, ballotFormOf, craftBallot, journalCounts, leavesOf, sealInBrowser, shapeOfForm } from '../../helpers/ballots';
import { makeCommitteeElection } from '../../helpers/committee';
import { makeCandidates, makeElection, makeVets } from '../../helpers/elections';

type Member = { username: string; cookie: string };
type Made = Awaited<ReturnType<typeof makeCommitteeElection>>;

/**
 * A ballot sealed in the voter's browser (docs/features/elections.md, "Sealing in the browser"): the
 * server takes the ciphertexts and proofs the page made from the form it gave, never a choice; every
 * ballot that is not one of this election's, not 0 or 1 per slot, not within the seats, or cast or
 * audited before is refused with its own code and Dutch text, writes nothing, and leaves its member free to vote.
 */
describe('a ballot sealed in the browser', () => {
  const t = useTestApp();
  let e: Made;
  let other: Made;
  let form: BallotForm;
  let otherForm: BallotForm;
  let ids: number[];
  let vets: Member[];
  let next = 0;
  const member = () => vets[next++]!;
  const post = (id: number, cookie: string, payload: object | string, url = 'votes') =>
    as(t.app, cookie, { method: 'POST', url: `/api/verkiezingen/${id}/${url}`, payload, headers: { 'content-type': 'application/json' } });
  const voted = async (m: Member) => (await as(t.app, m.cookie, { method: 'GET', url: `/api/verkiezingen/${e.id}/stem` })).json().voted as boolean;
  const onBoard = async (tracker: string) =>
    (await as(t.app, vets[0]!.cookie, { method: 'GET', url: `/api/verkiezingen/${e.id}/bord?tracker=${tracker}` })).json().found;

  /** What the page sends with a ballot: this election's fingerprint beside it. */
  const bodyOf = (ballot: object) => ({ fingerprint: form.fingerprint, ballot });
  const honest = (choices = [ids[0]!]) => sealInBrowser(form, choices).body;

  beforeAll(async () => {
    e = await makeCommitteeElection(t.db, { candidates: 3, elected: 2 });
    other = await makeCommitteeElection(t.db, { candidates: 3, elected: 2 });
    vets = await makeVets(t.db, 'BS', 30);
    form = await ballotFormOf(t.app, vets[0]!.cookie, e.id);
    otherForm = await ballotFormOf(t.app, vets[0]!.cookie, other.id);
    ids = form.candidates.map((c) => c.id);
  }, 120_000);

  it('accepts it: the receipt is the tracker the page computed, the ballot is on the board as sealed in the browser, the member has voted', async () => {
    expect(form).toMatchObject({ electionId: e.id, publicKey: e.manifest.publicKey, fingerprint: e.fingerprint, seats: 2 });
    expect(ids).toEqual(e.manifest.candidates.map((c) => c.id));
    const m = member();
    const { sealed, body } = sealInBrowser(form, [ids[2]!, ids[0]!]);
    // Only hex: the ciphertexts, the proofs and the fingerprint; not one candidate's id.
    expect(leavesOf(body).every((v) => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v))).toBe(true);
    const before = await journalCounts(t.db);
    const res = await post(e.id, m.cookie, body);
    expect(res.statusCode, res.body).toBe(200);
    // The voter, the ballot in the box and on the board: nothing waits, nothing in the audit trail or the mail queue.
    const after = await journalCounts(t.db);
    expect(Object.fromEntries(Object.entries(after).map(([k, n]) => [k, n - before[k]!]))).toEqual({
      verkiezing_stemmers: 1,
      verkiezing_stembus_wacht: 0,
      verkiezing_stembus: 1,
      verkiezing_bord: 1,
      verkiezing_gecontroleerd: 0,
      audit_log: 0,
      mails: 0,
    });
    expect(res.json()).toEqual({ receipt: sealed.tracker, blank: null, fingerprint: e.fingerprint, message: 'VOTE_SUCCESS' });
    expect(await onBoard(sealed.tracker)).toMatchObject({ tracker: sealed.tracker, serverSealed: false, seq: expect.any(Number) });
    expect(await voted(m)).toBe(true);
    // A second ballot of the same member is refused: one vote each.
    const again = await post(e.id, m.cookie, sealInBrowser(form, []).body);
    expect([again.statusCode, again.json().errorcode]).toEqual([409, 'ALLREADY_VOTED']);
    // The crafting below makes a good ballot of honest values: only the values the cases give it are wrong.
    expect((await post(e.id, member().cookie, bodyOf(craftBallot(form, [0, 1, 1, 0])))).statusCode).toBe(200);
    expect((await post(e.id, member().cookie, bodyOf(craftBallot(form, [0, 0, 0, 1])))).statusCode).toBe(200);
  });

  it('accepts one in an election keyed before the committee too, where the tracker is of the text: a respaced copy is still the same ballot', async () => {
    const id = await makeElection(t.db, { elected: 1 });
    await makeCandidates(t.db, id, 2);
    const legacy = await ballotFormOf(t.app, vets[0]!.cookie, id);
    expect(legacy.fingerprint).toBeNull();
    const { sealed, body } = sealInBrowser(legacy, [legacy.candidates[1]!.id]);
    const res = await post(id, member().cookie, body);
    expect(res.json()).toEqual({ receipt: sealed.tracker, blank: null, fingerprint: null, message: 'VOTE_SUCCESS' });
    const copy = await post(id, member().cookie, JSON.stringify({ ballot: { s: body.ballot.s, v: body.ballot.v }, fingerprint: null }, null, 2));
    expect([copy.statusCode, copy.json().errorcode]).toEqual([409, 'BALLOT_REPLAYED']);
    // A committee election's ballot has no place here, nor this election's fingerprint there.
    const foreign = await post(id, member().cookie, { ...honest(), fingerprint: null });
    expect([foreign.statusCode, foreign.json().errorcode]).toEqual([400, 'BALLOT_MALFORMED']);
    const nameless = await post(e.id, member().cookie, { ...honest(), fingerprint: null });
    expect([nameless.statusCode, nameless.json().errorcode]).toEqual([400, 'BALLOT_OTHER_ELECTION']);
    // Its ballot is named by its text, so an audited one re-proved would carry another tracker: no audits here.
    const audit = await post(id, member().cookie, { tracker: sealInBrowser(legacy, []).sealed.tracker }, 'controles');
    expect([audit.statusCode, audit.json().errorcode]).toEqual([409, 'AUDIT_NOT_POSSIBLE']);
  });

  /** A ballot another member cast first: its copy is what a replaying member sends. */
  const castByAnother = async () => {
    const { sealed, body } = sealInBrowser(form, [ids[1]!]);
    expect((await post(e.id, member().cookie, body)).statusCode).toBe(200);
    return { sealed, body };
  };
  const withBallot = (change: (ballot: { v: unknown[][]; s: unknown[] }) => void) => {
    const body = honest();
    change(body.ballot);
    return body;
  };

  const cases: { name: string; status: number; code: ErrorCode; payload: (m: Member) => object | string | Promise<object | string> }[] = [
    { name: 'a slot encrypting 2', status: 400, code: 'BALLOT_SLOT_PROOF', payload: () => bodyOf(craftBallot(form, [2, 0, 0, 0])) },
    // −1 beside two ones sums to one candidate: the sum proof holds, only the slot's proof gives it away.
    { name: 'a slot encrypting −1', status: 400, code: 'BALLOT_SLOT_PROOF', payload: () => bodyOf(craftBallot(form, [-1, 1, 1, 0])) },
    { name: 'more ones than seats', status: 400, code: 'BALLOT_SUM_PROOF', payload: () => bodyOf(craftBallot(form, [1, 1, 1, 0])) },
    {
      name: 'the fingerprint of another election',
      status: 400,
      code: 'BALLOT_OTHER_ELECTION',
      payload: () => ({ ...honest(), fingerprint: other.fingerprint }),
    },
    {
      name: 'proofs bound to another election under this one’s fingerprint',
      status: 400,
      code: 'BALLOT_SLOT_PROOF',
      payload: () => ({ fingerprint: form.fingerprint, ballot: sealInBrowser(form, [ids[0]!], shapeOfForm(form, other.fingerprint)).body.ballot }),
    },
    {
      name: 'a ballot of another election under this one’s fingerprint',
      status: 400,
      code: 'BALLOT_SLOT_PROOF',
      payload: () => ({ fingerprint: form.fingerprint, ballot: sealInBrowser(otherForm, [otherForm.candidates[0]!.id]).body.ballot }),
    },
    {
      name: 'a proof moved from another slot',
      status: 400,
      code: 'BALLOT_SLOT_MOVED',
      payload: () => withBallot((b) => ([b.v[0], b.v[1]] = [b.v[1]!, b.v[0]!])),
    },
    {
      name: 'a point not on the curve',
      status: 400,
      code: 'BALLOT_POINT',
      payload: () => withBallot((b) => (b.v[0]![0] = 'f'.repeat(64))),
    },
    { name: 'a slot missing', status: 400, code: 'BALLOT_MALFORMED', payload: () => withBallot((b) => b.v.pop()) },
    {
      name: 'a copy of a ballot another member cast',
      status: 409,
      code: 'BALLOT_REPLAYED',
      payload: async () => (await castByAnother()).body,
    },
    {
      name: 'that copy with other spacing and its keys in another order',
      status: 409,
      code: 'BALLOT_REPLAYED',
      payload: async () => {
        const { body: cast } = await castByAnother();
        return JSON.stringify({ ballot: { s: cast.ballot.s, v: cast.ballot.v }, fingerprint: cast.fingerprint }, null, 3);
      },
    },
    {
      name: 'a ballot audited before',
      status: 400,
      code: 'BALLOT_AUDITED',
      payload: async (m) => {
        const { sealed, body } = sealInBrowser(form, [ids[0]!]);
        expect((await post(e.id, m.cookie, { tracker: sealed.tracker }, 'controles')).statusCode).toBe(200);
        return body;
      },
    },
    {
      name: 'a truncated body',
      status: 400,
      code: 'BALLOT_MALFORMED',
      payload: () => {
        const text = JSON.stringify(honest());
        return text.slice(0, text.length / 2);
      },
    },
    {
      name: 'a body over 256 kB',
      status: 413,
      code: 'BALLOT_TOO_LARGE',
      payload: () => JSON.stringify({ ...honest(), padding: 'x'.repeat(300_000) }),
    },
  ];
  for (const c of cases) {
    it(`refuses ${c.name} with ${c.code}, writes nothing, and the member votes afterwards`, async () => {
      const m = member();
      // Counted once whatever was cast or audited to set the case up is in.
      const payload = await c.payload(m);
      const before = await journalCounts(t.db);
      const res = await post(e.id, m.cookie, payload);
      expect(res.statusCode, res.body).toBe(c.status);
      expect(res.json()).toEqual({ errorcode: c.code, usererror: errorMessages[c.code] });
      expect(await journalCounts(t.db)).toEqual(before);
      expect(await voted(m)).toBe(false);
      const good = sealInBrowser(form, [ids[2]!]);
      const ok = await post(e.id, m.cookie, good.body);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().receipt).toBe(good.sealed.tracker);
    });
  }
});

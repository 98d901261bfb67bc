import type { FastifyInstance } from 'fastify';
import { checkCommitteeBox, type CommitteeBox } from '../../domain/crypto/box';
import { ceremonyId, checkPublished, openShare, ownShare, publishRound1, sharesFor } from '../../domain/crypto/dkg';
import { partialDecrypt } from '../../domain/crypto/partial';
import type { Manifest } from '../../domain/crypto/manifest';
import { jointKey } from '../../domain/crypto/dkg';
import type { Queryable } from '../../server/db';
import { manifestForFinalising } from '../../server/services/committee';
import { as } from './app';
import { makeCandidates, makeElection } from './elections';

/**
 * A whole key ceremony in one process, as the members' browsers run it (for tests and the demo):
 * each member's seed, the three rounds, and each member's share of the key.
 */
export function runCeremony(electionId: number, usernames: readonly string[], threshold: number, seeds = usernames.map(() => crypto.getRandomValues(new Uint8Array(32)))) {
  const ceremony = ceremonyId({ electionId, threshold, members: usernames });
  const published = usernames.map((_, i) => publishRound1(seeds[i]!, ceremony, i + 1, threshold));
  const commitments = published.map((p) => checkPublished(ceremony, threshold, p));
  const sent = published.map((p, i) => sharesFor(seeds[i]!, ceremony, p.index, threshold, published));
  const shares = published.map((me, j) =>
    ownShare(
      seeds[j]!,
      ceremony,
      me.index,
      threshold,
      published.filter((p) => p.index !== me.index).map((from) => openShare(seeds[j]!, ceremony, me.index, { ...from, commitments: commitments[from.index - 1]! }, sent[from.index - 1]!.find((s) => s.to === me.index)!.box)),
    ),
  );
  const committee = { threshold, ceremony, members: published.map((p, i) => ({ ...p, username: usernames[i]! })) };
  return { seeds, ceremony, published, sent, shares, committee, publicKey: jointKey(commitments).toHex() };
}

/** A manifest for a ceremony's key. */
export const manifestFor = (
  c: ReturnType<typeof runCeremony>,
  election: { id: number; title: string; seats: number },
  candidates: Manifest['candidates'],
): Manifest => ({ version: 2, election, candidates, committee: c.committee, publicKey: c.publicKey });

/** An election's committee named and its whole ceremony run, straight in the database (as if every member took their three steps). */
export async function keyCommittee(q: Queryable, id: number, members: readonly string[] = ['N1003', 'N1004', 'N1005'], threshold = 2) {
  const c = runCeremony(id, members, threshold);
  await q.query('UPDATE verkiezingen SET committee_threshold = $2 WHERE id = $1', [id, threshold]);
  for (const [i, p] of c.published.entries()) {
    const { index, ...rest } = p;
    await q.query('INSERT INTO verkiezing_comite (verkiezing_id, lid, username, published, shares_sent, checked) VALUES ($1, $2, $3, $4, true, true)', [
      id,
      index,
      members[i],
      JSON.stringify(rest),
    ]);
  }
  for (const [i, sent] of c.sent.entries())
    for (const s of sent) await q.query('INSERT INTO verkiezing_comite_delen (verkiezing_id, van, aan, box) VALUES ($1, $2, $3, $4)', [id, i + 1, s.to, s.box]);
  return c;
}

/**
 * A committee election straight in the database, keyed as finalising keys it: the ceremony run in
 * this process with fresh seeds (returned, with each member's share), the manifest fixed, open for votes.
 */
export async function makeCommitteeElection(q: Queryable, over: { members?: string[]; threshold?: number; candidates?: number; elected?: number } = {}) {
  const id = await makeElection(q, { state: 'NEW', elected: over.elected ?? 2 });
  await makeCandidates(q, id, over.candidates ?? 3);
  const c = await keyCommittee(q, id, over.members, over.threshold);
  const [e] = await q.query<{ title: string; numberOfElected: number }>('SELECT title, number_of_elected AS "numberOfElected" FROM verkiezingen WHERE id = $1', [id]);
  const made = await manifestForFinalising(q, { id, ...e! });
  await q.query(
    `UPDATE verkiezingen SET state = 'FINISHED', mailssended = true, manifest = $2, fingerprint = $3, public_key = $4, key_holders = $5, key_threshold = $6 WHERE id = $1`,
    [id, JSON.stringify(made.manifest), made.fingerprint, made.publicKey, made.holders, made.threshold],
  );
  return { id, ceremony: c, manifest: made.manifest, fingerprint: made.fingerprint };
}

/**
 * The count as the members' browsers make it: each of `counting` (member place → login cookie) reads
 * the box, checks it, rebuilds their share from the shares sent to them and their seed, and publishes
 * their partial decryption. Answers the last member's answer.
 */
export async function countByCommittee(app: FastifyInstance, electionId: number, counting: { index: number; cookie: string; seed: Uint8Array }[]) {
  let last: Awaited<ReturnType<typeof as>> | undefined;
  for (const m of counting) {
    const box = (await as(app, m.cookie, { method: 'GET', url: `/api/verkiezingen/${electionId}/stembus` })).json() as CommitteeBox;
    const verdict = await checkCommitteeBox(box);
    if (!verdict.ok) throw new Error(`stembus: ${JSON.stringify(verdict.findings)}`);
    const { shares } = (await as(app, m.cookie, { method: 'GET', url: `/api/verkiezingen/${electionId}/comite/delen` })).json() as { shares: { from: number; box: string }[] };
    const { ceremony, threshold, members } = box.manifest.committee;
    const received = shares.map((s) => {
      const from = members[s.from - 1]!;
      return openShare(m.seed, ceremony, m.index, { ...from, commitments: checkPublished(ceremony, threshold, from) }, s.box);
    });
    const share = ownShare(m.seed, ceremony, m.index, threshold, received);
    const { decryptions } = partialDecrypt(share, verdict.fingerprint!, m.index, verdict.sums);
    last = await as(app, m.cookie, { method: 'POST', url: `/api/verkiezingen/${electionId}/deelontsleuteling`, payload: { decryptions } });
  }
  return last!;
}

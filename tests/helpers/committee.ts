import type { FastifyInstance } from 'fastify';
import { checkCommitteeBox, type CommitteeBox } from '../../domain/crypto/box';
import { ceremonyId, checkPublished, openShare, ownShare, publishRound1, sharesFor, transcriptOf } from '../../domain/crypto/dkg';
import { partialDecrypt } from '../../domain/crypto/partial';
import type { Manifest } from '../../domain/crypto/manifest';
import { jointKey } from '../../domain/crypto/dkg';
import type { Queryable } from '../../server/db';
import { fixManifest, seedCommittee } from '../../server/seed/committee';
import { as } from './app';
import { makeCandidates, makeElection } from './elections';

/**
 * A whole key ceremony in one process, as the members' browsers run it (for tests and the demo):
 * each member's seed, the three rounds, and each member's share of the key.
 */
export function runCeremony(
  electionId: number,
  usernames: readonly string[],
  threshold: number,
  seeds = usernames.map(() => crypto.getRandomValues(new Uint8Array(32))),
  attempt = 0,
) {
  const ceremony = ceremonyId({ electionId, threshold, attempt, members: usernames });
  const published = usernames.map((_, i) => publishRound1(seeds[i]!, ceremony, i + 1, threshold));
  const commitments = published.map((p) => checkPublished(ceremony, threshold, p));
  const sent = published.map((p, i) => sharesFor(seeds[i]!, ceremony, p.index, threshold, published));
  const shares = published.map((me, j) =>
    ownShare(
      seeds[j]!,
      ceremony,
      me.index,
      threshold,
      published
        .filter((p) => p.index !== me.index)
        .map((from) =>
          openShare(
            seeds[j]!,
            ceremony,
            me.index,
            { ...from, commitments: commitments[from.index - 1]! },
            sent[from.index - 1]!.find((s) => s.to === me.index)!.box,
          ),
        ),
    ),
  );
  const committee = { threshold, attempt, ceremony, members: published.map((p, i) => ({ ...p, username: usernames[i]! })) };
  return { seeds, ceremony, published, sent, shares, committee, transcript: transcriptOf(ceremony, published), publicKey: jointKey(commitments).toHex() };
}

/** A manifest for a ceremony's key. */
export const manifestFor = (
  c: ReturnType<typeof runCeremony>,
  election: { id: number; title: string; seats: number },
  candidates: Manifest['candidates'],
): Manifest => ({ version: 2, election, candidates, committee: c.committee, publicKey: c.publicKey });

/**
 * An election's committee named and its whole ceremony run, straight in the database (as if every
 * member took their three steps); the ceremony as run here, with each member's seed and share.
 */
export async function keyCommittee(q: Queryable, id: number, members: readonly string[] = ['N1003', 'N1004', 'N1005'], threshold = 2) {
  const [{ attempt }] = (await q.query<{ attempt: number }>('SELECT ceremony_attempt AS attempt FROM verkiezingen WHERE id = $1', [id])) as [
    { attempt: number },
  ];
  const c = runCeremony(id, members, threshold, undefined, attempt);
  await seedCommittee(q, id, { keyed: true, members, threshold, seed: (i) => c.seeds[i - 1]! });
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
  await fixManifest(q, id);
  await q.query(`UPDATE verkiezingen SET state = 'FINISHED', mailssended = true WHERE id = $1`, [id]);
  const [row] = await q.query<{ manifest: Manifest; fingerprint: string }>('SELECT manifest, fingerprint FROM verkiezingen WHERE id = $1', [id]);
  return { id, ceremony: c, manifest: row!.manifest, fingerprint: row!.fingerprint };
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
    const { shares } = (await as(app, m.cookie, { method: 'GET', url: `/api/verkiezingen/${electionId}/comite/delen` })).json() as {
      shares: { from: number; box: string }[];
    };
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

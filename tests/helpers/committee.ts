import { ceremonyId, checkPublished, openShare, ownShare, publishRound1, sharesFor } from '../../domain/crypto/dkg';
import type { Manifest } from '../../domain/crypto/manifest';
import { jointKey } from '../../domain/crypto/dkg';

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

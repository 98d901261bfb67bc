import { ceremonyId, checkPublished, publishRound1, sharesFor, transcriptOf } from '../../domain/crypto/dkg';
import { derive } from '../../domain/crypto/hash';
import type { Queryable } from '../db';
import { manifestForFinalising } from '../services/committee';

/**
 * The demo's election committee (demo data only; `npm run seed` never runs in production): N1003,
 * N1004 and N1005, of whom any two count. Their seeds are derived from a fixed text, so the share
 * files in docs/demo/ (sealed with the passphrases in docs/demo/README.md) open their part of the key of every
 * demo election; a real member's seed is drawn in their own browser and exists only in their file.
 */
export const DEMO_COMMITTEE = { members: ['N1003', 'N1004', 'N1005'], threshold: 2 } as const;

export const demoSeed = (index: number) => derive('demo-comite-zaad', ['alleen voor de demo', index]);

interface Options {
  members?: readonly string[];
  threshold?: number;
  /** Member i's seed (the demo's by default; a benchmark draws fresh ones). */
  seed?: (index: number) => Uint8Array;
}

/**
 * Names a committee of an election (the demo's by default); with `keyed`, runs its whole ceremony as
 * the members' browsers would and fixes the manifest as finalising does (the election's state is the
 * caller's to set).
 */
export async function seedCommittee(q: Queryable, electionId: number, { keyed, ...options }: Options & { keyed: boolean }) {
  const { members = DEMO_COMMITTEE.members, threshold = DEMO_COMMITTEE.threshold, seed = demoSeed } = options;
  await q.query('UPDATE verkiezingen SET committee_threshold = $2 WHERE id = $1', [electionId, threshold]);
  await q.query('INSERT INTO verkiezing_comite (verkiezing_id, lid, username) SELECT $1, i, u FROM unnest($2::text[]) WITH ORDINALITY AS x (u, i)', [
    electionId,
    members,
  ]);
  if (!keyed) return;
  const [{ attempt }] = (await q.query<{ attempt: number }>('SELECT ceremony_attempt AS attempt FROM verkiezingen WHERE id = $1', [electionId])) as [
    { attempt: number },
  ];
  const ceremony = ceremonyId({ electionId, threshold, attempt, members });
  const published = members.map((_, i) => publishRound1(seed(i + 1), ceremony, i + 1, threshold));
  const transcript = transcriptOf(ceremony, published);
  for (const p of published) {
    checkPublished(ceremony, threshold, p);
    const { index, ...rest } = p;
    await q.query('UPDATE verkiezing_comite SET published = $3, shares_sent = true, checked = true, transcript = $4 WHERE verkiezing_id = $1 AND lid = $2', [
      electionId,
      index,
      JSON.stringify(rest),
      transcript,
    ]);
    for (const s of sharesFor(seed(index), ceremony, index, threshold, published)) {
      await q.query('INSERT INTO verkiezing_comite_delen (verkiezing_id, van, aan, box) VALUES ($1, $2, $3, $4)', [electionId, index, s.to, s.box]);
    }
  }
}

/** Fixes an election's manifest, fingerprint and key from its completed ceremony, as finalising does. */
export async function fixManifest(q: Queryable, electionId: number) {
  const [e] = await q.query<{ title: string; numberOfElected: number }>(
    'SELECT title, number_of_elected AS "numberOfElected" FROM verkiezingen WHERE id = $1',
    [electionId],
  );
  const made = await manifestForFinalising(q, { id: electionId, ...e! });
  await q.query('UPDATE verkiezingen SET manifest = $2, fingerprint = $3, public_key = $4, key_holders = $5, key_threshold = $6 WHERE id = $1', [
    electionId,
    JSON.stringify(made.manifest),
    made.fingerprint,
    made.publicKey,
    made.holders,
    made.threshold,
  ]);
}

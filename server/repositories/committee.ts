import type { Published } from '../../domain/crypto/dkg';
import type { Manifest } from '../../domain/crypto/manifest';
import type { PartialDecryption } from '../../domain/crypto/partial';
import { one, type Queryable } from '../db';

/**
 * The election committee's rows (migration 062): who is on it, each member's progress through the
 * key ceremony, the sealed shares relayed between them, and their partial decryptions at the count.
 * Every step a member takes once is a conditional UPDATE or a key: a second try changes nothing.
 */
export interface MemberRow {
  index: number;
  username: string;
  firstname: string;
  lastname: string;
  published: Published | null;
  sharesSent: boolean;
  checked: boolean;
  complaint: number | null;
  transcript: string | null;
}

export const committeeOf = (q: Queryable, electionId: number) =>
  q.query<MemberRow>(
    `SELECT c.lid AS index, c.username, coalesce(u.firstname, '') AS firstname, coalesce(u.lastname, '') AS lastname,
            CASE WHEN c.published IS NULL THEN NULL ELSE c.published || jsonb_build_object('index', c.lid) END AS published,
            c.shares_sent AS "sharesSent", c.checked, c.complaint, c.transcript
       FROM verkiezing_comite c LEFT JOIN users u ON u.username = c.username
      WHERE c.verkiezing_id = $1 ORDER BY c.lid`,
    [electionId],
  );

/** Locks the election's row for a committee write, so rounds, restarts and finalising follow one another. */
export const lockElection = (q: Queryable, electionId: number) =>
  one<{ id: number; state: string; title: string; threshold: number | null; attempt: number; fingerprint: string | null }>(
    q,
    `SELECT id, state, title, committee_threshold AS threshold, ceremony_attempt AS attempt, fingerprint FROM verkiezingen WHERE id = $1 FOR UPDATE`,
    [electionId],
  );

/** Who of these usernames may sit on a committee (an active account of a veterinarian or of the secretariat), and whether of the secretariat. */
export const eligibleUsers = (q: Queryable, usernames: readonly string[]) =>
  q.query<{ username: string; secretariat: boolean }>(
    `SELECT username, 'SECRETARIAAT' = ANY (roles) AS secretariat FROM users
      WHERE username = ANY ($1::text[]) AND active AND roles && ARRAY['DIERENARTS', 'SECRETARIAAT']::text[]`,
    [usernames],
  );

/** A new committee: the old one (and all it did) goes. */
export async function replaceCommittee(q: Queryable, electionId: number, threshold: number, usernames: readonly string[]) {
  await q.query('DELETE FROM verkiezing_comite WHERE verkiezing_id = $1', [electionId]);
  await q.query('INSERT INTO verkiezing_comite (verkiezing_id, lid, username) SELECT $1, i, u FROM unnest($2::text[]) WITH ORDINALITY AS x (u, i)', [
    electionId,
    usernames,
  ]);
  await q.query('UPDATE verkiezingen SET committee_threshold = $2, ceremony_attempt = ceremony_attempt + 1 WHERE id = $1', [electionId, threshold]);
}

/** The ceremony from its first round again, with the same committee: a new attempt, so nothing of the last one serves. */
export async function restartCeremony(q: Queryable, electionId: number) {
  await q.query('DELETE FROM verkiezing_comite_delen WHERE verkiezing_id = $1', [electionId]);
  await q.query(
    'UPDATE verkiezing_comite SET published = NULL, shares_sent = false, checked = false, complaint = NULL, transcript = NULL WHERE verkiezing_id = $1',
    [electionId],
  );
  await q.query('UPDATE verkiezingen SET ceremony_attempt = ceremony_attempt + 1 WHERE id = $1', [electionId]);
}

export const savePublication = async (q: Queryable, electionId: number, index: number, p: Omit<Published, 'index'>) =>
  (
    await q.query('UPDATE verkiezing_comite SET published = $3 WHERE verkiezing_id = $1 AND lid = $2 AND published IS NULL RETURNING lid', [
      electionId,
      index,
      JSON.stringify({ encKey: p.encKey, commitments: p.commitments, proof: p.proof }),
    ])
  ).length === 1;

export async function saveShares(q: Queryable, electionId: number, from: number, shares: readonly { to: number; box: string }[]) {
  const marked = await q.query('UPDATE verkiezing_comite SET shares_sent = true WHERE verkiezing_id = $1 AND lid = $2 AND NOT shares_sent RETURNING lid', [
    electionId,
    from,
  ]);
  if (marked.length === 0) return false;
  await q.query('INSERT INTO verkiezing_comite_delen (verkiezing_id, van, aan, box) SELECT $1, $2, t, b FROM unnest($3::int[], $4::text[]) AS x (t, b)', [
    electionId,
    from,
    shares.map((s) => s.to),
    shares.map((s) => s.box),
  ]);
  return true;
}

export const sharesTo = (q: Queryable, electionId: number, to: number) =>
  q.query<{ from: number; box: string }>('SELECT van AS "from", box FROM verkiezing_comite_delen WHERE verkiezing_id = $1 AND aan = $2 ORDER BY van', [
    electionId,
    to,
  ]);

export const saveCheck = async (q: Queryable, electionId: number, index: number, complaint: number | null, transcript: string) =>
  (
    await q.query(
      `UPDATE verkiezing_comite SET checked = ($3::int IS NULL), complaint = $3, transcript = $4
        WHERE verkiezing_id = $1 AND lid = $2 AND NOT checked AND complaint IS NULL RETURNING lid`,
      [electionId, index, complaint, transcript],
    )
  ).length === 1;

/** The committee work of one person: every election they sit on, with what the tasks need to know. */
export const committeesOf = (q: Queryable, username: string) =>
  q.query<{ electionId: number; title: string; state: string; endtime: Date; threshold: number; index: number; partialSent: boolean; counted: boolean }>(
    `SELECT v.id AS "electionId", v.title, v.state, v.endtime, v.committee_threshold AS threshold, c.lid AS index,
            EXISTS (SELECT 1 FROM verkiezing_deelontsleutelingen d WHERE d.verkiezing_id = v.id AND d.lid = c.lid) AS "partialSent",
            EXISTS (SELECT 1 FROM verkiezing_tellingen t WHERE t.verkiezing_id = v.id) AS counted
       FROM verkiezing_comite c JOIN verkiezingen v ON v.id = c.verkiezing_id
      WHERE c.username = $1 ORDER BY v.endtime DESC, v.id`,
    [username],
  );

/** Keeps a member's partial decryption once: true when this one was kept. */
export const savePartial = async (q: Queryable, electionId: number, p: PartialDecryption) =>
  (
    await q.query('INSERT INTO verkiezing_deelontsleutelingen (verkiezing_id, lid, decryptions) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING lid', [
      electionId,
      p.index,
      JSON.stringify(p.decryptions),
    ])
  ).length === 1;

export const partialsOf = (q: Queryable, electionId: number) =>
  q.query<PartialDecryption>('SELECT lid AS index, decryptions FROM verkiezing_deelontsleutelingen WHERE verkiezing_id = $1 ORDER BY lid', [electionId]);

/** The election's manifest and fingerprints, for committee elections. */
export const manifestOf = (q: Queryable, electionId: number) =>
  one<{ manifest: Manifest | null; fingerprint: string | null; closedFingerprint: string | null; closedVoters: number | null }>(
    q,
    'SELECT manifest, fingerprint, closed_fingerprint AS "closedFingerprint", closed_voters AS "closedVoters" FROM verkiezingen WHERE id = $1',
    [electionId],
  );

import { boxSums } from '../../domain/crypto/tally';
import { shapeOf, totalsOf } from '../../domain/crypto/box';
import { CryptoError } from '../../domain/crypto/group';
import { checkManifest, type Manifest } from '../../domain/crypto/manifest';
import { checkPartial, type PartialDecryption } from '../../domain/crypto/partial';
import type { Db, Queryable } from '../db';
import { badRequest, conflict, forbidden } from '../errors';
import { findCount, saveCount, storedBallots } from '../repositories/ballotBox';
import * as committee from '../repositories/committee';
import { queueMail } from '../repositories/mails';
import { appendToBoard, wholeBoard } from '../repositories/board';
import { queueToVoters } from '../repositories/elections';
import { type Election, findElection, flushPending, lockBox } from '../repositories/votes';
import { CLOSING_MS, ended } from './electionCount';

/**
 * The count of a committee election (docs/features/elections.md): when voting has closed, the box is
 * closed once (its waiting ballots flushed, its fingerprint and the number of members who voted
 * announced and mailed to the committee); each member's browser checks the box and publishes a
 * partial decryption of its sums with proofs; the server keeps each partial whose proofs hold against
 * its own sums of the box, and once t of them are kept combines them into the totals. No key is
 * formed anywhere.
 */
export interface CommitteeElection extends Election {
  manifest: Manifest;
  fingerprint: string;
}

export async function committeeElection(q: Queryable, e: Election): Promise<CommitteeElection | null> {
  const m = await committee.manifestOf(q, e.id);
  return m?.manifest && m.fingerprint ? { ...e, manifest: m.manifest, fingerprint: m.fingerprint } : null;
}

const votersOf = async (q: Queryable, electionId: number) =>
  (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM verkiezing_stemmers WHERE verkiezing_id = $1', [electionId]))[0]!.n;

/**
 * Closes the box once after the end: what the committee's browsers compare the box with. Answers the
 * announced fingerprint and voter count (the same on every later call).
 */
export async function closeBox(db: Db, e: CommitteeElection, publicUrl: string) {
  const kept = await committee.manifestOf(db, e.id);
  if (kept?.closedFingerprint) return { closedFingerprint: kept.closedFingerprint, closedVoters: kept.closedVoters ?? 0 };
  return db.tx(async (q) => {
    // The box's lock first, as a flush takes it before it touches the election's row (its foreign keys).
    await lockBox(q, e.id);
    await committee.lockElection(q, e.id);
    const again = await committee.manifestOf(q, e.id);
    if (again?.closedFingerprint) return { closedFingerprint: again.closedFingerprint, closedVoters: again.closedVoters ?? 0 };
    // In the same transaction as the head taken of the board: nothing waiting is left out of it. The
    // board's head is the box's fingerprint (an empty board's head is an empty box's fingerprint);
    // a box filled before boards existed is put on the board first (repositories/board.ts).
    await flushPending(q, e.id);
    const closedFingerprint = (await appendToBoard(q, e.id, [])).hash;
    const closedVoters = await votersOf(q, e.id);
    await q.query('UPDATE verkiezingen SET closed_fingerprint = $2, closed_voters = $3 WHERE id = $1', [e.id, closedFingerprint, closedVoters]);
    const members = await q.query<{ username: string; email: string; firstname: string; lastname: string }>(
      `SELECT u.username, u.email, u.firstname, u.lastname FROM verkiezing_comite c JOIN users u ON u.username = c.username
        WHERE c.verkiezing_id = $1 AND u.email <> '' ORDER BY c.lid`,
      [e.id],
    );
    await queueToVoters(q, e.id, {
      template: 'VERKIEZING_SLUITING',
      params: { link: `${publicUrl}/verkiezingen/${e.id}/stembord`, verkiezing: e.title, vingerafdruk: closedFingerprint },
    });
    for (const u of members) {
      const to = { email: u.email, username: u.username };
      await queueMail(q, 'COMITE_TELLING', to, {
        voornaam: u.firstname,
        achternaam: u.lastname,
        gebruikersnaam: u.username,
        verkiezing: e.title,
        vingerafdruk: closedFingerprint,
        link: `${publicUrl}/comite`,
      });
    }
    return { closedFingerprint, closedVoters };
  });
}

/**
 * Closes the box of every committee election whose voting ended and whose box is not closed yet, so
 * the board's head is mailed at the close even when nobody asks for the box (the scheduler's tick).
 */
export async function closeEndedBoxes(db: Db, publicUrl: string) {
  const due = await db.query<{ id: number }>(
    `SELECT id FROM verkiezingen WHERE state = 'FINISHED' AND fingerprint IS NOT NULL AND closed_fingerprint IS NULL AND endtime + make_interval(secs => $1) <= now()`,
    [CLOSING_MS / 1000],
  );
  let closed = 0;
  const failures: unknown[] = [];
  for (const { id } of due) {
    try {
      const e = await committeeElection(db, await findElection(db, id));
      if (e && ended(e)) {
        await closeBox(db, e, publicUrl);
        closed++;
      }
    } catch (error) {
      // One election's trouble does not keep the others' boxes open; the next tick tries it again.
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} stembus(sen) niet gesloten`);
  return closed;
}

/** The published box: the manifest, the members who voted, every ballot, the board, the announced fingerprint, and the count's partials. */
export async function committeeBox(db: Db, e: CommitteeElection, publicUrl: string) {
  if (!ended(e)) throw conflict('VOTING_NOT_ENDED');
  const { closedFingerprint } = await closeBox(db, e, publicUrl);
  const [ballots, voters, count, board] = await Promise.all([storedBallots(db, e.id), votersOf(db, e.id), findCount(db, e.id), wholeBoard(db, e.id)]);
  const partials = count ? await committee.partialsOf(db, e.id) : [];
  return {
    manifest: e.manifest,
    fingerprint: e.fingerprint,
    voters,
    ballots,
    // A box filled and closed before boards existed has none; its fingerprint is of its sorted trackers.
    board: board.length === 0 && ballots.length > 0 ? null : board,
    closedFingerprint,
    count: count ? { partials, totals: count.totals } : null,
  };
}

/**
 * A member's partial decryption: kept once when every proof holds against the server's own sums of
 * the box; the t-th kept partial makes the count, in the same transaction.
 */
export async function submitPartial(db: Db, e: CommitteeElection, username: string, decryptions: PartialDecryption['decryptions'], publicUrl: string) {
  if (!ended(e)) throw conflict('VOTING_NOT_ENDED');
  const member = (await committee.committeeOf(db, e.id)).find((m) => m.username === username);
  if (!member) throw forbidden('NOT_COMMITTEE_MEMBER');
  await closeBox(db, e, publicUrl);
  const { verificationKeys, fingerprint } = checkManifest(e.manifest);
  const shape = shapeOf(e.manifest, fingerprint);
  const threshold = e.manifest.committee.threshold;
  return db.tx(async (q) => {
    await committee.lockElection(q, e.id);
    if (await findCount(q, e.id)) throw conflict('ALREADY_COUNTED');
    const ballots = await storedBallots(q, e.id);
    let sums: ReturnType<typeof boxSums>;
    try {
      sums = boxSums(ballots, shape);
    } catch {
      // A stored ballot that is none (written into the box by hand): the members' check of the box names it.
      throw conflict('COUNT_INVALID');
    }
    const mine = { index: member.index, decryptions };
    try {
      checkPartial(verificationKeys[member.index - 1]!, fingerprint, sums, mine);
    } catch (error) {
      if (error instanceof CryptoError) throw badRequest('PARTIAL_INVALID');
      throw error;
    }
    if (!(await committee.savePartial(q, e.id, mine))) throw conflict('CEREMONY_STEP_DONE');
    const partials = await committee.partialsOf(q, e.id);
    let counted = false;
    if (partials.length >= threshold) {
      let totals: number[];
      try {
        totals = totalsOf(sums, partials, verificationKeys, fingerprint, threshold, ballots.length);
      } catch {
        throw conflict('COUNT_INVALID');
      }
      counted = await saveCount(q, e.id, {
        candidates: shape.candidates as number[],
        ballots: ballots.length,
        totals,
        decryptions: null,
        countedBy: 'kiescomité',
      });
      await q.query('UPDATE verkiezing_tellingen SET decryptions = $2 WHERE verkiezing_id = $1', [e.id, JSON.stringify(partials)]);
    }
    return { partials: partials.length, threshold, counted };
  });
}

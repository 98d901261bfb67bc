import type { Queryable } from '../db';
import { castVote } from '../services/ballots';
import { fixManifest, seedCommittee } from './committee';

const HOUR = 3_600_000;

/**
 * Demo votes, cast through the route's own castVote: five in the election that ended
 * (one of them blank, one member abstains), two in the one open now. N1001-N1003 have not voted in
 * the open one, so the demo accounts can still vote there.
 */
const ENDED: [string, number[]][] = [
  ['N1001', [0]],
  ['N1002', [0]],
  ['N1003', [1]],
  ['N1004', []],
  ['N1005', [0]],
];
const OPEN: [string, number[]][] = [
  ['N1004', [0, 1]],
  ['N1005', [1]],
];

export async function seedVotes(q: Queryable) {
  // The election still being prepared has its committee named; its ceremony is the newcomer's to run.
  for (const e of await q.query<{ id: number }>(`SELECT id FROM verkiezingen WHERE state = 'NEW' ORDER BY id`)) await seedCommittee(q, e.id, { keyed: false });
  const elections = await q.query<{ id: number; starttime: Date; endtime: Date }>(
    `SELECT id, starttime, endtime FROM verkiezingen WHERE state = 'FINISHED' AND votable AND starttime < now() ORDER BY endtime`,
  );
  for (const e of elections) {
    const candidates = await demoCandidates(q, e.id);
    // Keyed by the demo committee as finalising keys an election: candidates first, then the manifest.
    await seedCommittee(q, e.id, { keyed: true });
    await fixManifest(q, e.id);
    const ballots = e.endtime.getTime() < Date.now() ? ENDED : OPEN;
    for (const [i, [username, picks]] of ballots.entries()) {
      const choices = picks.map((p) => candidates[p]).filter((id): id is number => id !== undefined);
      await castVote(q, e.id, username, choices, new Date(e.starttime.getTime() + (i * 7 + 1) * HOUR));
    }
  }
}

/** The election's candidates; three demo veterinarians when the declared demo brought none. */
async function demoCandidates(q: Queryable, electionId: number) {
  const present = await q.query<{ id: number }>('SELECT id FROM verkiezing_kandidaten WHERE verkiezing_id = $1 ORDER BY id', [electionId]);
  if (present.length > 0) return present.map((c) => c.id);
  const made = await q.query<{ id: number }>(
    `INSERT INTO verkiezing_kandidaten (verkiezing_id, person_id, lastname, firstname)
     SELECT $1, iddicperson, lastname, firstname FROM persons WHERE ordenummer IN ('N1004', 'N1005', 'N1006') ORDER BY ordenummer
     RETURNING id`,
    [electionId],
  );
  return made.map((c) => c.id);
}

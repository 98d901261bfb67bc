/**
 * Elections (SPEC §3, §4, §5, §9): an election is prepared while NEW, finalised once (FINISHED,
 * invitations sent, nothing changes any more), and open for votes while FINISHED, votable and now
 * lies between its start and end. The stage a list filters on (SPEC §2 `?stage=`) is worked out from
 * the state and the window.
 */
export const ELECTION_STATES = ['NEW', 'FINISHED'] as const;

/**
 * The stages of SPEC §4 (admin, voting, counting, finished, closed); the portal's reading of them:
 * admin while NEW; voting from finalising until the end; counting in the 14 days after the end (the
 * results are fresh, the ballot box is published); finished after that; closed when the secretariat
 * took the vote away (votable off).
 */
export const ELECTION_STAGES = ['admin', 'voting', 'counting', 'finished', 'closed'] as const;
export type ElectionStage = (typeof ELECTION_STAGES)[number];
/**
 * The election committee: between 2 and 9 members each hold a share of the election's private key
 * (domain/crypto/keys.ts), and 2 to all of them together count the votes.
 */
export const KEY_HOLDERS = { min: 2, max: 9 } as const;

/** Days after the end during which an election counts as being counted. */
export const COUNTING_DAYS = 14;

export interface ElectionWindow {
  state: string;
  votable: boolean;
  starttime: string | Date;
  endtime: string | Date;
}

const ms = (t: string | Date) => (t instanceof Date ? t.getTime() : Date.parse(t));

export function stageOf(e: ElectionWindow, now: Date = new Date()): ElectionStage {
  if (e.state === 'NEW') return 'admin';
  if (!e.votable) return 'closed';
  if (now.getTime() < ms(e.endtime)) return 'voting';
  return now.getTime() < ms(e.endtime) + COUNTING_DAYS * 86_400_000 ? 'counting' : 'finished';
}

/** Whether a member may cast a vote now (SPEC §4, §6): finalised, votable, and inside the window. */
export const votingOpen = (e: ElectionWindow, now: Date = new Date()) =>
  e.state === 'FINISHED' && e.votable && ms(e.starttime) <= now.getTime() && now.getTime() < ms(e.endtime);

/** SPEC §5: what a ballot with these choices is: blank, too many, or fine. */
export function ballotProblem(choices: readonly unknown[], numberOfElected: number): 'EXCEEDS_MAX_VOTES' | null {
  return choices.length > numberOfElected ? 'EXCEEDS_MAX_VOTES' : null;
}

/** The columns the stage condition reads, as the server's table names them. */
export interface ElectionColumns {
  state: string;
  votable: string;
  endtime: string;
}

/**
 * `stageOf` as a WHERE condition (`?` stands for `now`, once per mark), so a list filters on the
 * stage in the database; tests/domain/election-stages.test.ts proves the two agree. Kept beside
 * `stageOf` so a change of the one is seen to need a change of the other.
 */
export function stageCondition(stage: ElectionStage, c: ElectionColumns): [sql: string, ...now: 'now'[]] {
  const finalised = `${c.state} <> 'NEW' AND ${c.votable}`;
  // Hours, not days: a day of the database's calendar is 23 or 25 hours at a change of summer time, stageOf's is 24.
  const counted = `${c.endtime} + interval '${COUNTING_DAYS * 24} hours'`;
  switch (stage) {
    case 'admin':
      return [`${c.state} = 'NEW'`];
    case 'closed':
      return [`(${c.state} <> 'NEW' AND NOT ${c.votable})`];
    case 'voting':
      return [`(${finalised} AND ? < ${c.endtime})`, 'now'];
    case 'counting':
      return [`(${finalised} AND ? >= ${c.endtime} AND ? < ${counted})`, 'now', 'now'];
    case 'finished':
      return [`(${finalised} AND ? >= ${counted})`, 'now'];
  }
}

import type { z } from 'zod';
import type {
  ballotBoxAnswer,
  ballotFormAnswer,
  boardAnswer,
  countBody,
  resultsAnswer,
  SealedBody,
  sumsAnswer,
  voteAnswer,
} from '../../../domain/schemas/voting';
import { http } from '../http';
import type { CommitteeBox } from './committee';

/** The calls of voting, turnout and results (SPEC §7 Elections; the contract shared with server/routes/verkiezingen). */
export interface Candidate {
  id: number;
  firstname: string;
  lastname: string;
  campaignfilename?: string | null;
}
/** The server's answer to a cast ballot: its tracker as the receipt (`blank` is null for a ballot sealed in the browser). */
export type VoteReceipt = z.input<typeof voteAnswer>;
/** What the voter's browser seals with: the key, the slots' candidates in ballot order, the seats and the manifest. */
export type BallotSheet = z.input<typeof ballotFormAnswer>;
/** A page of the public board, its head and its counts. */
export type Board = z.input<typeof boardAnswer>;
export interface VoteStatus {
  voted: boolean;
  votedtime: string | null;
  open: boolean;
}
export interface UnvotedMember {
  username: string;
  firstname: string;
  lastname: string;
}
export interface UnvotedPage {
  items: UnvotedMember[];
  limit: number;
  offset: number;
  size: number;
}
export interface Turnout {
  invited: number;
  voted: number;
  perDay: { day: string; votes: number }[];
}
/** The results of a count; `tied`: level with the last elected, so the seats need a decision beyond the count. */
export type ElectionResults = z.input<typeof resultsAnswer>;
/** The published box: what the verifier page and `npm run verify:box` check. */
export type BallotBox = z.input<typeof ballotBoxAnswer>;
export type CountSums = z.input<typeof sumsAnswer>;
export type CountBody = z.input<typeof countBody>;

const election = (id: number | string, tail: string) => `/verkiezingen/${encodeURIComponent(String(id))}${tail}`;

export const electionMethods = {
  /** Every candidate of an election, for the ballot (an election has far fewer than 500). */
  electionCandidates: async (id: number | string) =>
    (await http<{ items: Candidate[] }>(election(id, '/kandidaten?limit=500&offset=0&sort=lastname&order=ASC'))).items,
  /** The key and slots the browser seals a ballot with (409 VOTING_CLOSED outside the window). */
  ballotSheet: (id: number | string) => http<BallotSheet>(election(id, '/stembiljet')),
  /**
   * A ballot sealed in the voter's browser: only its ciphertexts and proofs. The page never sends the
   * chosen ids (SPEC's array form is for outside clients), so the server never sees the choice.
   */
  castSealed: (id: number | string, body: SealedBody) =>
    http<VoteReceipt>(election(id, '/votes'), { method: 'POST', json: { fingerprint: body.fingerprint, ballot: body.ballot } }),
  /** Marks a sealed ballot as audited before its randomness is shown, so it can never be cast. */
  auditBallot: (id: number | string, tracker: string) => http<void>(election(id, '/controles'), { method: 'POST', json: { tracker } }),
  /** A page of the board after place `after` (keyset paging), and with `tracker` that ballot's entry. */
  board: (id: number | string, { after = 0, size = 50, tracker }: { after?: number; size?: number; tracker?: string } = {}) =>
    http<Board>(election(id, `/bord?na=${after}&aantal=${size}${tracker ? `&tracker=${encodeURIComponent(tracker)}` : ''}`)),
  voteStatus: (id: number | string) => http<VoteStatus>(election(id, '/stem')),
  unvoted: (id: number | string, limit: number, offset: number) => http<UnvotedPage>(election(id, `/unvoted?limit=${limit}&offset=${offset}`)),
  remindUnvoted: (id: number | string) => http<{ count: number; already: number }>(election(id, '/unvoted/herinnering'), { method: 'POST', json: {} }),
  turnout: (id: number | string) => http<Turnout>(election(id, '/opkomst')),
  electionResults: (id: number | string) => http<ElectionResults>(election(id, '/resultaten')),
  /** A committee election's box carries its manifest; one keyed before the committee, its election. */
  ballotBox: (id: number | string) => http<BallotBox | CommitteeBox>(election(id, '/stembus')),
  /** The box added up slot by slot, for the committee's browser to decrypt. */
  countSums: (id: number | string) => http<CountSums>(election(id, '/sommen')),
  submitCount: (id: number | string, count: CountBody) => http<ElectionResults>(election(id, '/telling'), { method: 'POST', json: count }),
};

import { http } from '../http';

/** The calls of voting, turnout and results (SPEC §7 Elections; the contract shared with server/routes/verkiezingen). */
export interface Candidate {
  id: number;
  firstname: string;
  lastname: string;
  campaignfilename?: string | null;
}
export interface VoteReceipt {
  receipt: string;
  blank: boolean;
  message: 'VOTE_SUCCESS' | 'VOTE_BLANCO_SUCCESS';
}
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
export interface ElectionResults {
  ballots: number;
  blank: number;
  voters: number;
  /** `tied`: level with the last elected, so the seats need a decision beyond the count. */
  candidates: { id: number; firstname: string; lastname: string; votes: number; elected: boolean; tied?: boolean }[];
  fingerprint: string;
}
export interface BallotBox {
  fingerprint: string;
  ballots: { code: string; choices: number[] }[];
}

const election = (id: number | string, tail: string) => `/verkiezingen/${encodeURIComponent(String(id))}${tail}`;

export const electionMethods = {
  /** Every candidate of an election, for the ballot (an election has far fewer than 500). */
  electionCandidates: async (id: number | string) => (await http<{ items: Candidate[] }>(election(id, '/kandidaten?limit=500&offset=0&sort=lastname&order=ASC'))).items,
  /** Ids of the chosen candidates; none is a blank vote. */
  castVote: (id: number | string, candidateIds: number[]) => http<VoteReceipt>(election(id, '/votes'), { method: 'POST', json: candidateIds }),
  voteStatus: (id: number | string) => http<VoteStatus>(election(id, '/stem')),
  unvoted: (id: number | string, limit: number, offset: number) => http<UnvotedPage>(election(id, `/unvoted?limit=${limit}&offset=${offset}`)),
  remindUnvoted: (id: number | string) => http<{ count: number }>(election(id, '/unvoted/herinnering'), { method: 'POST', json: {} }),
  turnout: (id: number | string) => http<Turnout>(election(id, '/opkomst')),
  electionResults: (id: number | string) => http<ElectionResults>(election(id, '/resultaten')),
  ballotBox: (id: number | string) => http<BallotBox>(election(id, '/stembus')),
};

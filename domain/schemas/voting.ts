import { z } from 'zod';
import { V } from '../validation';
import { MAX_ID, page, pageQuery, timestamp } from './common';

/** The most candidate ids a ballot may name at all; the election's numberOfElected is the real limit. */
export const MAX_BALLOT_LENGTH = 99;

/** A candidate's id in a ballot: a JSON number only; a body is JSON, so text ("12") is no id (a path's or a form's key is, dbId). */
const candidateId = z.number({ error: V.number }).int({ error: V.integer }).positive({ error: V.tooLow }).max(MAX_ID, { error: V.tooHigh });

/** POST /verkiezingen/{id}/votes: the chosen candidates' ids, [] for a blank vote. */
export const ballotBody = z.array(candidateId).max(MAX_BALLOT_LENGTH);

export const voteAnswer = z.object({
  /** Shown once to the voter: with it they find their own ballot in the published box. */
  receipt: z.string(),
  blank: z.boolean(),
  message: z.enum(['VOTE_SUCCESS', 'VOTE_BLANCO_SUCCESS']),
});

export const myVoteAnswer = z.object({ voted: z.boolean(), votedtime: timestamp.nullable(), open: z.boolean() });

export const unvotedQuery = z.object(pageQuery(25));
export const unvotedPage = page(z.object({ username: z.string(), firstname: z.string(), lastname: z.string() }));

export const reminderAnswer = z.object({ count: z.number() });

export const turnoutAnswer = z.object({
  invited: z.number(),
  voted: z.number(),
  perDay: z.array(z.object({ day: z.string(), votes: z.number() })),
});

export const publishedBallot = z.object({ code: z.string(), choices: z.array(z.number()) });
export const ballotBoxAnswer = z.object({ fingerprint: z.string(), ballots: z.array(publishedBallot) });

export const resultsAnswer = z.object({
  ballots: z.number(),
  blank: z.number(),
  voters: z.number(),
  candidates: z.array(
    z.object({ id: z.number(), firstname: z.string(), lastname: z.string(), votes: z.number(), elected: z.boolean(), tied: z.boolean() }),
  ),
  fingerprint: z.string(),
});

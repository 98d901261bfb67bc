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
  /** The election's fingerprint the ballot's proofs are bound to (null for an election keyed before the committee). */
  fingerprint: z.string().nullable(),
  message: z.enum(['VOTE_SUCCESS', 'VOTE_BLANCO_SUCCESS']),
});

export const myVoteAnswer = z.object({ voted: z.boolean(), votedtime: timestamp.nullable(), open: z.boolean() });

export const unvotedQuery = z.object(pageQuery(25));
export const unvotedPage = page(z.object({ username: z.string(), firstname: z.string(), lastname: z.string() }));

/** The secretariat's reminder: how many it queued, and how many of who has not voted already had one (from the button or the daily run). */
export const reminderAnswer = z.object({ count: z.number(), already: z.number() });

export const turnoutAnswer = z.object({
  invited: z.number(),
  voted: z.number(),
  perDay: z.array(z.object({ day: z.string(), votes: z.number() })),
});

const hex64 = z.string({ error: V.required }).regex(/^[0-9a-f]{64}$/, { error: V.pattern });
const decryption = z.object({ d: hex64, c: hex64, s: hex64 });

/**
 * The most slots a count's body may carry; the election's own number (its candidates and blank) is
 * checked against the box. An election has far fewer candidates; this only bounds the body.
 */
const MAX_SLOTS = 2000;

/** GET /verkiezingen/{id}/sommen: what the committee's browser decrypts at the count. */
export const sumsAnswer = z.object({
  publicKey: hex64,
  keyHolders: z.number(),
  keyThreshold: z.number(),
  ballots: z.number(),
  candidates: z.array(z.number()),
  sums: z.array(z.tuple([z.string(), z.string()])),
});

/** POST /verkiezingen/{id}/telling: per slot (the candidates by id, then blank) the total and its decryption proof. */
export const countBody = z.object({
  totals: z
    .array(z.number({ error: V.number }).int({ error: V.integer }).min(0, { error: V.tooLow }).max(MAX_ID, { error: V.tooHigh }))
    .min(1)
    .max(MAX_SLOTS),
  decryptions: z.array(decryption).min(1).max(MAX_SLOTS),
});

/** The published box: what the verifier page and `npm run verify:box` read. */
export const ballotBoxAnswer = z.object({
  election: z.object({
    id: z.number(),
    title: z.string(),
    numberOfElected: z.number(),
    publicKey: z.string().nullable(),
    keyHolders: z.number().nullable(),
    keyThreshold: z.number().nullable(),
    candidates: z.array(z.object({ id: z.number(), firstname: z.string(), lastname: z.string() })),
  }),
  ballots: z.array(z.object({ tracker: z.string(), ballot: z.string() })),
  fingerprint: z.string(),
  count: z.object({ totals: z.array(z.number()), decryptions: z.array(decryption) }).nullable(),
});

export const resultsAnswer = z.object({
  ballots: z.number(),
  blank: z.number(),
  voters: z.number(),
  candidates: z.array(z.object({ id: z.number(), firstname: z.string(), lastname: z.string(), votes: z.number(), elected: z.boolean(), tied: z.boolean() })),
  fingerprint: z.string(),
  countedAt: timestamp,
  /** Whether the totals carry decryption proofs (a count taken at the upgrade from a plain box has none). */
  proven: z.boolean(),
});

import { z } from 'zod';
import { V } from '../validation';
import { decimal, MAX_ID, page, pageQuery, timestamp } from './common';

/** The most candidate ids a ballot may name at all; the election's numberOfElected is the real limit. */
export const MAX_BALLOT_LENGTH = 99;

/** A candidate's id in a ballot: a JSON number only; a body is JSON, so text ("12") is no id (a path's or a form's key is, dbId). */
const candidateId = z.number({ error: V.number }).int({ error: V.integer }).positive({ error: V.tooLow }).max(MAX_ID, { error: V.tooHigh });

/** SPEC's form of POST /verkiezingen/{id}/votes: the chosen candidates' ids, [] for a blank vote; the server seals it. */
export const choicesBody = z.array(candidateId).max(MAX_BALLOT_LENGTH);

/**
 * A ballot sealed in the voter's browser (domain/crypto/ballot.ts): per slot the ciphertext and its
 * 0/1 proof, and the sum proof; the server reads and checks every value itself (domain/crypto/cast.ts).
 * `fingerprint` names the election the proofs are bound to (null for an election keyed before the committee).
 */
export const sealedBody = z.object({
  fingerprint: z
    .string()
    .regex(/^[0-9a-f]{64}$/, { error: V.pattern })
    .nullable(),
  ballot: z.object({ v: z.array(z.array(z.unknown()).max(6)).max(MAX_BALLOT_LENGTH + 1), s: z.array(z.unknown()).max(4) }),
});
export type SealedBody = z.infer<typeof sealedBody>;

/** POST /verkiezingen/{id}/votes: the portal's page sends a sealed ballot; an outside client may still send the array. */
export const ballotBody = z.union([choicesBody, sealedBody]);

/** The largest body the vote call reads: a sealed ballot of MAX_BALLOT_LENGTH candidates is some 100 kB. */
export const BALLOT_BODY_LIMIT = 256 * 1024;

/** What the voter's page seals with (GET /verkiezingen/{id}/stembiljet): the key, the slots' candidates, the seats, and the manifest behind the fingerprint. */
export const ballotFormAnswer = z.object({
  electionId: z.number(),
  title: z.string(),
  publicKey: z.string(),
  fingerprint: z.string().nullable(),
  seats: z.number(),
  /** In the ballot's slot order (ascending id); the blank slot comes after them. */
  candidates: z.array(z.object({ id: z.number(), firstname: z.string(), lastname: z.string() })),
  /** A committee election's manifest (domain/crypto/manifest.ts), which an audit file carries; null for an election keyed before. */
  manifest: z.unknown().nullable(),
});

/** POST /verkiezingen/{id}/controles: a ballot the voter audits instead of casting; only its tracker reaches the server. */
export const auditBody = z.object({ tracker: z.string().regex(/^[0-9a-f]{64}$/, { error: V.pattern }) });
/** The audit kept: that tracker is never taken as a vote. */
export const auditAnswer = z.object({ tracker: z.string(), audited: z.literal(true) });

const boardEntry = z.object({ seq: z.number(), tracker: z.string(), day: z.string(), serverSealed: z.boolean(), hash: z.string() });

/** The board during and after voting (GET /verkiezingen/{id}/bord): a page of entries after `na`, its head and the counts. */
export const boardQuery = z.object({
  na: decimal(z.number({ error: V.number }).int({ error: V.integer }).min(0, { error: V.tooLow }).max(MAX_ID, { error: V.tooHigh })).default(0),
  aantal: decimal(z.number({ error: V.number }).int({ error: V.integer }).min(1, { error: V.tooLow }).max(500, { error: V.tooHigh })).default(50),
  tracker: z
    .string()
    .regex(/^[0-9a-f]{64}$/, { error: V.pattern })
    .optional(),
});
export const boardAnswer = z.object({
  election: z.object({ id: z.number(), title: z.string(), fingerprint: z.string().nullable(), open: z.boolean() }),
  /** The last entry (place 0 and the start's hash on an empty board). */
  head: z.object({ seq: z.number(), hash: z.string() }),
  /** Members recorded as having voted, beside the ballots on the board; and how many of those the server sealed. */
  voters: z.number(),
  serverSealed: z.number(),
  audited: z.number(),
  /** The head announced at the close (null before). */
  closedHead: z.string().nullable(),
  entries: z.array(boardEntry),
  /** With `tracker`: that ballot's entry, or null when it is not on the board. */
  found: boardEntry.nullable().optional(),
});
export const boardFileAnswer = z.object({
  soort: z.literal('ovd-stembord'),
  verkiezing: z.object({ id: z.number(), title: z.string(), fingerprint: z.string().nullable() }),
  entries: z.array(boardEntry),
  head: z.string(),
});

export const voteAnswer = z.object({
  /** Shown once to the voter: with it they find their own ballot in the published box. */
  receipt: z.string(),
  /** Whether the ballot is blank: known only for a ballot the server sealed (null for one sealed in the browser, which the server cannot read). */
  blank: z.boolean().nullable(),
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
  /** Ballots the server sealed from SPEC's array of candidate ids rather than the voter's browser (the board's count). */
  serverSealed: z.number(),
});

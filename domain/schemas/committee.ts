import { z } from 'zod';
import { KEY_HOLDERS } from '../rules/elections';
import { V } from '../validation';
import { timestamp } from './common';

/**
 * The election committee's calls (docs/features/elections.md): the secretariat names the committee
 * while the election is NEW; each member then publishes, sends shares and checks them in three
 * rounds of the key ceremony, and after the end publishes their partial decryption of the box.
 */
const hex = (n: number) => z.string({ error: V.required }).regex(new RegExp(`^[0-9a-f]{${n}}$`), { error: V.pattern });
const hex64 = hex(64);
const place = z.number({ error: V.number }).int({ error: V.integer }).min(1, { error: V.tooLow }).max(KEY_HOLDERS.max, { error: V.tooHigh });

/** PUT /verkiezingen/{id}/comite: the members' usernames in order (member 1 first) and the threshold. */
export const committeeBody = z.object({
  threshold: z.number({ error: V.number }).int({ error: V.integer }).min(KEY_HOLDERS.min, { error: V.tooLow }).max(KEY_HOLDERS.max, { error: V.tooHigh }),
  members: z
    .array(z.string({ error: V.required }).trim().min(1, { error: V.required }).max(100))
    .min(KEY_HOLDERS.min)
    .max(KEY_HOLDERS.max),
});

/** Round 1: the member's X25519 key, the commitments of their polynomial, and the proof of knowledge of its constant. */
export const publicationBody = z.object({
  encKey: hex64,
  commitments: z.array(hex64).min(KEY_HOLDERS.min).max(KEY_HOLDERS.max),
  proof: z.object({ c: hex64, s: hex64 }),
});

/** Round 2: one sealed share for every other member (24 bytes of nonce, 32 of share, 16 of tag). */
export const sharesBody = z.object({
  shares: z
    .array(z.object({ to: place, box: hex(144) }))
    .min(1)
    .max(KEY_HOLDERS.max),
});

/**
 * Round 3: every share received opened and matched its commitments (complaint null), or the place of
 * the member whose share did not; and the transcript of the publications the member's browser used.
 */
export const checkBody = z.object({ complaint: place.nullable(), transcript: hex64 });

export const CEREMONY_STAGES = ['NONE', 'PUBLISH', 'SHARE', 'CHECK', 'COMPLETE', 'COMPLAINT'] as const;
export type CeremonyStage = (typeof CEREMONY_STAGES)[number];

const publication = publicationBody.extend({ index: z.number() });

export const committeeAnswer = z.object({
  election: z.object({ id: z.number(), title: z.string(), state: z.string(), fingerprint: z.string().nullable() }),
  threshold: z.number().nullable(),
  ceremony: z.string().nullable(),
  stage: z.enum(CEREMONY_STAGES),
  /** The caller's place on the committee, null when they are not on it. */
  me: z.number().nullable(),
  /** Partial decryptions kept so far at the count (the count is made with `threshold` of them). */
  partials: z.number(),
  members: z.array(
    z.object({
      index: z.number(),
      username: z.string(),
      firstname: z.string(),
      lastname: z.string(),
      /** Whether the member published; what they published is shown once every member has (so no one chooses after seeing the others'). */
      hasPublished: z.boolean(),
      published: publication.nullable(),
      sharesSent: z.boolean(),
      checked: z.boolean(),
      /** The place of the member whose share this member found wrong. */
      complaint: z.number().nullable(),
    }),
  ),
});

/** GET /verkiezingen/{id}/comite/delen: the shares sent to the caller. */
export const mySharesAnswer = z.object({ shares: z.array(z.object({ from: z.number(), box: z.string() })) });

const decryption = z.object({ d: hex64, c: hex64, s: hex64 });
/** Far more than an election's candidates; the box's own number of slots is checked by the server. */
const MAX_SLOTS = 2000;

/** POST /verkiezingen/{id}/deelontsleuteling: the caller's partial decryption of every sum of the box. */
export const partialBody = z.object({ decryptions: z.array(decryption).min(1).max(MAX_SLOTS) });

export const partialAnswer = z.object({
  /** Valid partials kept so far, and how many count the votes. */
  partials: z.number(),
  threshold: z.number(),
  counted: z.boolean(),
});

export const COMMITTEE_TASKS = ['PUBLISH', 'SHARE', 'CHECK', 'COUNT', 'WAIT', 'DONE'] as const;

/** GET /comite/taken: the caller's committee work, an election a row. */
export const tasksAnswer = z.object({
  items: z.array(
    z.object({
      electionId: z.number(),
      title: z.string(),
      index: z.number(),
      threshold: z.number(),
      members: z.number(),
      stage: z.enum(CEREMONY_STAGES),
      task: z.enum(COMMITTEE_TASKS),
      endtime: timestamp,
    }),
  ),
});

const manifest = z.object({
  version: z.literal(2),
  election: z.object({ id: z.number(), title: z.string(), seats: z.number() }),
  candidates: z.array(z.object({ id: z.number(), firstname: z.string(), lastname: z.string() })),
  committee: z.object({ threshold: z.number(), attempt: z.number(), ceremony: z.string(), members: z.array(publication.extend({ username: z.string() })) }),
  publicKey: z.string(),
});

/** The published box of a committee election: what the committee checks before it decrypts, and `npm run verify:box` after. */
export const committeeBoxAnswer = z.object({
  manifest,
  fingerprint: z.string(),
  voters: z.number(),
  ballots: z.array(z.object({ tracker: z.string(), ballot: z.string() })),
  /** The public board (domain/crypto/board.ts); null for a box filled and closed before boards existed. */
  board: z.array(z.object({ seq: z.number(), tracker: z.string(), day: z.string(), serverSealed: z.boolean(), hash: z.string() })).nullable(),
  closedFingerprint: z.string().nullable(),
  count: z.object({ partials: z.array(z.object({ index: z.number(), decryptions: z.array(decryption) })), totals: z.array(z.number()) }).nullable(),
});

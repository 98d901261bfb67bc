import type { FastifyInstance } from 'fastify';
import { BIT, type BallotSlots, range, type SealedWithSecrets, sealWithSecrets, slotContext, sumCipher, sumContext } from '../../domain/crypto/ballot';
import { type Cipher, cipherOut, encrypt, proofOut, proveOneOf } from '../../domain/crypto/elgamal';
import { G, mod, precomputed, randomScalar } from '../../domain/crypto/group';
import type { Queryable } from '../../server/db';
import { as } from './app';

/** What the voter's page seals with (GET /api/verkiezingen/{id}/stembiljet). */
export interface BallotForm {
  electionId: number;
  publicKey: string;
  fingerprint: string | null;
  seats: number;
  candidates: { id: number; firstname: string; lastname: string }[];
}

export const ballotFormOf = async (app: FastifyInstance, cookie: string, electionId: number) => {
  const res = await as(app, cookie, { method: 'GET', url: `/api/verkiezingen/${electionId}/stembiljet` });
  if (res.statusCode !== 200) throw new Error(`stembiljet ${electionId}: ${res.statusCode} ${res.body}`);
  return res.json() as BallotForm;
};

/** The ballot's shape as the page reads it from the form: the slots' candidates, the seats and the fingerprint. */
export const shapeOfForm = (form: BallotForm, fingerprint = form.fingerprint): BallotSlots => ({
  candidates: form.candidates.map((c) => c.id),
  max: form.seats,
  fingerprint: fingerprint ?? undefined,
});

/** A ballot sealed as the voter's browser seals it, and the body the page sends. */
export function sealInBrowser(form: BallotForm, choices: readonly number[], shape = shapeOfForm(form)) {
  const sealed = sealWithSecrets(precomputed(form.publicKey), shape, choices);
  return { sealed, body: { fingerprint: form.fingerprint, ballot: sealed.ballot } };
}

/** (rG, mG + rY) for any integer m, negative ones too (which `encrypt` does not take). */
const cipherOf = (form: BallotForm, m: number, r: bigint): Cipher => {
  const Y = precomputed(form.publicKey);
  if (m >= 0) return encrypt(Y, m, r);
  return { a: G.multiply(r), b: Y.multiply(r).subtract(G.multiply(BigInt(-m))) };
};

/**
 * A ballot whose slots hold any values (the candidates' slots, then blank), each slot "proven" 0 or
 * 1 and the sum "proven" within 1..seats by a prover that lies where the value is not: what a
 * tampered page would send. Honest values give an honest ballot.
 */
export function craftBallot(form: BallotForm, values: readonly number[]): SealedWithSecrets['ballot'] {
  const Y = precomputed(form.publicKey);
  const shape = shapeOfForm(form);
  const withCommitments = !!shape.fingerprint;
  const rs = values.map(() => randomScalar());
  const slots = values.map((m, i) => cipherOf(form, m, rs[i]!));
  const proofs = values.map((m, i) => proveOneOf(Y, slots[i]!, rs[i]!, BIT, m === 0 ? 0 : 1, slotContext(shape, i)));
  const total = values.slice(0, -1).reduce((s, m) => s + m, 0) + shape.max * values.at(-1)!;
  const rSum = mod(rs.slice(0, -1).reduce((s, r) => s + r, 0n) + BigInt(shape.max) * rs.at(-1)!);
  const claimed = Math.min(Math.max(total, 1), shape.max) - 1;
  const sum = proveOneOf(Y, sumCipher(slots, shape.max), rSum, range(1, shape.max), claimed, sumContext(shape));
  return { v: slots.map((x, i) => [...cipherOut(x), ...proofOut(proofs[i]!, withCommitments)]), s: proofOut(sum, withCommitments) };
}

/** Every leaf of a JSON value: what a request carried, to see that none of it is a candidate's id. */
export function leavesOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(leavesOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(leavesOf);
  return [value];
}

/** The tables a vote, a refusal or an audit could write to: the voters, the waiting room, the box, the board, the audited trackers, the audit trail and the mail queue. */
const JOURNAL = ['verkiezing_stemmers', 'verkiezing_stembus_wacht', 'verkiezing_stembus', 'verkiezing_bord', 'verkiezing_gecontroleerd', 'audit_log', 'mails'];

/** How many rows each of those tables holds now: equal before and after a request that wrote nothing there. */
export async function journalCounts(q: Queryable) {
  const [row] = await q.query<Record<string, number>>(`SELECT ${JOURNAL.map((name) => `(SELECT count(*)::int FROM ${name}) AS ${name}`).join(', ')}`);
  return row!;
}

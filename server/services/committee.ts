import type { z } from 'zod';
import { ceremonyId, checkPublished, jointKey, transcriptOf } from '../../domain/crypto/dkg';
import { fingerprintOf, type Manifest } from '../../domain/crypto/manifest';
import { publicationsOf } from '../../domain/crypto/member';
import type { Caller } from '../../domain/declare/grants';
import { ceremonyStage, committeeProblem, committeeTask } from '../../domain/rules/committee';
import type { checkBody, committeeBody, publicationBody, sharesBody } from '../../domain/schemas/committee';
import type { Db, Queryable } from '../db';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { worded } from '../mail/words';
import * as repo from '../repositories/committee';
import { queueMail } from '../repositories/mails';
import { ended } from './electionCount';

/**
 * The key ceremony (docs/features/elections.md): the secretariat names the committee; each member
 * publishes, sends sealed shares and checks what they received, in their own browser or with
 * `npm run comite`. The server checks every proof it can check, relays what it cannot read, and keeps
 * each step once; it never sees a seed, a share or the key.
 */
type Audit = (q: Queryable, after: Record<string, unknown>) => Promise<unknown>;

async function locked(q: Queryable, electionId: number) {
  const e = await repo.lockElection(q, electionId);
  if (!e) throw notFound();
  return e;
}

const ceremonyOf = (electionId: number, threshold: number | null, attempt: number, members: readonly repo.MemberRow[]) =>
  threshold && members.length ? ceremonyId({ electionId, threshold, attempt, members: members.map((m) => m.username) }) : null;

/**
 * Before a request's body is read: a member's own steps are refused to anyone not on the election's
 * committee (the secretariat only follows the ceremony with `secretariat`), so a stranger learns
 * nothing from the body's checks either.
 */
export async function mustBeMember(q: Queryable, rawId: unknown, caller: Pick<Caller, 'username' | 'roles'>, { secretariat = false } = {}) {
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return;
  if (secretariat && caller.roles.includes('SECRETARIAAT')) return;
  const [row] = await q.query('SELECT 1 FROM verkiezing_comite WHERE verkiezing_id = $1 AND username = $2', [id, caller.username]);
  if (!row) {
    const [exists] = await q.query('SELECT 1 FROM verkiezingen WHERE id = $1', [id]);
    throw exists ? forbidden('NOT_COMMITTEE_MEMBER') : notFound();
  }
}

export async function committeeView(q: Queryable, electionId: number, caller: Pick<Caller, 'username' | 'roles'>) {
  const e = await q.query<{ id: number; title: string; state: string; fingerprint: string | null; threshold: number | null; attempt: number }>(
    'SELECT id, title, state, fingerprint, committee_threshold AS threshold, ceremony_attempt AS attempt FROM verkiezingen WHERE id = $1',
    [electionId],
  );
  if (!e[0]) throw notFound();
  const members = await repo.committeeOf(q, electionId);
  const me = members.find((m) => m.username === caller.username)?.index ?? null;
  if (me === null && !caller.roles.includes('SECRETARIAAT')) throw forbidden('NOT_COMMITTEE_MEMBER');
  const { threshold, attempt, ...election } = e[0];
  const partials = (await repo.partialsOf(q, electionId)).length;
  const stage = ceremonyStage(members);
  // While members still publish, nobody sees another's commitments: the last to publish cannot choose theirs after seeing the rest.
  const shown = members.map(({ published, ...m }) => ({
    ...m,
    hasPublished: !!published,
    published: stage !== 'PUBLISH' || m.index === me ? published : null,
  }));
  return { election, threshold, ceremony: ceremonyOf(electionId, threshold, attempt, members), stage, me, partials, members: shown };
}

/** Mails every member whose step now waits (after a round completed, or a new or restarted ceremony). */
async function mailWaiting(q: Queryable, electionId: number, title: string, link: string) {
  const members = await repo.committeeOf(q, electionId);
  const stage = ceremonyStage(members);
  const users = await q.query<{ username: string; email: string; firstname: string; lastname: string }>(
    `SELECT username, email, firstname, lastname FROM users WHERE username = ANY ($1::text[]) AND email <> ''`,
    [members.map((m) => m.username)],
  );
  for (const m of members) {
    const task = committeeTask(stage, m, { ended: false, finalised: false, partialSent: false, counted: false });
    const u = users.find((x) => x.username === m.username);
    if (task === 'WAIT' || task === 'DONE' || task === 'COUNT' || !u) continue;
    const to = { email: u.email, username: u.username };
    await queueMail(q, 'COMITE_TAAK', to, {
      voornaam: u.firstname,
      achternaam: u.lastname,
      gebruikersnaam: u.username,
      verkiezing: title,
      taak: worded((t) => t.committeeTasks[task]),
      link,
    });
  }
}

export async function setCommittee(db: Db, electionId: number, body: z.infer<typeof committeeBody>, link: string, audit: Audit) {
  const usernames = body.members;
  if (committeeProblem(usernames, body.threshold)) throw badRequest('COMMITTEE_INVALID');
  await db.tx(async (q) => {
    const e = await locked(q, electionId);
    if (e.state !== 'NEW') throw conflict('ELECTION_FINALISED');
    const eligible = new Map((await repo.eligibleUsers(q, usernames)).map((u) => [u.username, u.secretariat]));
    if (usernames.some((u) => !eligible.has(u))) throw badRequest('COMMITTEE_INVALID');
    // The secretariat (which also runs the election) never has enough members on it to open a ballot alone.
    if (usernames.filter((u) => eligible.get(u)).length >= body.threshold) throw badRequest('COMMITTEE_INVALID');
    await repo.replaceCommittee(q, electionId, body.threshold, usernames);
    await audit(q, { comite: usernames, drempel: body.threshold });
    await mailWaiting(q, electionId, e.title, link);
  });
}

export async function restart(db: Db, electionId: number, link: string, audit: Audit) {
  await db.tx(async (q) => {
    const e = await locked(q, electionId);
    if (e.state !== 'NEW') throw conflict('ELECTION_FINALISED');
    if ((await repo.committeeOf(q, electionId)).length === 0) throw conflict('CEREMONY_NOT_READY');
    await repo.restartCeremony(q, electionId);
    await audit(q, { herstart: true });
    await mailWaiting(q, electionId, e.title, link);
  });
}

/** A member's step in its transaction: the election locked, the caller found on the committee, the stage given. */
async function memberStep<T>(
  db: Db,
  electionId: number,
  username: string,
  step: (ctx: { q: Queryable; me: repo.MemberRow; members: repo.MemberRow[]; ceremony: string; threshold: number; title: string }) => Promise<T>,
) {
  return db.tx(async (q) => {
    const e = await locked(q, electionId);
    const members = await repo.committeeOf(q, electionId);
    const me = members.find((m) => m.username === username);
    if (!me) throw forbidden('NOT_COMMITTEE_MEMBER');
    if (e.state !== 'NEW') throw conflict('ELECTION_FINALISED');
    return step({ q, me, members, ceremony: ceremonyOf(electionId, e.threshold, e.attempt, members)!, threshold: e.threshold!, title: e.title });
  });
}

export const publish = (db: Db, electionId: number, username: string, body: z.infer<typeof publicationBody>, link: string) =>
  memberStep(db, electionId, username, async ({ q, me, members, ceremony, threshold, title }) => {
    if (me.published) throw conflict('CEREMONY_STEP_DONE');
    if (ceremonyStage(members) !== 'PUBLISH') throw conflict('CEREMONY_NOT_READY');
    try {
      checkPublished(ceremony, threshold, { ...body, index: me.index });
    } catch {
      throw badRequest('PUBLICATION_INVALID');
    }
    if (!(await repo.savePublication(q, electionId, me.index, body))) throw conflict('CEREMONY_STEP_DONE');
    await mailIfRoundDone(q, electionId, title, link, members);
  });

export const sendShares = (db: Db, electionId: number, username: string, body: z.infer<typeof sharesBody>, link: string) =>
  memberStep(db, electionId, username, async ({ q, me, members, title }) => {
    if (me.sharesSent) throw conflict('CEREMONY_STEP_DONE');
    if (ceremonyStage(members) !== 'SHARE') throw conflict('CEREMONY_NOT_READY');
    const others = members.filter((m) => m.index !== me.index).map((m) => m.index);
    const to = body.shares.map((s) => s.to).sort((a, b) => a - b);
    if (to.length !== others.length || to.some((t, i) => t !== others[i])) throw badRequest('SHARES_INVALID');
    if (!(await repo.saveShares(q, electionId, me.index, body.shares))) throw conflict('CEREMONY_STEP_DONE');
    await mailIfRoundDone(q, electionId, title, link, members);
  });

export const check = (db: Db, electionId: number, username: string, body: z.infer<typeof checkBody>, link: string) =>
  memberStep(db, electionId, username, async ({ q, me, members, ceremony, title }) => {
    const { complaint, transcript } = body;
    if (me.checked || me.complaint !== null) throw conflict('CEREMONY_STEP_DONE');
    if (ceremonyStage(members) !== 'CHECK') throw conflict('CEREMONY_NOT_READY');
    if (complaint !== null && (complaint === me.index || !members.some((m) => m.index === complaint))) throw badRequest('VALIDATION_ERROR');
    // The member's browser used other publications than these: someone changed them between the member and the server.
    if (transcript !== transcriptOf(ceremony, publicationsOf(members))) throw conflict('CEREMONY_MISMATCH');
    if (!(await repo.saveCheck(q, electionId, me.index, complaint, transcript))) throw conflict('CEREMONY_STEP_DONE');
    await mailIfRoundDone(q, electionId, title, link, members);
  });

/** When the step just taken completed its round, every member of the next round is mailed. */
async function mailIfRoundDone(q: Queryable, electionId: number, title: string, link: string, before: repo.MemberRow[]) {
  const stage = ceremonyStage(await repo.committeeOf(q, electionId));
  if (stage !== ceremonyStage(before) && (stage === 'SHARE' || stage === 'CHECK')) await mailWaiting(q, electionId, title, link);
}

export async function myShares(q: Queryable, electionId: number, username: string) {
  const me = (await repo.committeeOf(q, electionId)).find((m) => m.username === username);
  if (!me) throw forbidden('NOT_COMMITTEE_MEMBER');
  return { shares: await repo.sharesTo(q, electionId, me.index) };
}

/**
 * The manifest an election is finalised with: its candidates in slot order, its committee's
 * publications and the joint key. CEREMONY_NOT_COMPLETE until every member checked their shares.
 */
export async function manifestForFinalising(q: Queryable, e: { id: number; title: string; numberOfElected: number }) {
  const members = await repo.committeeOf(q, e.id);
  if (ceremonyStage(members) !== 'COMPLETE') throw conflict('CEREMONY_NOT_COMPLETE');
  const [row] = await q.query<{ threshold: number; attempt: number }>(
    'SELECT committee_threshold AS threshold, ceremony_attempt AS attempt FROM verkiezingen WHERE id = $1',
    [e.id],
  );
  const { threshold, attempt } = row!;
  const ceremony = ceremonyOf(e.id, threshold, attempt, members)!;
  // Every member confirmed the same publications as these, or their check was refused.
  const transcript = transcriptOf(ceremony, publicationsOf(members));
  if (members.some((m) => m.transcript !== transcript)) throw conflict('CEREMONY_MISMATCH');
  const committee = { threshold, attempt, ceremony, members: members.map((m) => ({ ...m.published!, index: m.index, username: m.username })) };
  const candidates = await q.query<{ id: number; firstname: string; lastname: string }>(
    'SELECT id, firstname, lastname FROM verkiezing_kandidaten WHERE verkiezing_id = $1 ORDER BY id',
    [e.id],
  );
  const publicKey = jointKey(committee.members.map((p) => checkPublished(ceremony, threshold, p))).toHex();
  const manifest: Manifest = { version: 2, election: { id: e.id, title: e.title, seats: e.numberOfElected }, candidates, committee, publicKey };
  // Every publication's proof was checked just above: the fingerprint is all that is left to work out.
  const fingerprint = fingerprintOf(manifest);
  const reused = await q.query('SELECT 1 FROM verkiezingen WHERE public_key = $1 AND id <> $2', [publicKey, e.id]);
  if (reused.length > 0) throw conflict('KEY_REUSED');
  return { manifest, fingerprint, publicKey, holders: members.length, threshold };
}

/** The caller's committee work, an election a row. */
export async function tasksOf(q: Queryable, username: string) {
  const rows = await repo.committeesOf(q, username);
  const items = [];
  for (const r of rows) {
    const members = await repo.committeeOf(q, r.electionId);
    const me = members.find((m) => m.index === r.index)!;
    const stage = ceremonyStage(members);
    const finalised = r.state !== 'NEW';
    const task = committeeTask(stage, me, {
      ended: finalised && ended({ state: r.state, endtime: r.endtime } as Parameters<typeof ended>[0]),
      finalised,
      partialSent: r.partialSent,
      counted: r.counted,
    });
    items.push({ electionId: r.electionId, title: r.title, index: r.index, threshold: r.threshold, members: members.length, stage, task, endtime: r.endtime });
  }
  return { items };
}

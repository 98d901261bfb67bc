import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCommitteeBox, type CommitteeBox } from '../../../domain/crypto/box';
import { checkPublished, memberSecrets, openShare, ownShare, publishRound1, sharesFor, transcriptOf } from '../../../domain/crypto/dkg';
import { G, mod, scalarHex } from '../../../domain/crypto/group';
import { checkManifest } from '../../../domain/crypto/manifest';
import { partialDecrypt } from '../../../domain/crypto/partial';
import { buildApp } from '../../../server/app';
import { createLogger } from '../../../server/log';
import { as, login, useTestApp, withAppOrigin } from '../../helpers/app';
import { endElection, makeCandidates, makeElection, makeVets } from '../../helpers/elections';

const DAY = 86_400_000;
const MEMBERS = ['N1003', 'N1004', 'N1005'];

/**
 * The election committee's whole way through the API (docs/features/elections.md): named by the
 * secretariat, three rounds of the key ceremony in which every refusal changes nothing, finalising,
 * votes, the box closed and checked, and the count by two partial decryptions. Nothing the server
 * receives, answers or stores is the key or a member's share of it.
 */
describe('the election committee', () => {
  const t = useTestApp();
  let election: number;
  let sec: string;
  const cookies: Record<string, string> = {};
  const seeds = MEMBERS.map(() => crypto.getRandomValues(new Uint8Array(32)));
  const traffic: string[] = [];
  // Every call goes to an app over the same database that logs everything, at debug, into `logLines`.
  const logLines: string[] = [];
  let app: FastifyInstance;

  const call = async (who: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) => {
    const res = await as(app, who === 'secretariaat' ? sec : cookies[who], { method, url: `/api/verkiezingen/${election}${path}`, payload: payload as object });
    traffic.push(JSON.stringify(payload ?? null), res.body);
    return res;
  };
  const committee = async () => (await call('secretariaat', 'GET', '/comite')).json();
  const errorOf = (res: { statusCode: number; json(): { errorcode?: string } }) => [res.statusCode, res.json().errorcode];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    app = withAppOrigin(await buildApp({ config: t.config, db: t.db, logger: createLogger('debug', stream) }), t.config.publicUrl);
    await app.ready();
    election = await makeElection(t.db, { state: 'NEW', start: 2 * DAY, end: 9 * DAY, elected: 2 });
    await makeCandidates(t.db, election, 3);
    sec = await login(t.app, 'secretariaat');
    for (const m of [...MEMBERS, 'N1001']) cookies[m] = await login(t.app, m);
  });

  afterAll(() => app.close());

  it('is named by the secretariat only, of 2 to 9 portal members with a threshold they can meet', async () => {
    expect(errorOf(await call('N1003', 'PUT', '/comite', { threshold: 2, members: MEMBERS }))).toEqual([403, 'FORBIDDEN']);
    for (const bad of [
      { threshold: 4, members: MEMBERS },
      { threshold: 2, members: ['N1003', 'N1003', 'N1004'] },
      { threshold: 2, members: ['N1003', 'onbekend'] },
      { threshold: 2, members: ['N1003', 'opleider'] },
    ])
      expect(errorOf(await call('secretariaat', 'PUT', '/comite', bad))).toEqual([400, 'COMMITTEE_INVALID']);
    expect((await call('secretariaat', 'PUT', '/comite', { threshold: 1, members: MEMBERS })).statusCode).toBe(400);
    // The secretariat may sit on it, but never with as many members as open a ballot.
    await t.db.query(
      `INSERT INTO users (username, firstname, lastname, email, roles) VALUES ('secretariaat2', 'Tweede', 'Medewerker', 'sec2@orde.test', '{SECRETARIAAT}')`,
    );
    const secretariatTwo = { threshold: 2, members: ['secretariaat', 'secretariaat2', 'N1003'] };
    expect(errorOf(await call('secretariaat', 'PUT', '/comite', secretariatTwo))).toEqual([400, 'COMMITTEE_INVALID']);
    expect((await committee()).stage).toBe('NONE');
    const res = await call('secretariaat', 'PUT', '/comite', { threshold: 2, members: MEMBERS });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      stage: 'PUBLISH',
      threshold: 2,
      me: null,
      members: MEMBERS.map((username, i) => ({ index: i + 1, username, published: null })),
    });
    const mails = await t.db.query<{ recipient: string }>(
      `SELECT m.recipient FROM mails m JOIN mail_templates t USING (idmailtemplate) WHERE t.name = 'COMITE_TAAK' ORDER BY m.recipient`,
    );
    const emails = await t.db.query<{ email: string }>('SELECT email FROM users WHERE username = ANY ($1::text[]) ORDER BY email', [MEMBERS]);
    expect(mails.map((m) => m.recipient)).toEqual(emails.map((u) => u.email));
    expect(errorOf(await call('N1001', 'GET', '/comite'))).toEqual([403, 'NOT_COMMITTEE_MEMBER']);
    // Started again, the ceremony is another one: nothing made for the first serves in it.
    const first = (await committee()).ceremony;
    expect(errorOf(await call('N1003', 'POST', '/comite/herstart'))).toEqual([403, 'FORBIDDEN']);
    expect((await call('secretariaat', 'POST', '/comite/herstart')).json().ceremony).not.toBe(first);
    expect((await call('N1004', 'GET', '/comite')).json().me).toBe(2);
  });

  it('runs its key ceremony round by round, each step once, with proofs the server checks', async () => {
    const { ceremony } = await committee();
    const published = MEMBERS.map((_, i) => publishRound1(seeds[i]!, ceremony, i + 1, 2));
    const body = ({ index: _, ...p }: (typeof published)[number]) => p;
    expect(errorOf(await call('secretariaat', 'POST', '/actions/finaliseren', {}))).toEqual([409, 'CEREMONY_NOT_COMPLETE']);
    // Member 2's publication sent by member 1: its proof names place 2.
    expect(errorOf(await call('N1003', 'POST', '/comite/publicatie', body(published[1]!)))).toEqual([400, 'PUBLICATION_INVALID']);
    const afterFirst = (await call('N1003', 'POST', '/comite/publicatie', body(published[0]!))).json();
    expect(afterFirst.stage).toBe('PUBLISH');
    // Until all have published, nobody sees another's commitments (the secretariat neither).
    expect((await call('N1004', 'GET', '/comite')).json().members[0]).toMatchObject({ hasPublished: true, published: null });
    expect((await committee()).members[0]).toMatchObject({ hasPublished: true, published: null });
    expect(afterFirst.members[0].published).toMatchObject({ encKey: published[0]!.encKey });
    expect(errorOf(await call('N1003', 'POST', '/comite/publicatie', body(published[0]!)))).toEqual([409, 'CEREMONY_STEP_DONE']);
    expect(errorOf(await call('N1003', 'POST', '/comite/delen', { shares: [{ to: 2, box: '0'.repeat(144) }] }))).toEqual([409, 'CEREMONY_NOT_READY']);
    expect(errorOf(await call('N1001', 'POST', '/comite/publicatie', body(published[0]!)))).toEqual([403, 'NOT_COMMITTEE_MEMBER']);
    await call('N1004', 'POST', '/comite/publicatie', body(published[1]!));
    expect((await call('N1005', 'POST', '/comite/publicatie', body(published[2]!))).json().stage).toBe('SHARE');

    const sent = MEMBERS.map((_, i) => sharesFor(seeds[i]!, ceremony, i + 1, 2, published));
    expect(errorOf(await call('N1003', 'POST', '/comite/delen', { shares: sent[0]!.slice(1) }))).toEqual([400, 'SHARES_INVALID']);
    expect(errorOf(await call('N1003', 'POST', '/comite/delen', { shares: [...sent[0]!, { to: 1, box: sent[0]![0]!.box }] }))).toEqual([400, 'SHARES_INVALID']);
    for (const [i, m] of MEMBERS.entries()) expect((await call(m, 'POST', '/comite/delen', { shares: sent[i] })).statusCode).toBe(200);
    expect(errorOf(await call('N1003', 'POST', '/comite/delen', { shares: sent[0] }))).toEqual([409, 'CEREMONY_STEP_DONE']);
    expect((await committee()).stage).toBe('CHECK');

    for (const [i, m] of MEMBERS.entries()) {
      const { shares } = (await call(m, 'GET', '/comite/delen')).json() as { shares: { from: number; box: string }[] };
      expect(shares.map((s) => s.from)).toEqual([1, 2, 3].filter((j) => j !== i + 1));
      for (const s of shares)
        openShare(seeds[i]!, ceremony, i + 1, { ...published[s.from - 1]!, commitments: checkPublished(ceremony, 2, published[s.from - 1]!) }, s.box);
      const transcript = transcriptOf(ceremony, published);
      expect(errorOf(await call(m, 'POST', '/comite/controle', { complaint: i + 1, transcript }))).toEqual([400, 'VALIDATION_ERROR']);
      // A browser that was shown another key of a member: its transcript is not the server's, and nothing is kept.
      const swapped = published.map((p, j) => (j === (i + 1) % 3 ? { ...p, encKey: published[i]!.encKey } : p));
      expect(errorOf(await call(m, 'POST', '/comite/controle', { complaint: null, transcript: transcriptOf(ceremony, swapped) }))).toEqual([
        409,
        'CEREMONY_MISMATCH',
      ]);
      expect((await call(m, 'POST', '/comite/controle', { complaint: null, transcript })).statusCode).toBe(200);
    }
    expect((await committee()).stage).toBe('COMPLETE');
  });

  it('finalises only a completed ceremony, and the count never forms the key', async () => {
    const res = await call('secretariaat', 'POST', '/actions/finaliseren', {});
    expect(res.statusCode).toBe(200);
    const { manifest, fingerprint } = (
      await t.db.query<{ manifest: CommitteeBox['manifest']; fingerprint: string }>('SELECT manifest, fingerprint FROM verkiezingen WHERE id = $1', [election])
    )[0]!;
    expect(checkManifest(manifest).fingerprint).toBe(fingerprint);
    expect(errorOf(await call('secretariaat', 'POST', '/comite/herstart'))).toEqual([409, 'ELECTION_FINALISED']);

    await t.db.query(`UPDATE verkiezingen SET starttime = now() - interval '1 hour' WHERE id = $1`, [election]);
    const candidates = manifest.candidates.map((c) => c.id);
    const votes = [[candidates[0]!], [candidates[0]!, candidates[1]!], [], [candidates[2]!]];
    for (const [i, v] of (await makeVets(t.db, 'K', votes.length)).entries())
      expect((await as(t.app, v.cookie, { method: 'POST', url: `/api/verkiezingen/${election}/votes`, payload: votes[i] })).statusCode).toBe(200);
    expect(errorOf(await call('N1003', 'POST', '/deelontsleuteling', { decryptions: [{ d: '0'.repeat(64), c: '0'.repeat(64), s: '0'.repeat(64) }] }))).toEqual([
      409,
      'VOTING_NOT_ENDED',
    ]);
    await endElection(t.db, election);

    const box = (await call('N1003', 'GET', '/stembus')).json() as CommitteeBox;
    const verdict = await checkCommitteeBox(box);
    expect(verdict.findings).toEqual([]);
    expect(box.closedFingerprint).toBe(verdict.boxFingerprint);
    expect(await t.db.query(`SELECT 1 FROM mails m JOIN mail_templates t USING (idmailtemplate) WHERE t.name = 'COMITE_TELLING'`)).toHaveLength(3);

    const { ceremony } = await committee();
    const shareOf = async (i: number) => {
      const { shares } = (await call(MEMBERS[i]!, 'GET', '/comite/delen')).json() as { shares: { from: number; box: string }[] };
      const members = manifest.committee.members;
      return ownShare(
        seeds[i]!,
        ceremony,
        i + 1,
        2,
        shares.map((s) =>
          openShare(seeds[i]!, ceremony, i + 1, { ...members[s.from - 1]!, commitments: checkPublished(ceremony, 2, members[s.from - 1]!) }, s.box),
        ),
      );
    };
    const x1 = await shareOf(0);
    const x3 = await shareOf(2);
    const p1 = partialDecrypt(x1, fingerprint, 1, verdict.sums);
    // Member 3 sending member 1's partial, or one made with another share: refused, nothing kept.
    expect(errorOf(await call('N1005', 'POST', '/deelontsleuteling', { decryptions: p1.decryptions }))).toEqual([400, 'PARTIAL_INVALID']);
    expect((await call('N1003', 'POST', '/deelontsleuteling', { decryptions: p1.decryptions })).json()).toEqual({ partials: 1, threshold: 2, counted: false });
    expect(errorOf(await call('N1003', 'POST', '/deelontsleuteling', { decryptions: p1.decryptions }))).toEqual([409, 'CEREMONY_STEP_DONE']);
    expect(errorOf(await call('N1001', 'POST', '/deelontsleuteling', { decryptions: p1.decryptions }))).toEqual([403, 'NOT_COMMITTEE_MEMBER']);
    expect(errorOf(await call('secretariaat', 'GET', '/resultaten'))).toEqual([409, 'COUNT_NOT_DONE']);
    const p3 = partialDecrypt(x3, fingerprint, 3, verdict.sums);
    expect((await call('N1005', 'POST', '/deelontsleuteling', { decryptions: p3.decryptions })).json()).toEqual({ partials: 2, threshold: 2, counted: true });

    const results = (await call('secretariaat', 'GET', '/resultaten')).json();
    expect(results.candidates.map((c: { id: number; votes: number }) => [c.id, c.votes])).toEqual(
      expect.arrayContaining([
        [candidates[0], 2],
        [candidates[1], 1],
        [candidates[2], 1],
      ]),
    );
    expect(results).toMatchObject({ ballots: 4, blank: 1, voters: 4, proven: true, fingerprint: verdict.boxFingerprint });
    const counted = await checkCommitteeBox((await call('N1004', 'GET', '/stembus')).json());
    expect(counted).toMatchObject({ ok: true, totals: [2, 1, 1, 1] });

    // The key (the sum of the members' constants) and each member's share: in no request, answer, row or log line.
    const key = mod(MEMBERS.reduce((sum, _, i) => sum + memberSecrets(seeds[i]!, ceremony, i + 1, 2).coefficients[0]!, 0n));
    expect(G.multiply(key).toHex()).toBe(manifest.publicKey);
    const secrets = [key, x1, x3, await shareOf(1)].map(scalarHex);
    const rows = await t.db.query<{ row: string }>(
      `SELECT row_to_json(x)::text AS row FROM (SELECT * FROM verkiezingen) x UNION ALL SELECT row_to_json(x)::text FROM verkiezing_comite x
       UNION ALL SELECT row_to_json(x)::text FROM verkiezing_comite_delen x UNION ALL SELECT row_to_json(x)::text FROM verkiezing_deelontsleutelingen x
       UNION ALL SELECT row_to_json(x)::text FROM verkiezing_tellingen x UNION ALL SELECT row_to_json(x)::text FROM audit_log x
       UNION ALL SELECT row_to_json(x)::text FROM mail_params x`,
    );
    expect(logLines.length).toBeGreaterThan(20);
    const everything = [...traffic, ...rows.map((r) => r.row), ...logLines].join('\n');
    for (const s of secrets) expect(everything.includes(s)).toBe(false);

    // The committee's key serves this election only: another may not be given it.
    const other = await makeElection(t.db, { state: 'NEW' });
    await expect(t.db.query(`UPDATE verkiezingen SET manifest = '{}', public_key = $2 WHERE id = $1`, [other, manifest.publicKey])).rejects.toThrow();
  });
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sealBallot } from '../../../domain/crypto/ballot';
import { appendEntries, boardStart } from '../../../domain/crypto/board';
import { checkCommitteeBox, type CommitteeBox, shapeOf } from '../../../domain/crypto/box';
import { G, precomputed } from '../../../domain/crypto/group';
import { partialDecrypt } from '../../../domain/crypto/partial';
import type { Queryable } from '../../../server/db';
import { as, login, useTestApp } from '../../helpers/app';
import { countByCommittee, makeCommitteeElection } from '../../helpers/committee';
import { endElection, makeVets } from '../../helpers/elections';

type Made = Awaited<ReturnType<typeof makeCommitteeElection>>;

/**
 * A database administrator against a committee election (docs/features/elections.md, "What holds"):
 * each change they make to the box, the manifest or the count after the vote is flagged by the check
 * the committee's browsers run before they decrypt, by `npm run verify:box`, and refused by the count.
 * Each attack is undone after its checks, so the next one starts from the honest box.
 */
describe('a database administrator against the ballot box', () => {
  const t = useTestApp();
  let a: Made;
  let b: Made;
  let sec: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stembus-'));
  const committee = async () => [
    { index: 1, cookie: await login(t.app, 'N1003'), seed: a.ceremony.seeds[0]! },
    { index: 2, cookie: await login(t.app, 'N1004'), seed: a.ceremony.seeds[1]! },
  ];
  const box = async (id = a.id) => (await as(t.app, sec, { method: 'GET', url: `/api/verkiezingen/${id}/stembus` })).json() as CommitteeBox;
  const problems = async () => (await checkCommitteeBox(await box())).findings.map((f) => f.problem);
  /** `npm run verify:box` on the box as published now: its exit code and what it printed. */
  const verifyCli = async () => {
    const file = path.join(dir, 'stembus.json');
    fs.writeFileSync(file, JSON.stringify(await box()));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/verify-box.ts', file], { encoding: 'utf8' });
    return { status: run.status, out: run.stdout };
  };
  /** An attack made in the database, its checks, and the database as it was again. */
  const attack = async (make: (q: Queryable) => Promise<unknown>, undo: (q: Queryable) => Promise<unknown>, expected: string[]) => {
    await make(t.db);
    try {
      expect(await problems()).toEqual(expect.arrayContaining(expected));
      const cli = await verifyCli();
      expect(cli.status).toBe(1);
      expect(cli.out).toContain('De controle vond fouten');
    } finally {
      await undo(t.db);
    }
    expect(await problems()).toEqual([]);
  };

  beforeAll(async () => {
    sec = await login(t.app, 'secretariaat');
    a = await makeCommitteeElection(t.db, { candidates: 3 });
    b = await makeCommitteeElection(t.db, { candidates: 3 });
    const ids = a.manifest.candidates.map((c) => c.id);
    const vets = await makeVets(t.db, 'AV', 6);
    for (const [i, v] of vets.entries()) {
      for (const [e, choices] of [
        [a.id, i % 3 === 2 ? [] : [ids[i % 3]!]],
        [b.id, [b.manifest.candidates[0]!.id]],
      ] as const)
        expect((await as(t.app, v.cookie, { method: 'POST', url: `/api/verkiezingen/${e}/votes`, payload: choices as number[] })).statusCode).toBe(200);
    }
    await endElection(t.db, a.id);
    await endElection(t.db, b.id);
    expect(await problems()).toEqual([]);
  }, 120_000);

  it('flags a ballot removed, and one added with a voter row for a member who did not vote', async () => {
    let removed: { tracker: string; ballot: string };
    await attack(
      async (q) =>
        ([removed] = await q.query(
          'DELETE FROM verkiezing_stembus WHERE tracker = (SELECT min(tracker) FROM verkiezing_stembus WHERE verkiezing_id = $1) RETURNING tracker, ballot',
          [a.id],
        )),
      (q) => q.query('INSERT INTO verkiezing_stembus (tracker, verkiezing_id, ballot) VALUES ($1, $2, $3)', [removed.tracker, a.id, removed.ballot]),
      ['VOTERS', 'BOARD'],
    );
    // A valid ballot, sealed with the published key and fingerprint, and a voter row for an abstainer.
    const forged = sealBallot(precomputed(a.manifest.publicKey), shapeOf(a.manifest, a.fingerprint), [a.manifest.candidates[2]!.id]);
    await attack(
      async (q) => {
        await q.query('INSERT INTO verkiezing_stembus (tracker, verkiezing_id, ballot) VALUES ($1, $2, $3)', [forged.tracker, a.id, forged.text]);
        await q.query(`INSERT INTO verkiezing_stemmers (verkiezing_id, username, votedtime) VALUES ($1, 'N1006', now())`, [a.id]);
      },
      async (q) => {
        await q.query('DELETE FROM verkiezing_stembus WHERE tracker = $1', [forged.tracker]);
        await q.query(`DELETE FROM verkiezing_stemmers WHERE verkiezing_id = $1 AND username = 'N1006'`, [a.id]);
      },
      ['BOARD'],
    );
    // The board rewritten too, its chain made anew without a ballot: the head is no longer the one announced at the close.
    type Row = { seq: number; tracker: string; day: string; serverSealed: boolean; hash: string };
    let saved: { board: Row[]; ballot: { tracker: string; ballot: string }; voter: { username: string; votedtime: string } };
    const insertBoard = async (q: Queryable, rows: readonly Row[]) => {
      await q.query('DELETE FROM verkiezing_bord WHERE verkiezing_id = $1', [a.id]);
      for (const e of rows)
        await q.query('INSERT INTO verkiezing_bord (verkiezing_id, seq, tracker, dag, server_sealed, hash) VALUES ($1, $2, $3, $4, $5, $6)', [
          a.id,
          e.seq,
          e.tracker,
          e.day,
          e.serverSealed,
          e.hash,
        ]);
    };
    await attack(
      async (q) => {
        const board = await q.query<Row>(
          `SELECT seq, tracker, to_char(dag, 'YYYY-MM-DD') AS day, server_sealed AS "serverSealed", hash FROM verkiezing_bord WHERE verkiezing_id = $1 ORDER BY seq`,
          [a.id],
        );
        const [ballot] = await q.query<{ tracker: string; ballot: string }>('DELETE FROM verkiezing_stembus WHERE tracker = $1 RETURNING tracker, ballot', [
          board[0]!.tracker,
        ]);
        const [voter] = await q.query<{ username: string; votedtime: string }>(
          `DELETE FROM verkiezing_stemmers WHERE verkiezing_id = $1 AND username = (SELECT min(username) FROM verkiezing_stemmers WHERE verkiezing_id = $1)
           RETURNING username, to_char(votedtime, 'YYYY-MM-DD') AS votedtime`,
          [a.id],
        );
        saved = { board, ballot: ballot!, voter: voter! };
        const kept = board.slice(1).map(({ tracker, day, serverSealed }) => ({ tracker, day, serverSealed }));
        await insertBoard(q, appendEntries(a.fingerprint, { seq: 0, hash: boardStart(a.fingerprint) }, kept));
      },
      async (q) => {
        await insertBoard(q, saved.board);
        await q.query('INSERT INTO verkiezing_stembus (tracker, verkiezing_id, ballot) VALUES ($1, $2, $3)', [saved.ballot.tracker, a.id, saved.ballot.ballot]);
        await q.query('INSERT INTO verkiezing_stemmers (verkiezing_id, username, votedtime, stirred) VALUES ($1, $2, $3, true)', [
          a.id,
          saved.voter.username,
          saved.voter.votedtime,
        ]);
      },
      ['BOX_CLOSED'],
    );
  });

  it('flags two candidates swapped, a key swapped, a ballot of another election, and a whitespace copy', async () => {
    const manifest = (q: Queryable, m: unknown) => q.query('UPDATE verkiezingen SET manifest = $2 WHERE id = $1', [a.id, JSON.stringify(m)]);
    const swapped = structuredClone(a.manifest);
    [swapped.candidates[0]!.lastname, swapped.candidates[1]!.lastname] = [swapped.candidates[1]!.lastname, swapped.candidates[0]!.lastname];
    await attack(
      (q) => manifest(q, swapped),
      (q) => manifest(q, a.manifest),
      ['PROOF'],
    );
    await attack(
      (q) => manifest(q, { ...a.manifest, publicKey: G.multiply(987_654_321n).toHex() }),
      (q) => manifest(q, a.manifest),
      ['MANIFEST'],
    );

    const [other] = await t.db.query<{ tracker: string; ballot: string }>('SELECT tracker, ballot FROM verkiezing_stembus WHERE verkiezing_id = $1 LIMIT 1', [
      b.id,
    ]);
    const moveTo = (id: number) => (q: Queryable) => q.query('UPDATE verkiezing_stembus SET verkiezing_id = $2 WHERE tracker = $1', [other!.tracker, id]);
    await attack(moveTo(a.id), moveTo(b.id), ['PROOF', 'BOARD']);

    const [mine] = await t.db.query<{ ballot: string }>('SELECT ballot FROM verkiezing_stembus WHERE verkiezing_id = $1 LIMIT 1', [a.id]);
    const spaced = JSON.stringify(JSON.parse(mine!.ballot), null, 1);
    const fake = 'f'.repeat(64);
    await attack(
      (q) => q.query('INSERT INTO verkiezing_stembus (tracker, verkiezing_id, ballot) VALUES ($1, $2, $3)', [fake, a.id, spaced]),
      (q) => q.query('DELETE FROM verkiezing_stembus WHERE tracker = $1', [fake]),
      ['TRACKER', 'DUPLICATE'],
    );
  });

  it('refuses the count of a changed box, and flags a total changed after the count', async () => {
    const [row] = await t.db.query<{ tracker: string; ballot: string }>('SELECT tracker, ballot FROM verkiezing_stembus WHERE verkiezing_id = $1 LIMIT 1', [
      a.id,
    ]);
    // The members' browsers decrypt the honest sums; the server's box has lost a ballot meanwhile.
    const honest = await checkCommitteeBox(await box());
    await t.db.query('DELETE FROM verkiezing_stembus WHERE tracker = $1', [row!.tracker]);
    const [m] = await committee();
    // The member's browser refuses to decrypt; a partial made from the honest sums is refused by the server.
    await expect(countByCommittee(t.app, a.id, [m!])).rejects.toThrow(/VOTERS|BOX_CLOSED|BOARD/);
    const { decryptions } = partialDecrypt(a.ceremony.shares[0]!, a.fingerprint, 1, honest.sums);
    const refused = await as(t.app, m!.cookie, { method: 'POST', url: `/api/verkiezingen/${a.id}/deelontsleuteling`, payload: { decryptions } });
    expect([refused.statusCode, refused.json().errorcode]).toEqual([400, 'PARTIAL_INVALID']);
    expect(honest.ok).toBe(true);
    await t.db.query('INSERT INTO verkiezing_stembus (tracker, verkiezing_id, ballot) VALUES ($1, $2, $3)', [row!.tracker, a.id, row!.ballot]);
    // A row that is no ballot at all: the server's own sums cannot be made, and it says so (no 500).
    await t.db.query(`INSERT INTO verkiezing_stembus (tracker, verkiezing_id, ballot) VALUES ($1, $2, 'onzin')`, ['e'.repeat(64), a.id]);
    const broken = await as(t.app, m!.cookie, { method: 'POST', url: `/api/verkiezingen/${a.id}/deelontsleuteling`, payload: { decryptions } });
    expect([broken.statusCode, broken.json().errorcode]).toEqual([409, 'COUNT_INVALID']);
    await t.db.query('DELETE FROM verkiezing_stembus WHERE tracker = $1', ['e'.repeat(64)]);

    expect((await countByCommittee(t.app, a.id, await committee())).json()).toEqual({ partials: 2, threshold: 2, counted: true });
    expect(await problems()).toEqual([]);
    const [{ totals }] = (await t.db.query<{ totals: number[] }>('SELECT totals FROM verkiezing_tellingen WHERE verkiezing_id = $1', [a.id])) as [
      { totals: number[] },
    ];
    const changed = [totals[1]!, totals[0]!, ...totals.slice(2)];
    const setTotals = (v: number[]) => (q: Queryable) => q.query('UPDATE verkiezing_tellingen SET totals = $2 WHERE verkiezing_id = $1', [a.id, v]);
    if (totals[0] !== totals[1]) await attack(setTotals(changed), setTotals(totals), ['TOTAL']);
    else await attack(setTotals([totals[0]! + 1, ...totals.slice(1)]), setTotals(totals), ['TOTAL']);
  });
});

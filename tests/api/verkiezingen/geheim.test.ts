import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../domain/crypto/group';
import { verifyBox } from '../../../domain/crypto/verify';
import { electedOf } from '../../../domain/rules/electionResults';
import { as, login, useTestApp } from '../../helpers/app';
import { countElection, endElection, makeElection, makeVets } from '../../helpers/elections';

/** Candidate ids no other data of the demo holds, so finding one anywhere but the candidates' own table is a plain choice. */
const IDS = [8_264_731, 8_264_732, 8_264_733, 8_264_734];
/** The forms a stored choice would take on a page or in the WAL: the id as text, and as a 4-byte integer. */
const patterns = IDS.flatMap((id) => {
  const int4 = Buffer.alloc(4);
  int4.writeInt32LE(id);
  return [Buffer.from(String(id)), int4];
});
const holdsChoice = (bytes: Buffer) => patterns.some((p) => bytes.includes(p));
const onPostgres = !!process.env.DATABASE_URL;

/**
 * Ballot secrecy against the database itself: after votes, no table, no raw page
 * and no WAL record holds a plain choice; the box holds ciphertexts whose trackers are the voters'
 * receipts; anyone recomputes the count from the published box and checks its proofs.
 */
describe('the encrypted ballot', () => {
  const t = useTestApp();
  const N = 30;
  let election: number;
  let walStart: string;
  const cast: { receipt: string; choices: number[] }[] = [];

  beforeAll(async () => {
    election = await makeElection(t.db, { elected: 2 });
    await t.db.query(
      `INSERT INTO verkiezing_kandidaten (id, verkiezing_id, person_id, lastname, firstname)
       SELECT i, $1, p.iddicperson, p.lastname, p.firstname
         FROM unnest($2::int[]) WITH ORDINALITY AS c (i, n)
         JOIN (SELECT iddicperson, lastname, firstname, row_number() OVER (ORDER BY ordenummer) AS n FROM persons WHERE ordenummer IS NOT NULL) p USING (n)`,
      [election, IDS],
    );
    const vets = await makeVets(t.db, 'G', N);
    // Read once before the WAL range starts, so the candidates' pages are not written again (hint bits) while votes are cast.
    await t.db.query('SELECT count(*) FROM verkiezing_kandidaten');
    if (onPostgres) walStart = (await t.db.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn'))[0]!.lsn;
    for (const [i, v] of vets.entries()) {
      const choices = i % 5 === 4 ? [] : [IDS[i % 4]!, ...(i % 3 === 0 ? [IDS[(i + 1) % 4]!] : [])];
      const res = await as(t.app, v.cookie, { method: 'POST', url: `/api/verkiezingen/${election}/votes`, payload: choices });
      expect(res.statusCode, res.body).toBe(200);
      cast.push({ receipt: res.json().receipt, choices });
    }
  });

  it('keeps only a ciphertext: no voter, time, serial nor choice on a ballot, and the same choice twice looks different', async () => {
    const columns = await t.db.query<{ column_name: string; column_default: string | null }>(
      `SELECT column_name, column_default FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'verkiezing_stembus' ORDER BY column_name`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['ballot', 'tracker', 'verkiezing_id']);
    expect(columns.filter((c) => c.column_default)).toEqual([]);
    const ballots = await t.db.query<{ tracker: string; ballot: string }>('SELECT tracker, ballot FROM verkiezing_stembus WHERE verkiezing_id = $1', [
      election,
    ]);
    expect(ballots).toHaveLength(N);
    // Voters 0 and 12 chose the same two candidates; their ballots share nothing but the shape.
    const same = [cast[0]!, cast[12]!];
    expect(same[0]!.choices).toEqual(same[1]!.choices);
    const [x, y] = same.map((c) => ballots.find((b) => b.tracker === c.receipt)!.ballot);
    expect(x).not.toBe(y);
    const points = (text: string) => new Set(text.match(/[0-9a-f]{64}/g));
    expect([...points(x!)].filter((p) => points(y!).has(p))).toEqual([]);
  });

  it('holds no candidate id in any table but the candidates’ own, which proves the search finds one where it is', async () => {
    const tables = await t.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    const found: string[] = [];
    for (const { name } of tables) {
      const rows = await t.db.query<{ row: string }>(`SELECT r::text AS row FROM "${name}" r`);
      if (rows.some((r) => holdsChoice(Buffer.from(r.row)))) found.push(name);
    }
    expect(found).toEqual(['verkiezing_kandidaten']);
  });

  it.runIf(onPostgres)('holds no candidate id on any raw page of the box, the voters or the audit trail, dead row versions included', async () => {
    await t.db.query('CREATE EXTENSION IF NOT EXISTS pageinspect SCHEMA public');
    const [{ ext }] = (await t.db.query<{ ext: string }>(`SELECT extnamespace::regnamespace::text AS ext FROM pg_extension WHERE extname = 'pageinspect'`)) as [
      { ext: string },
    ];
    const relations = await t.db.query<{ oid: string; name: string }>(
      `SELECT c.oid::regclass::text AS oid, c.relname AS name FROM pg_class c
        WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'i', 't')
          AND (c.relname LIKE 'verkiezing_stem%' OR c.relname LIKE 'audit_log%' OR c.oid IN (
            SELECT reltoastrelid FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relname = 'verkiezing_stembus'))`,
    );
    expect(relations.map((r) => r.name)).toEqual(expect.arrayContaining(['verkiezing_stembus', 'verkiezing_stemmers']));
    const pages = async (rel: string) =>
      (
        await t.db.query<{ page: Buffer }>(
          `SELECT ${ext}.get_raw_page($1::text, 'main', g::int) AS page FROM generate_series(0, pg_relation_size($1::regclass) / 8192 - 1) g`,
          [rel],
        )
      ).map((r) => r.page);
    let trackersSeen = 0;
    for (const { oid } of relations) {
      for (const page of await pages(oid)) {
        expect(holdsChoice(page)).toBe(false);
        trackersSeen += cast.filter((c) => page.includes(Buffer.from(c.receipt))).length;
      }
    }
    // The pages read are the box's: every receipt is there, in the table and its index.
    expect(trackersSeen).toBeGreaterThanOrEqual(N);
    const [candidates] = await t.db.query<{ oid: string }>(`SELECT 'verkiezing_kandidaten'::regclass::text AS oid`);
    expect((await pages(candidates!.oid)).some(holdsChoice)).toBe(true);
  });

  it.runIf(onPostgres)('holds no candidate id in the WAL written while the votes were cast, though the ballots are in it', async () => {
    const [{ end }] = (await t.db.query<{ end: string }>('SELECT pg_current_wal_insert_lsn()::text AS end')) as [{ end: string }];
    // The segments from the votes' first byte to the last: the first read from the offset where they began.
    const files = await t.db.query<{ name: string; from: number; to: number | null }>(
      `WITH b AS (SELECT * FROM pg_walfile_name_offset($1::pg_lsn)), e AS (SELECT * FROM pg_walfile_name_offset($2::pg_lsn))
       SELECT w.name, CASE WHEN w.name = b.file_name THEN b.file_offset ELSE 0 END AS from, CASE WHEN w.name = e.file_name THEN e.file_offset END AS to
         FROM pg_ls_waldir() w, b, e WHERE w.name BETWEEN b.file_name AND e.file_name ORDER BY w.name`,
      [walStart, end],
    );
    expect(files.length).toBeGreaterThan(0);
    let receipts = 0;
    let recycled = 0;
    for (const { name, from, to } of files) {
      // Other test files write WAL on the same server meanwhile: a checkpoint may recycle a segment between the list and the read.
      const [{ whole }] = (await t.db.query<{ whole: Buffer | null }>(
        `SELECT pg_read_binary_file('pg_wal/' || $1, 0, (SELECT setting::bigint FROM pg_settings WHERE name = 'wal_segment_size'), true) AS whole`,
        [name],
      )) as [{ whole: Buffer | null }];
      if (!whole) {
        recycled++;
        continue;
      }
      const bytes = whole.subarray(Number(from), to === null ? undefined : Number(to));
      expect(holdsChoice(bytes)).toBe(false);
      receipts += cast.filter((c) => bytes.includes(Buffer.from(c.receipt))).length;
    }
    expect(recycled).toBeLessThan(files.length);
    // Every receipt is found in the WAL read, unless the segment that held it was recycled before it could be read.
    if (recycled === 0) expect(receipts).toBeGreaterThanOrEqual(N);
    else expect(receipts).toBeGreaterThan(0);
  });

  it('writes nothing of a vote into the audit trail', async () => {
    const rows = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE resource = 'verkiezingen' AND record_id = $1`, [election]);
    expect(rows[0]!.n).toBe(0);
  });

  it('publishes the box after the end: each receipt is one tracker, the count decrypts only sums, and anyone recomputes it', async () => {
    const sec = await login(t.app, 'secretariaat');
    const vet = await login(t.app, 'N1001');
    await endElection(t.db, election);
    // Before the count the box is there, without totals.
    const early = (await as(t.app, vet, { method: 'GET', url: `/api/verkiezingen/${election}/stembus` })).json();
    expect(early.ballots).toHaveLength(N);
    expect(early.count).toBeNull();
    for (const c of cast) expect(early.ballots.filter((b: { tracker: string }) => b.tracker === c.receipt)).toHaveLength(1);
    expect(early.ballots.every((b: { tracker: string; ballot: string }) => sha256Hex(b.ballot) === b.tracker)).toBe(true);

    // The sums the committee is given are one ciphertext per candidate and one for blank, never a ballot.
    const sums = (await as(t.app, sec, { method: 'GET', url: `/api/verkiezingen/${election}/sommen` })).json();
    expect(sums).toMatchObject({ ballots: N, candidates: IDS, keyHolders: 3, keyThreshold: 2 });
    expect(sums.sums).toHaveLength(IDS.length + 1);
    expect((await as(t.app, vet, { method: 'GET', url: `/api/verkiezingen/${election}/sommen` })).statusCode).toBe(403);
    expect((await countElection(t.app, sec, election)).statusCode).toBe(200);
    expect((await countElection(t.app, sec, election)).json()).toMatchObject({ errorcode: 'ALREADY_COUNTED' });

    const box = (await as(t.app, vet, { method: 'GET', url: `/api/verkiezingen/${election}/stembus` })).json();
    const verdict = await verifyBox(box);
    expect(verdict).toMatchObject({ ok: true, ballots: N, findings: [] });
    const expected = [...IDS.map((id) => cast.filter((c) => c.choices.includes(id)).length), cast.filter((c) => c.choices.length === 0).length];
    expect(verdict.totals).toEqual(expected);
    const results = (await as(t.app, sec, { method: 'GET', url: `/api/verkiezingen/${election}/resultaten` })).json();
    expect(results).toMatchObject({ ballots: N, voters: N, blank: expected.at(-1), fingerprint: box.fingerprint, proven: true });
    const byId = (list: { id: number; votes: number; elected: boolean }[]) =>
      list.map(({ id, votes, elected }) => ({ id, votes, elected })).sort((p, q) => p.id - q.id);
    expect(byId(results.candidates)).toEqual(
      byId(
        electedOf(
          IDS.map((id, i) => ({ id, votes: expected[i]! })),
          2,
        ),
      ),
    );

    // A box changed after publication does not verify: a ballot swapped, a total raised.
    const swapped = {
      ...box,
      ballots: box.ballots.map((b: { tracker: string; ballot: string }, i: number) => (i === 0 ? { ...b, ballot: box.ballots[1].ballot } : b)),
    };
    expect((await verifyBox(swapped)).findings.map((f) => f.problem)).toContain('TRACKER');
    const raised = { ...box, count: { ...box.count, totals: box.count.totals.map((n: number, i: number) => (i === 0 ? n + 1 : n)) } };
    expect((await verifyBox(raised)).findings.map((f) => f.problem)).toEqual(['TOTAL']);

    // The script in the repository says the same from a downloaded box, and fails on a changed one.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stembus-'));
    const script = (b: unknown) => {
      fs.writeFileSync(path.join(dir, 'stembus.json'), JSON.stringify(b));
      return spawnSync(process.execPath, ['--import', 'tsx', 'tools/verify-box.ts', path.join(dir, 'stembus.json')], { encoding: 'utf8' });
    };
    const good = script(box);
    expect(good.status, good.stderr).toBe(0);
    expect(good.stdout).toContain('De telling is bewezen juist:');
    expect(good.stdout).toContain(`  blanco: ${expected.at(-1)}`);
    const bad = script(raised);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain('De totalen zijn niet wat de opgetelde stembiljetten bevatten');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

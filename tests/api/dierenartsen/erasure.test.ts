import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectionFor, findPgTool } from '../../../server/ops/pgTools';
import { pointsTargets, voteTargets } from '../../../server/repositories/reminders';
import { as, useTestApp } from '../../helpers/app';
import { makeElection } from '../../helpers/elections';
import { fillMember, LOTTE } from '../../helpers/erasure';

/**
 * Erasure (GDPR art. 17) touches only its member: N1006, filled with a row of every kind, is erased
 * with her ordenummer typed in lower case. Every other row of the trail stays byte for byte, other
 * accounts are refused, and she is in no directory, electorate, list or mailing any more.
 */
const onPostgres = !!process.env.DATABASE_URL;

interface TrailRow {
  id: number;
  username: string;
  resource: string;
  record_id: string;
  before: string | null;
  after: string | null;
}

describe('erasing a member', () => {
  const t = useTestApp();
  let filled: Awaited<ReturnType<typeof fillMember>>;
  let trail: TrailRow[];
  let streets: string[];
  let pseudonym: string;
  const readTrail = () =>
    t.db.query<TrailRow>('SELECT id, username, resource, record_id, before::text AS before, after::text AS after FROM audit_log ORDER BY id');
  const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) x`, params))[0]!.n;
  const directory = async () => (await as(t.app, filled.cookies.secretariaat, { method: 'GET', url: '/api/dierenartsen?limit=100' })).json();

  beforeAll(async () => {
    filled = await fillMember(t);
    // A provider credited her attendance of a course (docs/features/courses.md, "Attendance").
    await t.db.query("INSERT INTO bijscholing_aanwezigheden (cursus_id, username, credited_by) SELECT min(id), 'N1006', 'opleider' FROM bijscholing_cursussen");
    streets = (
      await t.db.query<{ street: string }>('SELECT a.street FROM addresses a JOIN person_addresses pa USING (iddicaddress) WHERE pa.iddicperson = $1', [
        filled.person,
      ])
    ).map((r) => r.street);
  });

  it("refuses a provider's and the secretariat's account, in Dutch, and changes nothing", async () => {
    const before = await readTrail();
    for (const account of ['opleider', 'secretariaat', 'OPLEIDER']) {
      const refused = await as(t.app, filled.cookies.secretariaat, {
        method: 'POST',
        url: `/api/dierenartsen/${account}/wissen`,
        payload: { bevestiging: account },
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ errorcode: 'NOT_A_MEMBER', usererror: expect.stringContaining('Alleen een lid van de Orde') });
    }
    expect((await t.db.query("SELECT 1 FROM users WHERE username IN ('opleider', 'secretariaat') AND active")).length).toBe(2);
    expect(await readTrail()).toEqual(before);
    const nobody = await as(t.app, filled.cookies.secretariaat, { method: 'POST', url: '/api/dierenartsen/N9999/wissen', payload: { bevestiging: 'N9999' } });
    expect(nobody.statusCode).toBe(404);
  });

  it('erases her fully under a lower-case ordenummer, and leaves every other row of the trail byte for byte', async () => {
    const invitedBefore = (await as(t.app, filled.cookies.secretariaat, { method: 'GET', url: `/api/verkiezingen/${filled.open}/opkomst` })).json();
    const listedBefore = (await directory()).size;
    trail = await readTrail();
    const erased = await as(t.app, filled.cookies.secretariaat, { method: 'POST', url: '/api/dierenartsen/n1006/wissen', payload: { bevestiging: 'n1006' } });
    expect(erased.statusCode, erased.body).toBe(200);
    pseudonym = erased.json().pseudonym;

    // Nothing stays under her ordenummer, whatever the path's spelling.
    for (const [table, column] of [
      ['bijscholing_punten', 'username'],
      ['bijscholing_aanwezigheden', 'username'],
      ['vrijstellingen', 'username'],
      ['wachtdienst_leden', 'ordenummer'],
      ['wachtdienst_aanvragen', 'requester'],
      ['wachtdiensten', 'responsible'],
      ['files', 'created_by'],
      ['herinneringen', 'recipient'],
      ['verkiezing_stemmers', 'username'],
      ['audit_log', 'username'],
      ['audit_log', 'record_id'],
      ['login_failures', 'username'],
      ['persons', 'ordenummer'],
      ['users', 'username'],
    ])
      expect(await count(`SELECT 1 FROM ${table} WHERE upper(${column}) = 'N1006'`), `${table}.${column}`).toBe(0);
    expect(await count('SELECT 1 FROM login_failures WHERE lower(username) = $1', [LOTTE.email])).toBe(0);
    expect(await count("SELECT 1 FROM bijscholing_punten WHERE username = $1 AND state = 'APPROVED' AND member IS NULL", [pseudonym])).toBeGreaterThan(0);
    expect(await count('SELECT 1 FROM bijscholing_aanwezigheden WHERE username = $1', [pseudonym])).toBe(1);
    expect(await count('SELECT 1 FROM verkiezing_kandidaten WHERE person_id = $1 AND lastname = $2', [filled.person, LOTTE.lastname])).toBe(0);
    expect(await count('SELECT 1 FROM bijscholing_cursussprekers WHERE person_id = $1 AND last_name = $2', [filled.person, LOTTE.lastname])).toBe(0);
    expect(await count('SELECT 1 FROM mails m JOIN mail_params p USING (idmail) WHERE p.value = $1', [LOTTE.lastname])).toBe(0);

    // The trail: only rows she wrote or that are about her changed; every other row is as it was.
    const after = new Map((await readTrail()).map((r) => [r.id, r]));
    const mentions = (r: TrailRow) =>
      r.username === 'N1006' ||
      `${r.record_id} ${r.before} ${r.after}`.includes('N1006') ||
      [LOTTE.lastname, LOTTE.email].some((s) => `${r.before} ${r.after}`.includes(s));
    const changed = trail.filter((r) => JSON.stringify(after.get(r.id)) !== JSON.stringify(r));
    expect(changed.length).toBeGreaterThan(5);
    expect(changed.filter((r) => !mentions(r))).toEqual([]);
    for (const r of trail.filter((x) => !mentions(x))) expect(after.get(r.id)).toEqual(r);
    // N1001's row titled with her ordenummer is not hers: untouched.
    const trap = trail.find((r) => r.username === 'N1001' && r.resource === 'punten' && r.after?.includes('"title": "N1006"'));
    expect(trap).toBeDefined();
    expect(after.get(trap!.id)).toEqual(trap);
    // The change of the service's responsible keeps N1001 before it and has her pseudonym after it.
    const handed = [...after.values()].find((r) => r.resource === 'wachtdiensten' && r.record_id === String(filled.service) && r.after?.includes(pseudonym));
    expect(handed?.before).toContain('"responsibleName": "Pieter Janssens"');
    expect(handed?.after).not.toContain('responsibleName');
    // What was done, to which kind of record and when, stays.
    for (const r of changed)
      expect({ ...after.get(r.id)!, username: '', record_id: '', before: '', after: '' }).toEqual({ ...r, username: '', record_id: '', before: '', after: '' });
    for (const r of [...after.values()].filter((x) => x.id !== trap!.id))
      expect(`${r.username} ${r.record_id} ${r.before} ${r.after}`).not.toMatch(/N1006|Van den Broeck|lotte\.vdbroeck|499 60 60 06/);

    // No directory, electorate, unvoted list, control list or reminder finds her.
    const listed = await directory();
    expect(listed.size).toBe(listedBefore - 1);
    expect(JSON.stringify(listed.items)).not.toMatch(/Gewist|GEWIST/);
    const turnout = (await as(t.app, filled.cookies.secretariaat, { method: 'GET', url: `/api/verkiezingen/${filled.open}/opkomst` })).json();
    // Her ballot stays counted; she is no longer among the invited of those yet to vote.
    expect(turnout).toMatchObject({ invited: invitedBefore.invited - 1, voted: invitedBefore.voted });
    const later = await makeElection(t.db, { end: 3_600_000 });
    const unvoted = (await as(t.app, filled.cookies.secretariaat, { method: 'GET', url: `/api/verkiezingen/${later}/unvoted?limit=100` })).json();
    expect(JSON.stringify(unvoted.items)).not.toMatch(/Gewist|GEWIST/);
    expect((await as(t.app, filled.cookies.secretariaat, { method: 'GET', url: `/api/verkiezingen/${later}/opkomst` })).json().invited).toBe(unvoted.size);
    const periode = (await t.db.query<{ id: number }>('SELECT id FROM bijscholing_periodes WHERE active'))[0]!.id;
    const control = await as(t.app, filled.cookies.secretariaat, { method: 'GET', url: `/api/bijscholing/periodes/${periode}/controle?limit=100` });
    expect(control.body).not.toMatch(/Gewist|GEWIST/);
    for (const targets of [voteTargets('http://portaal.test'), pointsTargets(periode, 'http://portaal.test')]) {
      const due = await t.db.query<{ recipient: string; email: string }>(targets.sql, targets.params);
      expect(due.filter((d) => d.recipient === pseudonym || d.email.includes('gewist') || d.email === '')).toEqual([]);
    }
    const reminded = await as(t.app, filled.cookies.secretariaat, { method: 'POST', url: `/api/verkiezingen/${later}/unvoted/herinnering` });
    expect(reminded.statusCode, reminded.body).toBe(200);
    expect(await count('SELECT 1 FROM mails WHERE recipient_username = $1 OR recipient = $2 OR recipient LIKE $3', [pseudonym, '', '%gewist%'])).toBe(0);
    expect(
      (await as(t.app, filled.cookies.secretariaat, { method: 'POST', url: '/api/dierenartsen/N1006/wissen', payload: { bevestiging: 'N1006' } })).statusCode,
    ).toBe(404);
    // The screens that show the closed account and the trail still read them.
    for (const url of ['/api/crm/user?limit=100', '/api/logboek?limit=100'])
      expect((await as(t.app, filled.cookies.secretariaat, { method: 'GET', url })).statusCode, url).toBe(200);
  });

  it('erases a member once when two erasures come at the same moment', async () => {
    const erase = () => as(t.app, filled.cookies.secretariaat, { method: 'POST', url: '/api/dierenartsen/N1005/wissen', payload: { bevestiging: 'N1005' } });
    const answers = await Promise.all([erase(), erase()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    expect(
      await count("SELECT 1 FROM audit_log WHERE action = 'wissen' AND record_id = $1", [answers.find((a) => a.statusCode === 200)!.json().pseudonym]),
    ).toBe(1);
  });

  it.runIf(onPostgres)('leaves none of her data in a full dump of the database, but for the sealed manifest of an election she stood in', async () => {
    const [{ schema }] = (await t.db.query<{ schema: string }>('SELECT current_schema() AS schema')) as [{ schema: string }];
    const connection = connectionFor(process.env.DATABASE_URL!);
    const dump = execFileSync(findPgTool('pg_dump'), ['--no-owner', `--schema=${schema}`, connection.dbname], {
      env: { ...process.env, ...connection.env },
      maxBuffer: 512 * 1024 * 1024,
    }).toString('utf8');
    expect(dump).toContain(pseudonym);
    const searched = [LOTTE.ordenummer, LOTTE.fullName, LOTTE.lastname, LOTTE.email, LOTTE.demoEmail, LOTTE.telephone, LOTTE.mobile, LOTTE.street, ...streets];
    const hits = dump
      .split('\n')
      // N1001's own row titled "N1006" (and its row in the trail) is no data of hers.
      .map((line) => (line.includes('N1001') ? line.replace('"title": "N1006"', '').replace(/\tN1006\t/, '\t') : line))
      .filter((line) => searched.some((s) => line.toLowerCase().includes(s.toLowerCase())))
      // A finalised election's manifest is its published record, sealed by its fingerprint (docs/features/data-care.md).
      .filter((line) => !/"candidates": \[/.test(line));
    expect(hits).toEqual([]);
  });
});

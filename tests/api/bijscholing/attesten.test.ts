import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { attestCodeValid, formatAttestCode, makeAttestCode } from '../../../domain/rules/attestCode';
import { periodTotals } from '../../../domain/rules/cpd';
import { ZipEntryCounter } from '../../../src/dataProvider/custom/attest';
import { as, login, useTestApp } from '../../helpers/app';
import { insertPoints, type PointRow, zipEntries } from '../../helpers/attest';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('CPD certificate (attest permanente vorming)', () => {
  const t = useTestApp();
  let sec: string;
  let vet: string;
  let period: number;
  const REQUIRED = 40;
  const make = (cookie: string | undefined, payload: Record<string, unknown>) =>
    as(t.app, cookie, { method: 'POST', url: '/api/bijscholing/attesten', payload });
  const verify = (code: string, remoteAddress = '127.0.0.1') => t.app.inject({ method: 'GET', url: `/api/attesten/${code}`, remoteAddress });
  const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bijscholing_attesten'))[0]!.n;

  const N1001: PointRow[] = [
    { type: 'ebpcursussen', title: 'Coördinatie van de eerste zorg', begindatum: '2090-03-02', cpunten: 12 },
    { type: 'bpcursussen', title: 'Hélène’s reeëncursus', begindatum: '2090-05-10', cpunten: 6.5, epunten: 7 },
    { type: 'others', page: 1500, cpunten: 50 },
    { type: 'peerreview', cpunten: 5, state: 'DECLINED' },
    { type: 'bpcursussen', title: 'Nog niet beoordeeld', begindatum: '2090-06-01', cpunten: 9, state: 'NEW' },
  ];

  beforeAll(async () => {
    sec = await login(t.app, 'secretariaat');
    vet = await login(t.app, 'N1001');
    const [p] = await t.db.query<{ id: number }>(
      `INSERT INTO bijscholing_periodes (start_date, end_date, required_points) VALUES ('2090-01-01', '2092-12-31', $1) RETURNING id`,
      [REQUIRED],
    );
    period = p!.id;
    await insertPoints(t.db, period, 'N1001', N1001);
    await insertPoints(t.db, period, 'N1004', [{ type: 'ebpcursussen', title: 'Dierenwelzijn', begindatum: '2090-02-01', cpunten: 40 }]);
  });

  it('gives a vet their own certificate as a PDF, recorded with its sha256 and an audit row', async () => {
    const res = await make(vet, { periode: period });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="attest-N1001-2090-2092.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const code = String(res.headers['x-attest-code']);
    expect(attestCodeValid(code)).toBe(true);
    const [row] = await t.db.query<{ username: string; sha256: string; made_by: string; stated: { points: { total: number }; met: boolean } }>(
      'SELECT username, sha256, made_by, stated FROM bijscholing_attesten WHERE code = $1',
      [code],
    );
    expect(row).toMatchObject({ username: 'N1001', made_by: 'N1001', sha256: sha256(res.rawPayload) });
    // The same rule as the points page and the control list: 12 + 7 + min(floor(1500 / 30), 60 % of 40).
    const rows = N1001.map((r) => ({ state: 'APPROVED', ...r }));
    expect(row!.stated.points.total).toBe(periodTotals(rows, REQUIRED).total);
    expect(row!.stated.points.total).toBe(43);
    expect(row!.stated.met).toBe(true);
    const control = await as(t.app, sec, { method: 'GET', url: `/api/bijscholing/periodes/${period}/controle?username=N1001` });
    expect(control.json().items[0].total).toBe(43);
    const audit = await t.db.query('SELECT 1 FROM audit_log WHERE resource = $1 AND record_id = $2 AND action = $3', ['attesten', code, 'create']);
    expect(audit).toHaveLength(1);
  });

  it('lets anyone check a certificate by its code, as printed or typed, and names only what it stated', async () => {
    const made = await make(vet, { periode: period });
    const code = String(made.headers['x-attest-code']);
    for (const typed of [code, formatAttestCode(code), formatAttestCode(code).toLowerCase()]) {
      const res = await verify(typed);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body).toMatchObject({ code: formatAttestCode(code), sha256: sha256(made.rawPayload) });
      expect(body.stated).toMatchObject({
        ordenummer: 'N1001',
        requiredPoints: REQUIRED,
        met: true,
        period: { startDate: '2090-01-01', endDate: '2092-12-31' },
      });
      expect(body.stated.courses.map((c: { title: string }) => c.title)).toEqual(['Coördinatie van de eerste zorg', 'Hélène’s reeëncursus']);
      expect(Object.keys(body).sort()).toEqual(['code', 'madeAt', 'sha256', 'stated']);
    }
  });

  it('tells a changed PDF from the one made: its sha256 differs from the recorded one', async () => {
    const made = await make(vet, { periode: period });
    const recorded = (await verify(String(made.headers['x-attest-code']))).json().sha256;
    const changed = Buffer.from(made.rawPayload);
    const at = changed.indexOf('/Producer');
    changed[at + 12] = changed[at + 12]! ^ 1;
    expect(sha256(made.rawPayload)).toBe(recorded);
    expect(sha256(changed)).not.toBe(recorded);
  });

  it('tells a mistyped or altered code (400) from an unknown one (404), each in Dutch', async () => {
    const made = await make(vet, { periode: period });
    const code = String(made.headers['x-attest-code']);
    const altered = code.slice(0, 5) + (code[5] === 'A' ? 'B' : 'A') + code.slice(6);
    const bad = await verify(altered);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorcode: 'ATTEST_CODE_ONGELDIG', fields: { code: expect.stringContaining('verkeerd getypt') } });
    expect((await verify('kort')).json().errorcode).toBe('ATTEST_CODE_ONGELDIG');
    const unknown = await verify(makeAttestCode(new Uint8Array(19).fill(7)));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorcode: 'ATTEST_ONBEKEND', usererror: 'Er bestaat geen attest met deze verificatiecode.' });
  });

  it('counts wrong codes per address and refuses them past the allowance (429), other addresses unaffected', async () => {
    const prober = '10.9.8.7';
    for (let i = 0; i < 60; i++) expect((await verify(`fout${i}`, prober)).statusCode).toBe(400);
    expect((await verify('fout', prober)).statusCode).toBe(429);
    expect((await verify('fout', '10.9.8.8')).statusCode).toBe(400);
  });

  it('refuses, each in its own words and recording nothing: another member, no approved points, an unknown period, bad input', async () => {
    const before = await count();
    const other = await make(vet, { periode: period, username: 'N1004' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ errorcode: 'ATTEST_ANDER_LID', usererror: expect.stringContaining('alleen uw eigen attest') });
    const none = await make(await login(t.app, 'N1005'), { periode: period });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ errorcode: 'ATTEST_GEEN_PUNTEN', usererror: expect.stringContaining('geen goedgekeurde punten') });
    const unknown = await make(vet, { periode: 999999 });
    expect(unknown.statusCode).toBe(404);
    const bad = await make(vet, { periode: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.periode).toBeTruthy();
    const nobody = await make(sec, { periode: period });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().fields.username).toBe('Dit veld is verplicht.');
    expect((await make(sec, { periode: period, username: 'N9999' })).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('is made by the secretariat for any member, never by a provider or anonymously', async () => {
    const res = await make(sec, { periode: period, username: 'n1004' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attest-N1004-2090-2092.pdf');
    expect((await make(await login(t.app, 'opleider'), { periode: period, username: 'N1001' })).statusCode).toBe(403);
    expect((await make(undefined, { periode: period })).statusCode).toBe(401);
    expect((await as(t.app, vet, { method: 'POST', url: '/api/bijscholing/attesten/controle', payload: { periode: period } })).statusCode).toBe(403);
  });

  it('gives each of several certificates made at once its own code and record', async () => {
    const before = await count();
    const made = await Promise.all(Array.from({ length: 5 }, () => make(vet, { periode: period })));
    expect(made.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(made.map((r) => r.headers['x-attest-code'])).size).toBe(5);
    expect(await count()).toBe(before + 5);
  });

  it('forgets a member’s certificates when the member is erased: their codes answer as unknown', async () => {
    await insertPoints(t.db, period, 'N1006', [{ type: 'teachings', cpunten: 3 }]);
    const made = await make(sec, { periode: period, username: 'N1006' });
    const code = String(made.headers['x-attest-code']);
    expect((await verify(code)).statusCode).toBe(200);
    const erased = await as(t.app, sec, { method: 'POST', url: '/api/dierenartsen/N1006/wissen', payload: { bevestiging: 'N1006' } });
    expect(erased.statusCode).toBe(200);
    expect((await verify(code)).json().errorcode).toBe('ATTEST_ONBEKEND');
    expect(await t.db.query("SELECT 1 FROM bijscholing_attesten WHERE username = 'N1006'")).toHaveLength(0);
  });

  it('streams a ZIP with one PDF per member of the control list’s filter that has approved points, its total named first', async () => {
    const zip = (payload: Record<string, unknown>) => as(t.app, sec, { method: 'POST', url: '/api/bijscholing/attesten/controle', payload });
    const before = await count();
    const res = await zip({ periode: period, min: '10' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="attesten-2090-2092.zip"');
    expect(res.headers['x-attest-total']).toBe('2');
    const entries = zipEntries(res.rawPayload);
    expect(entries.map((e) => e.name).sort()).toEqual(['attest-N1001-2090-2092.pdf', 'attest-N1004-2090-2092.pdf']);
    expect(entries.every((e) => e.data.subarray(0, 5).toString() === '%PDF-')).toBe(true);
    expect(await count()).toBe(before + 2);
    // What the browser counts, chunk by chunk, is what the ZIP holds.
    const counter = new ZipEntryCounter();
    for (let i = 0; i < res.rawPayload.length; i += 977) counter.push(res.rawPayload.subarray(i, i + 977));
    expect(counter.entries).toBe(2);
    // The whole list: only members with approved points get one.
    expect((await zip({ periode: period })).headers['x-attest-total']).toBe('2');
    expect((await zip({ periode: period, username: 'N1001' })).headers['x-attest-total']).toBe('1');
    const empty = await zip({ periode: period, username: 'N1005' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errorcode).toBe('ATTESTEN_LEEG');
    expect((await zip({ periode: period, min: 'abc' })).statusCode).toBe(400);
    expect((await zip({ periode: 999999 })).statusCode).toBe(404);
  });
});

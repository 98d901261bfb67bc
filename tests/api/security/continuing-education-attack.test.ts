import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsDate } from '../../../domain/dates';
import { ATTEST_ALPHABET } from '../../../domain/rules/attestCode';
import { addDays } from '../../../domain/rules/courses';
import { as, login, useTestApp } from '../../helpers/app';
import { insertPoints } from '../../helpers/attest';
import { form, multipart } from '../../helpers/files';
import { eventsOf, parseICalendar } from '../../helpers/ical';

const COURSES = '/api/bijscholing/cursussen';
const AGENDA = '/api/bijscholing/agenda';
const ATTESTS = '/api/bijscholing/attesten';
type Answer = Awaited<ReturnType<typeof as>>;

/**
 * An attacker's tries at the attendance list, the course agenda and the CPD certificate: each asserts
 * the safe answer (refused in words, nothing written, never a server error).
 */
describe('continuing education under attack', () => {
  const t = useTestApp();
  const cookies: Record<string, string | undefined> = {};
  let demo = 0;
  let period = 0;
  const call = (who: string, method: string, url: string, extra: { payload?: unknown; headers?: Record<string, string | undefined> } = {}) =>
    as(t.app, cookies[who], { method: method as 'GET', url, ...(extra as object) });
  const upload = (who: string, id: number, body: { payload: Buffer; headers: Record<string, string> }) =>
    as(t.app, cookies[who], { method: 'POST', url: `${COURSES}/${id}/aanwezigheden/bestand`, ...body });
  const refused = (res: Answer, status: number, code?: string) => {
    expect(res.statusCode, res.body).toBe(status);
    if (code) expect(res.json().errorcode).toBe(code);
    expect(res.body).not.toMatch(/ at \/|stack|SELECT /);
  };
  const rowsOf = (id: number) =>
    t.db.query<{ username: string; attendancetype: string }>(
      'SELECT username, attendancetype FROM bijscholing_punten WHERE idbijcursus = $1 ORDER BY username',
      [id],
    );
  const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;

  /** An approved course of opleider's organisation that started three days ago, worth the demo course's points. */
  async function course() {
    const day = addDays(brusselsDate(), -3);
    const [c] = await t.db.query<{ id: number }>(
      `INSERT INTO bijscholing_cursussen (title, start_date, end_date, type, ebp_number, status, legal_entity_id)
       SELECT 'Aanval ' || (random() * 1e9)::int, $2::date, $2::date, 'EBP', 'EBP-0998', 'GOEDGEKEURD', legal_entity_id FROM bijscholing_cursussen WHERE id = $1 RETURNING id`,
      [demo, day],
    );
    await t.db.query(
      `INSERT INTO bijscholing_cursusitems (cursus_id, datum, start_time, end_time, category_id, dagdeel_id, coefficient_id, points, minutes)
       SELECT $2, $3::date, start_time, end_time, category_id, dagdeel_id, coefficient_id, points, minutes FROM bijscholing_cursusitems WHERE cursus_id = $1`,
      [demo, c!.id, day],
    );
    return c!.id;
  }

  beforeAll(async () => {
    for (const u of ['secretariaat', 'N1001', 'opleider', 'opleider2']) cookies[u] = await login(t.app, u);
    demo = (await t.db.query<{ id: number }>("SELECT id FROM bijscholing_cursussen WHERE title = 'Pijnbestrijding bij hond en kat'"))[0]!.id;
    await t.db.query(
      `INSERT INTO users (username, firstname, lastname, email, roles, kennisname)
       SELECT 'N95' || lpad(g::text, 2, '0'), 'Test', 'Dierenarts ' || g, 'n95' || g || '@voorbeeld.be', '{DIERENARTS}', true FROM generate_series(1, 20) g`,
    );
    await t.db.query(
      "INSERT INTO users (username, firstname, lastname, email, roles, active) VALUES ('N8501', 'Niet', 'Actief', 'n8501@voorbeeld.be', '{DIERENARTS}', false)",
    );
    const [p] = await t.db.query<{ id: number }>(
      "INSERT INTO bijscholing_periodes (start_date, end_date, required_points) VALUES ('2090-01-01', '2092-12-31', 40) RETURNING id",
    );
    period = p!.id;
    await insertPoints(t.db, period, 'N1001', [{ type: 'ebpcursussen', title: 'Eigen', cpunten: 12 }]);
    await insertPoints(t.db, period, 'N1004', [{ type: 'ebpcursussen', title: 'Ander', cpunten: 40 }]);
  });

  describe('attendance', () => {
    it('keeps every route of a course’s attendance from anonymous callers (401), vets and another provider (403), crediting nobody', async () => {
      const id = await course();
      const routes: [string, string, { payload?: unknown }][] = [
        ['GET', '', {}],
        ['GET', '/sjabloon', {}],
        ['POST', '/voorbeeld', { payload: { tekst: 'N9501' } }],
        ['POST', '', { payload: { deelnemers: [{ ordenummer: 'N9501' }] } }],
      ];
      for (const [method, tail, extra] of routes) {
        const url = `${COURSES}/${id}/aanwezigheden${tail}`;
        refused(await call('anonymous', method, url, extra), 401);
        refused(await call('N1001', method, url, extra), 403);
        const other = await call('opleider2', method, url, extra);
        refused(other, 403, 'FORBIDDEN');
        expect(other.body).not.toContain('Dierenarts');
      }
      const csv = multipart('lijst.csv', Buffer.from('ordenummer\nN9501\n'));
      for (const who of ['anonymous', 'N1001', 'opleider2']) refused(await upload(who, id, csv), who === 'anonymous' ? 401 : 403);
      expect((await call('opleider', 'GET', `${COURSES}/${id}/aanwezigheden`)).statusCode).toBe(200);
      expect(await rowsOf(id)).toEqual([]);
    });

    it('answers a guessed course 404 and a malformed id 400', async () => {
      refused(await call('opleider', 'GET', `${COURSES}/2147483000/aanwezigheden`), 404);
      for (const bad of ['0', '-1', '1e3', '0x10', '99999999999', '1%20OR%201%3D1']) {
        refused(await call('opleider', 'POST', `${COURSES}/${bad}/aanwezigheden`, { payload: { deelnemers: [{ ordenummer: 'N9501' }] } }), 400);
      }
    });

    it('refuses a credit or an upload sent from another site or without an Origin, crediting nobody', async () => {
      const id = await course();
      const payload = { deelnemers: [{ ordenummer: 'N9501' }] };
      const url = `${COURSES}/${id}/aanwezigheden`;
      refused(await call('opleider', 'POST', url, { payload, headers: { origin: 'https://aanval.example' } }), 403, 'ORIGIN_REJECTED');
      refused(await call('opleider', 'POST', url, { payload, headers: { origin: undefined } }), 403, 'ORIGIN_REJECTED');
      refused(await call('opleider', 'POST', url, { payload, headers: { 'sec-fetch-site': 'cross-site' } }), 403, 'ORIGIN_REJECTED');
      const csv = multipart('lijst.csv', Buffer.from('N9501\n'));
      refused(await upload('opleider', id, { ...csv, headers: { ...csv.headers, origin: 'https://aanval.example' } }), 403, 'ORIGIN_REJECTED');
      expect(await rowsOf(id)).toEqual([]);
    });

    it('credits a list sent again, by the provider or the secretariat, to nobody a second time: one row, mail and audit row each', async () => {
      const id = await course();
      const payload = { deelnemers: [{ ordenummer: 'N9502' }, { ordenummer: 'N9503' }] };
      const url = `${COURSES}/${id}/aanwezigheden`;
      expect((await call('opleider', 'POST', url, { payload })).json().credited).toHaveLength(2);
      for (const who of ['secretariaat', 'opleider']) {
        const again = await call(who, 'POST', url, { payload });
        expect(again.json()).toEqual({ credited: [], skipped: ['N9502', 'N9503'].map((ordenummer) => ({ ordenummer, reason: 'ALREADY_CREDITED' })) });
      }
      expect((await rowsOf(id)).map((r) => r.username)).toEqual(['N9502', 'N9503']);
      expect(await count("mails WHERE recipient_username IN ('N9502', 'N9503')")).toBe(2);
      const audited =
        "audit_log WHERE resource = 'punten' AND action = 'registreren' AND record_id IN (SELECT id::text FROM bijscholing_punten WHERE idbijcursus = $1)";
      expect(await count(audited, [id])).toBe(2);
    });

    it('makes no pass of a course without an evaluation test, credits no inactive vet, and takes no SQL for an ordenummer', async () => {
      const id = await course();
      const url = `${COURSES}/${id}/aanwezigheden`;
      const res = await call('opleider', 'POST', url, { payload: { deelnemers: [{ ordenummer: 'N9504', geslaagd: true }, { ordenummer: 'N8501' }] } });
      expect(res.json()).toEqual({ credited: [{ ordenummer: 'N9504', name: 'Test Dierenarts 4' }], skipped: [{ ordenummer: 'N8501', reason: 'NOT_VET' }] });
      expect(await rowsOf(id)).toEqual([{ username: 'N9504', attendancetype: 'DEELNAME' }]);
      refused(await call('opleider', 'POST', url, { payload: { deelnemers: [{ ordenummer: "N1' OR '1'='1" }] } }), 400, 'ATTENDANCE_INVALID');
      refused(await call('opleider', 'POST', url, { payload: { deelnemers: [{ ordenummer: "N1'; DROP TABLE users; --" }] } }), 400, 'VALIDATION_ERROR');
      expect(await count('users')).toBeGreaterThan(20);
    });

    it('shows a known member under the name the database holds, never the name a file gives', async () => {
      const id = await course();
      const csv = 'ordenummer;naam\nN9505;Iemand Anders\n';
      const res = await upload('opleider', id, multipart('lijst.csv', Buffer.from(csv)));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().lines).toEqual([{ line: 2, ordenummer: 'N9505', name: 'Test Dierenarts 5', passed: null, reason: null }]);
    });

    it('refuses odd forms with a clear message: another field, no file, JSON instead of a form, 10,000 rows, a paste over the body limit', async () => {
      const id = await course();
      refused(await upload('opleider', id, multipart('lijst.csv', Buffer.from('N9501\n'), 'bestand')), 400, 'ATTENDANCE_FILE_TYPE');
      refused(await upload('opleider', id, form({ tekst: 'N9501' })), 400, 'ATTENDANCE_FILE_TYPE');
      refused(await call('opleider', 'POST', `${COURSES}/${id}/aanwezigheden/bestand`, { payload: { tekst: 'N9501' } }), 400, 'ATTENDANCE_FILE_TYPE');
      const lines = Array.from({ length: 10_000 }, (_, i) => `N${i + 1}`);
      refused(await upload('opleider', id, multipart('lijst.csv', Buffer.from(lines.join('\n')))), 400, 'ATTENDANCE_TOO_LONG');
      const book = new ExcelJS.Workbook();
      book.addWorksheet('Aanwezigheden').addRows(lines.map((l) => [l]));
      refused(await upload('opleider', id, multipart('lijst.xlsx', Buffer.from(await book.xlsx.writeBuffer()))), 400, 'ATTENDANCE_TOO_LONG');
      const huge = await call('opleider', 'POST', `${COURSES}/${id}/aanwezigheden/voorbeeld`, { payload: { tekst: 'N9501\n'.repeat(300_000) } });
      refused(huge, 413);
      expect(huge.json().usererror).toMatch(/\S/);
      expect(await rowsOf(id)).toEqual([]);
    });
  });

  describe('agenda', () => {
    const titles = async (q: string) => {
      const res = await call('N1001', 'GET', `${AGENDA}?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as { title: string }[]).map((c) => c.title).sort();
    };

    it('looks for % and _ as themselves, and takes quotes and backslashes as text', async () => {
      const day = addDays(brusselsDate(), 20);
      for (const title of ['Wildcard 100% zeker', 'Wildcard 1000 zeker', 'Wildcard a_b', 'Wildcard axb']) {
        await t.db.query(
          `INSERT INTO bijscholing_cursussen (title, start_date, end_date, status, type, legal_entity_id) SELECT $1, $2::date, $2::date, 'GOEDGEKEURD', 'BP', legal_entity_id FROM bijscholing_cursussen WHERE id = $3`,
          [title, day, demo],
        );
      }
      expect(await titles('100%')).toEqual(['Wildcard 100% zeker']);
      expect(await titles('wildcard a_b')).toEqual(['Wildcard a_b']);
      expect(await titles('%')).toEqual(['Wildcard 100% zeker']);
      expect(await titles("' OR 1=1 --")).toEqual([]);
      expect(await titles('\\')).toEqual([]);
    });

    it('refuses negative, huge, fractional and non-numeric paging on its field, and answers a page far past the end empty', async () => {
      for (const [field, value] of 'limit=-1 limit=0 limit=501 limit=1e3 limit=2.5 offset=-1 offset=99999999999 offset=abc'
        .split(' ')
        .map((p) => p.split('='))) {
        const res = await call('N1001', 'GET', `${AGENDA}?${field}=${value}`);
        refused(res, 400, 'VALIDATION_ERROR');
        expect(res.json().fields[field!]).toMatch(/\S/);
      }
      const far = await call('N1001', 'GET', `${AGENDA}?offset=2147483647`);
      expect(far.statusCode).toBe(200);
      expect(far.json()).toMatchObject({ items: [], offset: 2147483647, size: expect.any(Number) });
    });

    it('writes a provider’s title and place into a vet’s calendar feed as text: no event or alarm of their own', async () => {
      const day = addDays(brusselsDate(), 21);
      const title = 'Injectie\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Vals';
      const [c] = await t.db.query<{ id: number }>(
        `INSERT INTO bijscholing_cursussen (title, start_date, end_date, status, type, location, legal_entity_id)
         SELECT $1, $2::date, $2::date, 'GOEDGEKEURD', 'BP', $3, legal_entity_id FROM bijscholing_cursussen WHERE id = $4 RETURNING id`,
        [title, day, 'Gent\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nEND:VALARM', demo],
      );
      expect((await call('N1001', 'PUT', `${AGENDA}/${c!.id}/mijn-agenda`)).statusCode).toBe(200);
      const feed = new URL((await call('N1001', 'POST', '/api/agenda')).json().url).pathname;
      const events = eventsOf(parseICalendar((await t.app.inject({ method: 'GET', url: feed })).body));
      const injected = events.filter((e) => /Injectie|Vals/.test(e.props.SUMMARY?.value ?? ''));
      expect(injected).toHaveLength(1);
      expect(injected[0]!.props.SUMMARY!.value).toContain('Injectie\nEND:VEVENT');
      expect(injected[0]!.props.LOCATION!.value).toContain('Gent\nBEGIN:VALARM');
      expect(injected[0]!.children).toEqual([]);
    });

    it('shows on a course’s sheet neither its contact person nor the secretariat’s comment on it', async () => {
      const [{ id }] = (await t.db.query<{ id: number }>(
        `INSERT INTO bijscholing_cursussen (title, start_date, end_date, status, type, legal_entity_id)
         SELECT 'Met contact', start_date, end_date, 'GOEDGEKEURD', 'BP', legal_entity_id FROM bijscholing_cursussen WHERE id = $1 RETURNING id`,
        [demo],
      )) as [{ id: number }];
      await t.db.query(
        `WITH k AS (INSERT INTO contacts (iddicperson, iddiclegalentity, workaddress, telephone, email)
           SELECT p.iddicperson, c.legal_entity_id, 'Werkadres', '+32 9 111 22 33', 'contact-intern@voorbeeld.be'
             FROM persons p, bijscholing_cursussen c WHERE p.ordenummer = 'N1003' AND c.id = $1 RETURNING iddiccontact)
         UPDATE bijscholing_cursussen SET contact_id = (SELECT iddiccontact FROM k), evaluation_comment = 'Interne opmerking' WHERE id = $1`,
        [id],
      );
      expect(await count('bijscholing_cursussen WHERE id = $1 AND contact_id IS NOT NULL', [id])).toBe(1);
      const sheet = await call('N1001', 'GET', `${AGENDA}/${id}`);
      expect(sheet.statusCode).toBe(200);
      for (const secret of ['contact-intern@', '111 22 33', 'Interne opmerking', 'Werkadres']) expect(sheet.body).not.toContain(secret);
    });

    it('lets only a vet put a course in their agenda, from the app’s own pages, storing nothing otherwise', async () => {
      const [{ id }] = (await t.db.query<{ id: number }>(
        `INSERT INTO bijscholing_cursussen (title, start_date, end_date, status, type, legal_entity_id)
         SELECT 'Toe te voegen', $2::date, $2::date, 'GOEDGEKEURD', 'BP', legal_entity_id FROM bijscholing_cursussen WHERE id = $1 RETURNING id`,
        [demo, addDays(brusselsDate(), 22)],
      )) as [{ id: number }];
      const url = `${AGENDA}/${id}/mijn-agenda`;
      refused(await call('anonymous', 'PUT', url), 401);
      refused(await call('opleider', 'PUT', url), 403);
      refused(await call('secretariaat', 'PUT', url), 403);
      refused(await call('N1001', 'PUT', url, { headers: { origin: 'https://aanval.example' } }), 403, 'ORIGIN_REJECTED');
      for (const bad of ['0', '-5', '1e3', '99999999999']) refused(await call('N1001', 'PUT', `${AGENDA}/${bad}/mijn-agenda`), 400);
      refused(await call('N1001', 'GET', `${AGENDA}/2147483000`), 404, 'NOT_FOUND');
      expect(await count('agenda_cursussen WHERE cursus_id = $1', [id])).toBe(0);
      expect((await call('N1001', 'PUT', url)).statusCode).toBe(200);
    });
  });

  describe('certificates', () => {
    const make = (who: string, payload: Record<string, unknown>) => call(who, 'POST', ATTESTS, { payload });
    const made = () => count('bijscholing_attesten');
    const verify = (code: string, remoteAddress: string) => t.app.inject({ method: 'GET', url: `/api/attesten/${code}`, remoteAddress });

    it('gives a vet no other member’s certificate however the ordenummer is written, the secretariat nobody by a wildcard, a provider no ZIP', async () => {
      const before = await made();
      for (const other of ['n1004', ' N1004 ', 'N1004\t', 'N 1004']) refused(await make('N1001', { periode: period, username: other }), 403);
      for (const wildcard of ['N100%', 'N100_', '%', '*']) refused(await make('secretariaat', { periode: period, username: wildcard }), 404);
      for (const periode of [-1, 0, 1e30, '1 OR 1=1', 99999999999, null]) refused(await make('N1001', { periode }), 400);
      refused(await call('opleider2', 'POST', `${ATTESTS}/controle`, { payload: { periode: period } }), 403);
      expect(await made()).toBe(before);
      const own = await make('N1001', { periode: period, username: 'n1001' });
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-disposition']).toContain('attest-N1001-');
    });

    it('never takes a code with one character changed, nor an odd or overlong one, and echoes no code it was given', async () => {
      const code = String((await make('N1001', { periode: period })).headers['x-attest-code']);
      expect((await verify(code, '10.66.0.1')).statusCode).toBe(200);
      for (let at = 0; at < code.length; at++) {
        const other = ATTEST_ALPHABET[(ATTEST_ALPHABET.indexOf(code[at]!) + 7) % ATTEST_ALPHABET.length]!;
        refused(await verify(code.slice(0, at) + other + code.slice(at + 1), '10.66.0.2'), 400, 'ATTEST_CODE_ONGELDIG');
      }
      for (const odd of ['x'.repeat(65), encodeURIComponent("'; DROP TABLE bijscholing_attesten; --"), '%25%25', '..%2F..%2Fetc']) {
        const res = await verify(odd, '10.66.0.3');
        refused(res, 400);
        expect(res.body).not.toContain('DROP');
      }
      expect((await verify('x'.repeat(5000), '10.66.0.3')).statusCode).toBeLessThan(500);
      expect(await count('bijscholing_attesten')).toBeGreaterThan(0);
    });

    it('does not let a forwarded address reset the allowance of wrong codes', async () => {
      for (let i = 0; i < 60; i++) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/attesten/fout${i}`,
          remoteAddress: '10.66.1.1',
          headers: { 'x-forwarded-for': `192.0.2.${i}` },
        });
        expect(res.statusCode).toBe(400);
      }
      const past = await t.app.inject({ method: 'GET', url: '/api/attesten/fout', remoteAddress: '10.66.1.1', headers: { 'x-forwarded-for': '198.51.100.1' } });
      expect(past.statusCode).toBe(429);
    });

    it('writes a member’s name that reads as a formula into the control list’s workbook as plain text', async () => {
      const formula = '=HYPERLINK("http://aanval.example","Klik")';
      await t.db.query("UPDATE persons SET lastname = $1 WHERE ordenummer = 'N1004'", [formula]);
      const res = await call('secretariaat', 'GET', `/api/bijscholing/periodes/${period}/controle/excel?username=N1004`);
      expect(res.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as never);
      const cell = book.worksheets[0]!.getRow(2).getCell(2);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(String(cell.value)).toContain(formula);
    });
  });
});

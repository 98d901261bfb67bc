import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsDate } from '../../../domain/dates';
import { addDays } from '../../../domain/rules/courses';
import { as, login, useTestApp } from '../../helpers/app';
import { newCourse as courseWithItem } from '../../helpers/courses';
import { multipart, SAMPLES } from '../../helpers/files';

const COURSES = '/api/bijscholing/cursussen';
const REQUESTS = '/api/bijscholing/aanvragen';
/** A user error in Dutch (never an English message or an error code as its text). */
const DUTCH =
  /\b(veld|keuze|niet|geen|mag|moet|bestaat|geldig|ongeldig|cursus|aanvraag|toegang|getal|tekens|verplicht|geef|kies|rechten|gevonden|aangemeld|deze|het|de|een)\b/i;

/**
 * A course's queue and its evaluation test, attacked: other organisations, veterinarians and
 * anonymous callers, ids that do not exist or are no ids, bodies of the wrong shape, moves the caller
 * may not make, and many calls at once. Every refusal is a Dutch 4xx that changes nothing.
 */
describe('the requests of a course, attacked', () => {
  const t = useTestApp();
  const cookies: Record<string, string | undefined> = { anoniem: undefined };
  beforeAll(async () => {
    for (const u of ['secretariaat', 'opleider', 'opleider2', 'N1001', 'N1003']) cookies[u] = await login(t.app, u);
  });

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    as(t.app, cookies[who], {
      method,
      url,
      ...(payload === undefined
        ? {}
        : typeof payload === 'string'
          ? { payload, headers: { 'content-type': 'application/json' } }
          : { payload: payload as object }),
    });
  const status = (id: number | string, who: string, payload: unknown) => call(who, 'POST', `${REQUESTS}/${id}/status`, payload);
  const newCourse = (who = 'opleider', days = 40) => courseWithItem(t, cookies[who], { title: `Aanval ${who} ${Math.random()}`, days });
  const row = async (id: number) =>
    (
      await t.db.query<{ status: string; beoordelaar: string | null; evaluation_status: string | null; evaluation_number: string | null }>(
        'SELECT status, beoordelaar, evaluation_status, evaluation_number FROM bijscholing_cursussen WHERE id = $1',
        [id],
      )
    )[0]!;
  const audit = async (id: number) =>
    (
      await t.db.query<{ action: string; username: string }>(
        "SELECT action, username FROM audit_log WHERE resource IN ('cursussen', 'evaluaties') AND record_id = $1 ORDER BY id",
        [String(id)],
      )
    ).map((r) => `${r.username}:${r.action}`);
  const mails = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mails')).at(0)?.n ?? 0;
  /** A refusal: the status, a Dutch text, and no 5xx. */
  const refused = (res: { statusCode: number; body: string }, code: number, label = '') => {
    expect(res.statusCode, `${label} ${res.body}`).toBe(code);
    const body = JSON.parse(res.body);
    expect(String(body.usererror ?? ''), `${label} ${res.body}`).toMatch(DUTCH);
    return body;
  };
  const submitted = async (who = 'opleider') => {
    const id = await newCourse(who);
    expect((await status(id, who, { status: 'AANGEVRAAGD' })).statusCode).toBe(200);
    return id;
  };
  const approvedWithTest = async () => {
    const id = await submitted();
    expect((await status(id, 'secretariaat', { status: 'GOEDGEKEURD' })).statusCode).toBe(200);
    const upload = await as(t.app, cookies.opleider, { method: 'POST', url: `${COURSES}/${id}/evaluation`, ...multipart('toets.pdf', SAMPLES.pdf) });
    expect(upload.statusCode, upload.body).toBe(201);
    return id;
  };

  it('refuses another organisation, a veterinarian and an anonymous caller every call on a course, and changes nothing', async () => {
    const id = await submitted('opleider');
    const before = await audit(id);
    const calls: [string, 'GET' | 'POST', string, object?][] = [
      ['status', 'POST', `${REQUESTS}/${id}/status`, { status: 'AANGEVRAAGD' }],
      ['status', 'POST', `${REQUESTS}/${id}/status`, { status: 'GOEDGEKEURD' }],
      ['statussen', 'GET', `${REQUESTS}/${id}/statussen`],
      ['aanvragen', 'GET', `${REQUESTS}/${id}`],
      ['eok', 'POST', `${REQUESTS}/${id}/eok`, {}],
      ['enok', 'POST', `${REQUESTS}/${id}/enok`, { comment: 'Nee' }],
      ['historiek', 'GET', `${COURSES}/${id}/historiek`],
    ];
    for (const [who, code] of [
      ['opleider2', 403],
      ['N1001', 403],
      ['anoniem', 401],
    ] as const) {
      for (const [name, method, url, body] of calls) {
        const res = await call(who, method, url, body);
        expect([code, ...(name === 'eok' || name === 'enok' ? [403] : [])], `${who} ${name}: ${res.body}`).toContain(res.statusCode);
        expect(res.body, `${who} ${name}`).not.toContain('Aanval');
      }
    }
    expect(await row(id)).toMatchObject({ status: 'AANGEVRAAGD', beoordelaar: null });
    expect(await audit(id)).toEqual(before);
  });

  it.each([
    ['999999999', 404],
    ['2147483648', 400],
    ['99999999999999999999', 400],
    ['-1', 400],
    ['0', 400],
    ['1.5', 400],
    ['abc', 400],
    ['%00', 400],
    ['1e3', 400],
    ['0x10', 400],
    ['%2012', 400],
  ])('answers id %s with a Dutch %i on every call', async (id, code) => {
    for (const [method, url, body] of [
      ['POST', `${REQUESTS}/${id}/status`, { status: 'AANGEVRAAGD' }],
      ['GET', `${REQUESTS}/${id}/statussen`],
      ['GET', `${REQUESTS}/${id}`],
      ['POST', `${REQUESTS}/${id}/eok`, {}],
      ['POST', `${REQUESTS}/${id}/enok`, { comment: 'Nee' }],
      ['GET', `${COURSES}/${id}/historiek`],
    ] as const) {
      for (const who of ['secretariaat', 'opleider']) {
        const res = await call(who, method, url, body);
        // eok and enok are the secretariat's: a provider is refused before the id is looked at.
        const expected = who === 'opleider' && /eok|enok/.test(url) ? [403, code] : [code];
        expect(expected, `${who} ${method} ${url}: ${res.body}`).toContain(res.statusCode);
        expect(JSON.parse(res.body).usererror, `${who} ${method} ${url}`).toMatch(DUTCH);
      }
    }
  });

  it('refuses a status outside the queue, wrong types and a body that is no object, with the field named', async () => {
    const id = await newCourse();
    const before = await audit(id);
    for (const [body, field] of [
      [{ status: 'GESCHRAPT' }, 'status'],
      [{ status: 'aangevraagd' }, 'status'],
      [{ status: '' }, 'status'],
      [{ status: null }, 'status'],
      [{ status: 1 }, 'status'],
      [{ status: ['AANGEVRAAGD'] }, 'status'],
      [{ status: { eq: 'AANGEVRAAGD' } }, 'status'],
      [{}, 'status'],
      [{ status: 'AANGEVRAAGD', comment: 5 }, 'comment'],
      [{ status: 'AANGEVRAAGD', comment: { a: 1 } }, 'comment'],
      [{ status: 'AANGEVRAAGD', beoordelaar: 7 }, 'beoordelaar'],
      [{ status: 'AANGEVRAAGD\u0000' }, 'status'],
    ] as const) {
      const res = await status(id, 'opleider', body);
      const json = refused(res, 400, JSON.stringify(body));
      expect(Object.keys(json.fields ?? {}), JSON.stringify(body)).toEqual([field]);
    }
    for (const raw of ['[]', '"AANGEVRAAGD"', 'null', '{"status":', '12']) {
      const res = await status(id, 'opleider', raw);
      refused(res, 400, raw);
    }
    // A course state that no move leads to is a refused move, not a wrong value.
    refused(await status(id, 'opleider', { status: 'NIEUW' }), 409, 'NIEUW');
    expect(await row(id)).toMatchObject({ status: 'NIEUW' });
    expect(await audit(id)).toEqual(before);
  });

  it('lets a provider neither decide its own course nor skip the request, and the secretariat not submit for it', async () => {
    const id = await newCourse();
    const before = await audit(id);
    for (const target of ['GOEDGEKEURD', 'AFGEKEURD', 'ONVOLLEDIG', 'BEOORDELEN_P']) {
      const res = await status(id, 'opleider', { status: target, comment: 'Zelf beslist', beoordelaar: 'NGR' });
      expect([403, 409], `${target}: ${res.body}`).toContain(res.statusCode);
      refused(res, res.statusCode, target);
    }
    const bySecretariat = await status(id, 'secretariaat', { status: 'AANGEVRAAGD' });
    expect([403, 409], bySecretariat.body).toContain(bySecretariat.statusCode);
    refused(bySecretariat, bySecretariat.statusCode);
    expect(await row(id)).toMatchObject({ status: 'NIEUW', beoordelaar: null });
    expect(await audit(id)).toEqual(before);

    // Once requested, the provider still cannot decide it.
    expect((await status(id, 'opleider', { status: 'AANGEVRAAGD' })).statusCode).toBe(200);
    for (const target of ['GOEDGEKEURD', 'AFGEKEURD', 'ONVOLLEDIG', 'BEOORDELEN_P']) {
      const res = await status(id, 'opleider', { status: target, comment: 'Zelf beslist', beoordelaar: 'NGR' });
      expect([403, 409], `${target}: ${res.body}`).toContain(res.statusCode);
    }
    expect(await row(id)).toMatchObject({ status: 'AANGEVRAAGD', beoordelaar: null });
    const statussen = await call('opleider', 'GET', `${REQUESTS}/${id}/statussen`);
    expect(statussen.json().items).toEqual([]);
  });

  it('keeps extra fields of the body away from the course', async () => {
    const id = await newCourse();
    const res = await status(id, 'opleider', {
      status: 'AANGEVRAAGD',
      title: 'Gekaapt',
      legalEntityId: 1,
      beoordelaar: 'NGR',
      evaluationNumber: '2020-0001',
      evaluationStatus: 'APPROVED',
      id: 1,
    });
    // beoordelaar belongs to another move than submitting: ignored or refused, never stored.
    if (res.statusCode === 200) expect(res.json()).toMatchObject({ id, status: 'AANGEVRAAGD', beoordelaar: null, evaluationStatus: null });
    else refused(res, 400);
    const [stored] = await t.db.query<{ title: string; beoordelaar: string | null; evaluation_number: string | null }>(
      'SELECT title, beoordelaar, evaluation_number FROM bijscholing_cursussen WHERE id = $1',
      [id],
    );
    expect(stored!.title).not.toBe('Gekaapt');
    expect(stored!.beoordelaar).toBeNull();
    expect(stored!.evaluation_number).toBeNull();
  });

  it('asks the secretariat for an assessor from BEOORDELAAR and a comment of at most 2000 characters where needed', async () => {
    const id = await submitted();
    const before = await audit(id);
    for (const [body, field] of [
      [{ status: 'BEOORDELEN_P' }, 'beoordelaar'],
      [{ status: 'BEOORDELEN_P', beoordelaar: '' }, 'beoordelaar'],
      [{ status: 'BEOORDELEN_P', beoordelaar: 'ONBESTAAND' }, 'beoordelaar'],
      [{ status: 'BEOORDELEN_P', beoordelaar: "NGR' OR '1'='1" }, 'beoordelaar'],
      [{ status: 'BEOORDELEN_P', beoordelaar: 'NGR\u0000' }, 'beoordelaar'],
      [{ status: 'ONVOLLEDIG' }, 'comment'],
      [{ status: 'ONVOLLEDIG', comment: '' }, 'comment'],
      [{ status: 'ONVOLLEDIG', comment: '   ' }, 'comment'],
      [{ status: 'AFGEKEURD', comment: null }, 'comment'],
      [{ status: 'AFGEKEURD', comment: 'x'.repeat(2001) }, 'comment'],
      [{ status: 'GOEDGEKEURD', comment: 'x'.repeat(2001) }, 'comment'],
      [{ status: 'AFGEKEURD', comment: 'nul\u0000byte' }, 'comment'],
    ] as const) {
      const res = await status(id, 'secretariaat', body);
      const json = refused(res, 400, JSON.stringify(body).slice(0, 80));
      expect(Object.keys(json.fields ?? {}), JSON.stringify(body).slice(0, 80)).toEqual([field]);
    }
    expect(await row(id)).toMatchObject({ status: 'AANGEVRAAGD', beoordelaar: null });
    expect(await audit(id)).toEqual(before);
    const ok = await status(id, 'secretariaat', { status: 'AFGEKEURD', comment: 'x'.repeat(2000) });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses a move from a state the queue does not allow it from', async () => {
    const id = await submitted();
    expect((await status(id, 'secretariaat', { status: 'AFGEKEURD', comment: 'Niet relevant' })).statusCode).toBe(200);
    const before = await audit(id);
    for (const [who, body] of [
      ['secretariaat', { status: 'GOEDGEKEURD' }],
      ['secretariaat', { status: 'ONVOLLEDIG', comment: 'Toch' }],
      ['secretariaat', { status: 'BEOORDELEN_P', beoordelaar: 'NGR' }],
      ['opleider', { status: 'AANGEVRAAGD' }],
    ] as const) {
      const res = await status(id, who, body);
      refused(res, 409, JSON.stringify(body));
    }
    expect(await row(id)).toMatchObject({ status: 'AFGEKEURD' });
    expect(await audit(id)).toEqual(before);
    expect((await call('secretariaat', 'GET', `${REQUESTS}/${id}/statussen`)).json().items).toEqual([]);
  });

  it('refuses a request less than 14 days before the start and lets statussen say so', async () => {
    const id = await newCourse('opleider', 13);
    const open = await call('opleider', 'GET', `${REQUESTS}/${id}/statussen`);
    expect(open.json().items).toMatchObject([{ name: 'indienen', status: 'AANGEVRAAGD', refused: 'INVALID_CURSUS_PERIOD' }]);
    const res = await status(id, 'opleider', { status: 'AANGEVRAAGD' });
    expect(refused(res, 409).errorcode).toBe('INVALID_CURSUS_PERIOD');
    expect(await row(id)).toMatchObject({ status: 'NIEUW' });
    expect(await audit(id)).toEqual(['opleider:create']);
  });

  it('shows in statussen only the moves of the caller, nothing to another organisation', async () => {
    const id = await submitted();
    const sec = (await call('secretariaat', 'GET', `${REQUESTS}/${id}/statussen`)).json().items.map((i: { status: string }) => i.status);
    expect(sec.sort()).toEqual(['AFGEKEURD', 'BEOORDELEN_P', 'GOEDGEKEURD', 'ONVOLLEDIG']);
    const other = await call('opleider2', 'GET', `${REQUESTS}/${id}/statussen`);
    refused(other, 403);
    expect(other.body).not.toMatch(/AFGEKEURD|GOEDGEKEURD|indienen/);
  });

  it('keeps the requests of a course and their comments from another organisation', async () => {
    const id = await submitted();
    expect((await status(id, 'secretariaat', { status: 'ONVOLLEDIG', comment: 'Geheime opmerking' })).statusCode).toBe(200);
    for (const who of ['opleider2', 'N1003']) {
      const res = await call(who, 'GET', `${REQUESTS}/${id}`);
      refused(res, 403, who);
      expect(res.body).not.toContain('Geheime opmerking');
      const history = await call(who, 'GET', `${COURSES}/${id}/historiek`);
      refused(history, 403, who);
      expect(history.body).not.toContain('Geheime opmerking');
    }
    expect((await call('opleider', 'GET', `${REQUESTS}/${id}`)).body).toContain('Geheime opmerking');
  });

  it('gives one 200 and otherwise 409 500021 to ten submissions at once, with one audit row and one mail per secretariat member', async () => {
    const id = await newCourse();
    const mailsBefore = await mails();
    const secretariat = (
      await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE active AND 'SECRETARIAAT' = ANY(roles) AND email IS NOT NULL AND email <> ''")
    ).at(0)!.n;
    expect(secretariat).toBeGreaterThan(1);
    const results = await Promise.all(Array.from({ length: 10 }, () => status(id, 'opleider', { status: 'AANGEVRAAGD' })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().errorcode).toBe('500021');
    expect(await audit(id)).toEqual(['opleider:create', 'opleider:indienen']);
    expect(await mails()).toBe(mailsBefore + secretariat);
  });

  it('leaves one state and one audit row per success after many decisions at once', async () => {
    const id = await submitted();
    const bodies = [
      { status: 'GOEDGEKEURD' },
      { status: 'AFGEKEURD', comment: 'Nee' },
      { status: 'ONVOLLEDIG', comment: 'Aanvullen' },
      { status: 'BEOORDELEN_P', beoordelaar: 'NGR' },
    ];
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => status(id, 'secretariaat', bodies[i % bodies.length])));
    for (const r of results) expect([200, 409], r.body).toContain(r.statusCode);
    const won = results.filter((r) => r.statusCode === 200).map((r) => r.json().status as string);
    expect(won.length).toBeGreaterThanOrEqual(1);
    const final = await row(id);
    expect(final.status).toBe(won.at(-1) === undefined ? 'AANGEVRAAGD' : final.status);
    const rows = (await audit(id)).slice(2);
    expect(rows).toHaveLength(won.length);
    // Every success is a legal move from the state before it: the audit trail replays.
    const trail = await t.db.query<{ before: { status: string }; after: { status: string } }>(
      "SELECT before, after FROM audit_log WHERE resource = 'cursussen' AND record_id = $1 AND action NOT IN ('create', 'indienen') ORDER BY id",
      [String(id)],
    );
    let state = 'AANGEVRAAGD';
    for (const step of trail) {
      expect(step.before.status).toBe(state);
      expect(['AANGEVRAAGD', 'BEOORDELEN_P']).toContain(state);
      state = step.after.status;
    }
    expect(final.status).toBe(state);
  });

  it('numbers an evaluation test once when it is approved ten times at once', async () => {
    const id = await approvedWithTest();
    const results = await Promise.all(Array.from({ length: 10 }, () => call('secretariaat', 'POST', `${REQUESTS}/${id}/eok`, {})));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409)) refused(r, 409);
    const final = await row(id);
    expect(final).toMatchObject({ evaluation_status: 'APPROVED' });
    expect(final.evaluation_number).toMatch(/^\d{4}-\d{4}$/);
    expect((await audit(id)).filter((a) => a.endsWith(':goedkeuren'))).toHaveLength(2);
    const numbers = await t.db.query('SELECT 1 FROM bijscholing_cursussen WHERE evaluation_number = $1', [final.evaluation_number]);
    expect(numbers).toHaveLength(1);
  });

  it('gives two courses approved at once two numbers', async () => {
    const ids = [await approvedWithTest(), await approvedWithTest(), await approvedWithTest()];
    const results = await Promise.all(ids.map((id) => call('secretariaat', 'POST', `${REQUESTS}/${id}/eok`, {})));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const numbers = results.map((r) => r.json().evaluationNumber);
    expect(new Set(numbers).size).toBe(3);
  });

  it('refuses eok and enok on a course without a test, one not approved, or a test already decided', async () => {
    const bare = await submitted();
    for (const path of ['eok', 'enok']) {
      const res = await call('secretariaat', 'POST', `${REQUESTS}/${bare}/${path}`, { comment: 'Nee' });
      expect([404, 409], `${path}: ${res.body}`).toContain(res.statusCode);
      refused(res, res.statusCode, path);
    }
    // A test on a course that is not (yet) approved: no number.
    const id = await newCourse();
    const upload = await as(t.app, cookies.opleider, { method: 'POST', url: `${COURSES}/${id}/evaluation`, ...multipart('toets.pdf', SAMPLES.pdf) });
    expect(upload.statusCode, upload.body).toBe(201);
    refused(await call('secretariaat', 'POST', `${REQUESTS}/${id}/eok`, {}), 409);
    expect(await row(id)).toMatchObject({ evaluation_status: 'NEW', evaluation_number: null });

    const approved = await approvedWithTest();
    const tooLong = await call('secretariaat', 'POST', `${REQUESTS}/${approved}/enok`, { comment: 'x'.repeat(2001) });
    expect(Object.keys(refused(tooLong, 400).fields)).toEqual(['comment']);
    const nul = await call('secretariaat', 'POST', `${REQUESTS}/${approved}/eok`, { comment: 'a\u0000b' });
    expect(Object.keys(refused(nul, 400).fields)).toEqual(['comment']);
    const typed = await call('secretariaat', 'POST', `${REQUESTS}/${approved}/eok`, { comment: 12 });
    expect(Object.keys(refused(typed, 400).fields)).toEqual(['comment']);
    const numbered = await call('secretariaat', 'POST', `${REQUESTS}/${approved}/eok`, { evaluationNumber: '1999-0001', evaluationStatus: 'DECLINED' });
    expect(numbered.statusCode, numbered.body).toBe(200);
    expect(numbered.json().evaluationNumber).not.toBe('1999-0001');
    expect(numbered.json().evaluationStatus).toBe('APPROVED');
    refused(await call('secretariaat', 'POST', `${REQUESTS}/${approved}/enok`, { comment: 'Te laat' }), 409);
    refused(await call('secretariaat', 'POST', `${REQUESTS}/${approved}/eok`, {}), 409);
    expect((await row(approved)).evaluation_status).toBe('APPROVED');
  });

  it('counts in the stats of a provider only its own courses', async () => {
    const count = async (who: string, path: string) =>
      Object.fromEntries(((await call(who, 'GET', path)).json().items as { state: string; count: number }[]).map((i) => [i.state, i.count]));
    const mine = await count('opleider', `${COURSES}/stats`);
    const theirsBefore = await count('opleider2', `${COURSES}/stats`);
    await submitted('opleider2');
    await submitted('opleider2');
    expect(await count('opleider', `${COURSES}/stats`)).toEqual(mine);
    const theirs = await count('opleider2', `${COURSES}/stats`);
    expect(theirs.AANGEVRAAGD).toBe((theirsBefore.AANGEVRAAGD ?? 0) + 2);
    const own = await t.db.query<{ status: string; n: number }>(
      "SELECT c.status, count(*)::int AS n FROM bijscholing_cursussen c JOIN users u ON u.legal_entity_id = c.legal_entity_id WHERE u.username = 'opleider' GROUP BY c.status",
    );
    for (const [state, n] of Object.entries(mine)) expect(n, state).toBe(own.find((r) => r.status === state)?.n ?? 0);
    const [all] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM bijscholing_cursussen WHERE status = 'AANGEVRAAGD'");
    expect((await count('secretariaat', `${COURSES}/stats`)).AANGEVRAAGD).toBe(all!.n);
    // The evaluation tests' stats are the secretariat's.
    refused(await call('opleider', 'GET', '/api/bijscholing/evaluaties/stats'), 403);
    refused(await call('N1001', 'GET', `${COURSES}/stats`), 403);
    expect((await call('anoniem', 'GET', `${COURSES}/stats`)).statusCode).toBe(401);
    for (const query of ['?status=GOEDGEKEURD', '?legalEntityId=1', '?x=%00']) {
      const res = await call('opleider', 'GET', `${COURSES}/stats${query}`);
      expect([200, 400], `${query}: ${res.body}`).toContain(res.statusCode);
      if (res.statusCode === 200)
        expect(Object.fromEntries((res.json().items as { state: string; count: number }[]).map((i) => [i.state, i.count]))).toEqual(mine);
    }
  });

  it.each([
    ['limit=-1', 'limit'],
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=100000', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=abc', 'offset'],
    ['limit=1&limit=2', 'limit'],
    ['limit=%00', 'limit'],
  ])('refuses %s for a history page with the field named', async (query, field) => {
    const id = await submitted();
    const res = await call('opleider', 'GET', `${COURSES}/${id}/historiek?${query}`);
    expect(Object.keys(refused(res, 400, query).fields ?? {}), query).toEqual([field]);
  });

  it('pages the history without gaps or repeats', async () => {
    const id = await submitted();
    expect((await status(id, 'secretariaat', { status: 'ONVOLLEDIG', comment: 'Eén' })).statusCode).toBe(200);
    expect((await status(id, 'opleider', { status: 'AANGEVRAAGD' })).statusCode).toBe(200);
    const all = (await call('opleider', 'GET', `${COURSES}/${id}/historiek?limit=100`)).json();
    const paged = [];
    for (let offset = 0; offset < all.size; offset++)
      paged.push(...(await call('opleider', 'GET', `${COURSES}/${id}/historiek?limit=1&offset=${offset}`)).json().items);
    expect(paged).toEqual(all.items);
    expect((await call('opleider', 'GET', `${COURSES}/${id}/historiek?offset=1000`)).json().items).toEqual([]);
  });

  it('answers a speaker with an unknown or malformed person with a Dutch 400', async () => {
    const id = await newCourse();
    for (const personId of [2147483000, 2147483648, -1, 0, 1.5, 'abc', '0x1', '1e0', true, [1], { id: 1 }]) {
      const res = await call('opleider', 'POST', '/api/bijscholing/cursussprekers', { cursusId: id, firstName: 'Sofie', lastName: 'Peeters', personId });
      const json = refused(res, 400, JSON.stringify(personId));
      expect(Object.keys(json.fields ?? {}), JSON.stringify(personId)).toEqual(['personId']);
    }
    expect(await t.db.query('SELECT 1 FROM bijscholing_cursussprekers WHERE cursus_id = $1', [id])).toHaveLength(0);
  });
  it('recomputes the points of undecided courses only when a coefficient changes, and only at the secretariat', async () => {
    const id = async (sql: string) => (await t.db.query<{ id: number }>(sql))[0]!.id;
    const made = await call('secretariaat', 'POST', '/api/bijscholing/coefficients', { code: `AANVAL${Date.now() % 100000}`, coefficient: 1 });
    expect(made.statusCode, made.body).toBe(201);
    const coefficient = made.json().id as number;
    const ref = {
      category: await id("SELECT id FROM bijscholing_categories WHERE code = 'LEZ'"),
      dagdeel: await id("SELECT id FROM bijscholing_dagdelen WHERE code = 'AV'"),
    };
    const withItem = async () => {
      const bare = await call('opleider', 'POST', COURSES, {
        title: `Punten ${Math.random()}`,
        startDate: addDays(brusselsDate(), 40),
        endDate: addDays(brusselsDate(), 40),
        type: 'BP',
      });
      const course = bare.json().id as number;
      const item = await call('opleider', 'POST', '/api/bijscholing/cursusitems', {
        cursusId: course,
        datum: addDays(brusselsDate(), 40),
        startTime: '19:00',
        endTime: '21:00',
        category: ref.category,
        dagdeel: ref.dagdeel,
        coefficient,
        speakers: [],
      });
      expect(item.statusCode, item.body).toBe(201);
      expect(item.json().points).toBe(2);
      return course;
    };
    const open = await withItem();
    const waiting = await withItem();
    expect((await status(waiting, 'opleider', { status: 'AANGEVRAAGD' })).statusCode).toBe(200);
    const approved = await withItem();
    expect((await status(approved, 'opleider', { status: 'AANGEVRAAGD' })).statusCode).toBe(200);
    expect((await status(approved, 'secretariaat', { status: 'GOEDGEKEURD' })).statusCode).toBe(200);
    const declined = await withItem();
    expect((await status(declined, 'opleider', { status: 'AANGEVRAAGD' })).statusCode).toBe(200);
    expect((await status(declined, 'secretariaat', { status: 'AFGEKEURD', comment: 'Nee' })).statusCode).toBe(200);

    const points = async (course: number) => (await call('secretariaat', 'GET', `${COURSES}/${course}`)).json().points;
    for (const [who, body, code] of [
      ['opleider', { coefficient: 3 }, 403],
      ['N1001', { coefficient: 3 }, 403],
      ['secretariaat', { coefficient: 0 }, 400],
      ['secretariaat', { coefficient: 1.5 }, 400],
      ['secretariaat', { coefficient: '3x' }, 400],
      ['secretariaat', { coefficient: true }, 400],
    ] as const) {
      refused(await call(who, 'POST', `/api/bijscholing/coefficients/${coefficient}`, body), code, `${who} ${JSON.stringify(body)}`);
    }
    for (const course of [open, waiting, approved, declined]) expect(await points(course)).toBe(2);

    const changed = await call('secretariaat', 'POST', `/api/bijscholing/coefficients/${coefficient}`, { coefficient: 3 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect([await points(open), await points(waiting), await points(approved), await points(declined)]).toEqual([6, 6, 2, 2]);
    const recomputed = await t.db.query(
      "SELECT 1 FROM audit_log WHERE resource = 'cursusitems' AND action = 'update' AND username = 'secretariaat' AND (after->>'coefficient')::int = $1",
      [coefficient],
    );
    expect(recomputed).toHaveLength(2);
  });

  it('refuses a decision as plain text, too large, or posted from another site, and evaluation calls to a provider', async () => {
    const id = await submitted();
    for (const [type, payload] of [
      ['text/plain', 'status=GOEDGEKEURD'],
      ['application/json', `{"status":"GOEDGEKEURD","comment":"${'x'.repeat(2_000_000)}"}`],
    ] as const) {
      const res = await as(t.app, cookies.secretariaat, { method: 'POST', url: `${REQUESTS}/${id}/status`, payload, headers: { 'content-type': type } });
      expect(res.statusCode, `${type}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, type).toBeLessThan(500);
      expect(JSON.parse(res.body).usererror, type).toMatch(DUTCH);
    }
    // A form post is a body like any other, but not from a page of another site.
    for (const origin of ['https://aanvaller.example', 'null', undefined]) {
      const res = await as(t.app, cookies.secretariaat, {
        method: 'POST',
        url: `${REQUESTS}/${id}/status`,
        payload: 'status=GOEDGEKEURD',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      });
      refused(res, 403, String(origin));
    }
    expect(await row(id)).toMatchObject({ status: 'AANGEVRAAGD' });
    const course = await approvedWithTest();
    for (const url of [`/api/bijscholing/evaluaties/${course}`, `/api/bijscholing/evaluaties/${course}/historiek`, '/api/bijscholing/evaluaties?status=NEW']) {
      refused(await call('opleider', 'GET', url), 403, url);
    }
  });
});

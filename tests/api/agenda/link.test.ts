import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';
import { eventsOf, parseICalendar } from '../../helpers/ical';

// A built browser app of one page, so the feed is seen to win over the pages' fallback.
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agenda-static-'));
fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Portaal</title>');

/** The personal calendar link (GET/POST/DELETE /api/agenda) and its feed (GET /agenda/{token}.ics). */
describe('calendar link', () => {
  const t = useTestApp({}, staticDir);
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const insertService = async (name: string, extra: { active?: boolean; website?: string; info?: string } = {}) =>
    (
      await t.db.query<{ id: number }>(
        `INSERT INTO wachtdiensten (name, telephone, website, type, info, responsible, active)
         VALUES ($1, '+32 9 123 45 67', $2, 'GENERAL', $3, 'N1001', $4) RETURNING id`,
        [name, extra.website ?? null, extra.info ?? null, extra.active ?? true],
      )
    )[0]!.id;
  const join = (service: number, who: string, kind: 'W' | 'P', at: string) =>
    t.db.query('INSERT INTO wachtdienst_leden (wachtdienst_id, ordenummer, active_member, creationdate) VALUES ($1, $2, $3, $4)', [service, who, kind, at]);
  const insertCourse = async (title: string, start: string, end: string, location: string | null) =>
    (
      await t.db.query<{ id: number }>(
        `INSERT INTO bijscholing_cursussen (title, start_date, end_date, status, type, location, legal_entity_id)
         SELECT $1, $2, $3, 'GOEDGEKEURD', 'BP', $4, legal_entity_id FROM bijscholing_cursussen LIMIT 1 RETURNING id`,
        [title, start, end, location],
      )
    )[0]!.id;
  const addItem = (course: number, day: string, from: string, to: string) =>
    t.db.query(
      `INSERT INTO bijscholing_cursusitems (cursus_id, datum, start_time, end_time, category_id, coefficient_id)
       SELECT $1, $2, $3, $4, (SELECT min(id) FROM bijscholing_categories), (SELECT min(id) FROM bijscholing_coefficients)`,
      [course, day, from, to],
    );
  const recordPoints = (who: string, course: number, state: string, attendance = 'DEELNAME') =>
    t.db.query(
      `INSERT INTO bijscholing_punten (periode_id, username, type, state, idbijcursus, title, begindatum, einddatum, attendancetype)
       SELECT (SELECT id FROM bijscholing_periodes WHERE active), $1, 'bpcursussen', $2, c.id, c.title, c.start_date, c.end_date, $3
         FROM bijscholing_cursussen c WHERE c.id = $4`,
      [who, state, attendance, course],
    );

  beforeAll(async () => {
    for (const u of ['N1001', 'N1003', 'secretariaat', 'opleider']) cookies[u] = await login(t.app, u);
    ids.noodwacht = await insertService('Noodwacht Mol', { website: 'https://noodwacht-mol.be', info: 'Bel eerst de centrale.' });
    ids.paarden = await insertService('Paardenwacht Kempen');
    ids.gesloten = await insertService('Opgeheven wacht', { active: false });
    ids.ander = await insertService('Wacht van een ander');
    // 23:30 UTC on 5 March is 6 March in Brussels: the day the member joined there.
    await join(ids.noodwacht, 'N1003', 'W', '2026-03-05T23:30:00Z');
    await join(ids.paarden, 'N1003', 'P', '2026-04-01T10:00:00Z');
    await join(ids.gesloten, 'N1003', 'W', '2026-04-02T10:00:00Z');
    await join(ids.ander, 'N1001', 'W', '2026-04-03T10:00:00Z');
    ids.dag = await insertCourse('Echografie bij de kat', '2026-06-12', '2026-06-12', 'Mol');
    await addItem(ids.dag, '2026-06-12', '09:00', '12:00');
    await addItem(ids.dag, '2026-06-12', '13:00', '17:30');
    ids.tweedaags = await insertCourse('Rundveecongres', '2026-09-10', '2026-09-11', 'Gent');
    ids.afgekeurd = await insertCourse('Afgekeurde workshop', '2026-05-01', '2026-05-01', null);
    ids.vanAnder = await insertCourse('Cursus van een ander', '2026-05-02', '2026-05-02', null);
    await recordPoints('N1003', ids.dag, 'APPROVED', 'DEELNAME');
    await recordPoints('N1003', ids.dag, 'NEW', 'GESLAAGD');
    await recordPoints('N1003', ids.tweedaags, 'NEW');
    await recordPoints('N1003', ids.afgekeurd, 'DECLINED');
    await recordPoints('N1001', ids.vanAnder, 'APPROVED');
  });

  const call = (who: string | undefined, method: 'GET' | 'POST' | 'DELETE', url = '/api/agenda') => as(t.app, who && cookies[who], { method, url });
  const feedPath = (url: string) => new URL(url).pathname;
  const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: feedPath(url) });
  const newLink = async (who = 'N1003') => {
    const res = await call(who, 'POST');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().url as string;
  };

  it('makes a link once and afterwards only says that one exists', async () => {
    expect((await call('N1003', 'GET')).json()).toEqual({ exists: false, createdAt: null });
    const made = await call('N1003', 'POST');
    expect(made.json()).toMatchObject({ exists: true, url: expect.stringMatching(/^http:\/\/portaal\.test\/agenda\/[\w-]{43}\.ics$/) });
    const token = made.json().url.split('/').pop().replace('.ics', '');
    const state = await call('N1003', 'GET');
    expect(state.json()).toEqual({ exists: true, createdAt: made.json().createdAt });
    expect(state.body).not.toContain(token);
    // Only a hash is kept: the database does not hold the link either.
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM agenda_tokens');
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("serves, without a session, the member's services and courses as an iCalendar file", async () => {
    const res = await fetchFeed(await newLink());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.headers['cache-control']).toMatch(/private/);
    const calendar = parseICalendar(res.body);
    expect(calendar.name).toBe('VCALENDAR');
    expect(calendar.props.VERSION?.value).toBe('2.0');
    const events = eventsOf(calendar);
    const bySummary = Object.fromEntries(events.map((e) => [e.props.SUMMARY!.value, e]));
    expect(Object.keys(bySummary).sort()).toEqual([
      'Bijscholing: Echografie bij de kat',
      'Bijscholing: Rundveecongres',
      'Wachtdienst Noodwacht Mol (actief lid)',
      'Wachtdienst Paardenwacht Kempen (passief lid)',
    ]);
    const noodwacht = bySummary['Wachtdienst Noodwacht Mol (actief lid)']!;
    expect(noodwacht.props.DTSTART).toEqual({ params: { VALUE: 'DATE' }, value: '20260306' });
    expect(noodwacht.props.DTEND?.value).toBe('20260307');
    expect(noodwacht.props.URL?.value).toBe(`http://portaal.test/wachtdiensten/${ids.noodwacht}`);
    expect(noodwacht.props.DESCRIPTION?.value).toContain('Telefoon: +32 9 123 45 67\nWebsite: https://noodwacht-mol.be\nBel eerst de centrale.');
    // A one-day course runs from its first item's start to its last item's end, Brussels summer time.
    const dag = bySummary['Bijscholing: Echografie bij de kat']!;
    expect(dag.props.DTSTART).toEqual({ params: {}, value: '20260612T070000Z' });
    expect(dag.props.DTEND?.value).toBe('20260612T153000Z');
    expect(dag.props.LOCATION?.value).toBe('Mol');
    const congres = bySummary['Bijscholing: Rundveecongres']!;
    expect(congres.props.DTSTART).toEqual({ params: { VALUE: 'DATE' }, value: '20260910' });
    expect(congres.props.DTEND?.value).toBe('20260912');
    expect(new Set(events.map((e) => e.props.UID?.value)).size).toBe(events.length);
  });

  it('needs no session and ignores one: the token decides whose calendar it is', async () => {
    const url = await newLink();
    const res = await as(t.app, cookies.N1001, { method: 'GET', url: feedPath(url) });
    expect(res.body).toContain('Noodwacht Mol');
    expect(res.body).not.toContain('Wacht van een ander');
    expect(res.body).not.toContain('Cursus van een ander');
  });

  it('stops the old link the moment a new one is made, and a revoked one at once', async () => {
    const first = await newLink();
    const second = await newLink();
    const old = await fetchFeed(first);
    expect(old.statusCode).toBe(404);
    expect(old.body).toBe('');
    expect((await fetchFeed(second)).statusCode).toBe(200);
    const revoked = await call('N1003', 'DELETE');
    expect(revoked.json()).toEqual({ exists: false, createdAt: null });
    expect((await fetchFeed(second)).statusCode).toBe(404);
    expect((await call('N1003', 'GET')).json().exists).toBe(false);
    // Revoking nothing is no error.
    expect((await call('N1003', 'DELETE')).statusCode).toBe(200);
  });

  it('keeps one live link when several are asked for at the same moment', async () => {
    const made = await Promise.all(Array.from({ length: 6 }, () => call('N1001', 'POST')));
    const answers = await Promise.all(made.map((r) => fetchFeed(r.json().url)));
    expect(answers.map((a) => a.statusCode).filter((s) => s === 200)).toHaveLength(1);
    const [row] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM agenda_tokens a JOIN users u ON u.id = a.user_id WHERE u.username = 'N1001'");
    expect(row!.n).toBe(1);
  });

  it('answers 404 to an unknown or malformed token, and never with the page', async () => {
    for (const url of ['/agenda/bestaat-niet-maar-heeft-wel-de-juiste-lengte-xx.ics', '/agenda/kort.ics', '/agenda/.ics', '/agenda/iets-anders']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe('');
    }
    expect((await t.app.inject({ method: 'GET', url: '/profiel' })).body).toContain('<title>Portaal</title>');
  });

  it('stops the feed of an account that is no longer active', async () => {
    const url = await newLink('N1001');
    await t.db.query("UPDATE users SET active = false WHERE username = 'N1001'");
    expect((await fetchFeed(url)).statusCode).toBe(404);
    await t.db.query("UPDATE users SET active = true WHERE username = 'N1001'");
    expect((await fetchFeed(url)).statusCode).toBe(200);
  });

  it('is for veterinarians only', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await call('secretariaat', method)).statusCode).toBe(403);
      expect((await call('opleider', method)).statusCode).toBe(403);
      expect((await call(undefined, method)).statusCode).toBe(401);
    }
    expect((await t.db.query("SELECT 1 FROM agenda_tokens a JOIN users u ON u.id = a.user_id WHERE u.username IN ('secretariaat', 'opleider')")).length).toBe(
      0,
    );
  });

  it('limits how often one link is fetched', async () => {
    const url = await newLink();
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) codes.push((await fetchFeed(url)).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes[60]).toBe(429);
  });
});

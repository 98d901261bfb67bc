import { beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_UP_TO } from '../../../server/repositories/paging';
import { as, login, useTestApp } from '../../helpers/app';

/**
 * A queue too long to count on every page: its total is exact up to 1,000 rows past
 * the page's start, and beyond that says "at least"; every page still comes, to the last.
 */
describe('a list longer than it is counted', () => {
  const t = useTestApp();
  let sec: string;
  const list = async (status: string, offset: number) =>
    (await as(t.app, sec, { method: 'GET', url: `/api/mails?status=${status}&limit=25&offset=${offset}` })).json();

  beforeAll(async () => {
    sec = await login(t.app, 'secretariaat');
    await t.db.query(
      `INSERT INTO mails (idmailtemplate, recipient, status)
       SELECT (SELECT idmailtemplate FROM mail_templates WHERE name = 'ACTIVATIE'), 'lid' || g || '@voorbeeld.be', CASE WHEN g <= 1500 THEN 'STOP' ELSE 'ERROR' END
         FROM generate_series(1, 1700) g`,
    );
  });

  it('counts a short list exactly, and a long one up to a bound it says is a lower one', async () => {
    const errors = await list('ERROR', 0);
    expect(errors.atLeast).toBeUndefined();
    expect(errors.size).toBeGreaterThanOrEqual(200);
    expect(errors.size).toBeLessThan(EXACT_TOTAL_UP_TO);
    const stopped = await list('STOP', 0);
    expect(stopped).toMatchObject({ size: EXACT_TOTAL_UP_TO, atLeast: true, limit: 25, offset: 0 });
    expect(stopped.items).toHaveLength(25);
  });

  it('still pages to the end: deep pages say whether more follow, the last one counts exactly', async () => {
    const deep = await list('STOP', 1000);
    expect(deep).toMatchObject({ atLeast: true, size: 1025 });
    expect(deep.items).toHaveLength(25);
    const [{ n }] = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mails WHERE status = 'STOP'`)) as [{ n: number }];
    const last = await list('STOP', n - 10);
    expect(last.items).toHaveLength(10);
    expect(last.size).toBe(n);
    expect(last.atLeast).toBeUndefined();
  });

  it('gives the logbook of a long trail a page without counting it to its end', async () => {
    await t.db.query(
      `INSERT INTO audit_log (username, resource, record_id, action, before, after)
       SELECT 'secretariaat', 'herinneringen', g::text, 'run', NULL, '{}'::jsonb FROM generate_series(1, 1100) g`,
    );
    const trail = (await as(t.app, sec, { method: 'GET', url: '/api/logboek?limit=25&offset=0' })).json();
    expect(trail).toMatchObject({ size: EXACT_TOTAL_UP_TO, atLeast: true });
    expect(trail.items).toHaveLength(25);
    const few = (await as(t.app, sec, { method: 'GET', url: '/api/logboek?limit=25&offset=0&soort=agenda' })).json();
    expect(few.atLeast).toBeUndefined();
  });

  it('gives the control list of many members a page, with or without a filter on the totals, counted up to the bound', async () => {
    await t.db.query(
      `INSERT INTO persons (ordenummer, firstname, lastname, search_name)
       SELECT 'L' || g, 'Lid', 'Lang' || lpad(g::text, 5, '0'), 'lang' || g FROM generate_series(1, 1100) g`,
    );
    const [period] = await t.db.query<{ id: number }>(
      `INSERT INTO bijscholing_periodes (start_date, end_date, required_points) VALUES ('2093-01-01', '2095-12-31', 40) RETURNING id`,
    );
    await t.db.query(
      `INSERT INTO bijscholing_punten (periode_id, username, member, type, state, title, begindatum, cpunten, tcpunten)
       SELECT $1, 'L' || g, 'L' || g, 'teachings', 'APPROVED', 'Les', '2093-02-01', 50, 0 FROM generate_series(1, 1100, 2) g`,
      [period!.id],
    );
    const control = async (query: string) =>
      (await as(t.app, sec, { method: 'GET', url: `/api/bijscholing/periodes/${period!.id}/controle?limit=25&offset=0${query}` })).json();
    const all = await control('');
    expect(all).toMatchObject({ size: EXACT_TOTAL_UP_TO, atLeast: true });
    expect(all.items).toHaveLength(25);
    // Half of the long members reached the 40 points: the other 550 (and the demo's) are short.
    const short = await control('&docontrol=1');
    expect(short.items.every((l: { total: number; required: number }) => l.total < l.required)).toBe(true);
    expect(short.atLeast).toBeUndefined();
    expect(short.size).toBeGreaterThanOrEqual(550);
    // An exemption that holds takes its member out of the count, and the line says so.
    await t.db.query(`INSERT INTO vrijstellingen (username, years, statecode, end_date) VALUES ('L2', 1, 'APP', current_date + 400)`);
    expect((await control('&docontrol=1')).size).toBe(short.size - 1);
    expect((await control('&username=L2')).items).toMatchObject([{ username: 'L2', total: 0, exempt: true }]);
    const done = await control('&min=40');
    expect(done).toMatchObject({ size: 550 });
    expect(done.items[0]).toMatchObject({ username: 'L1', total: 50 });
  });

  it('gives the user list, the organisation typeahead and the registrations past a thousand rows "at least", and pages on past the thousandth', async () => {
    await t.db.query(
      `INSERT INTO users (username, firstname, lastname, email)
       SELECT 'lang' || lpad(g::text, 5, '0'), 'Lid', 'Lang' || lpad(g::text, 5, '0'), 'lang' || g || '@voorbeeld.be' FROM generate_series(1, 1100) g`,
    );
    const users = async (query: string) => (await as(t.app, sec, { method: 'GET', url: `/api/crm/user?limit=25${query}` })).json();
    expect(await users('&offset=0')).toMatchObject({ size: EXACT_TOTAL_UP_TO, atLeast: true, limit: 25, offset: 0 });
    expect(await users('&offset=0&q=lang')).toMatchObject({ size: EXACT_TOTAL_UP_TO, atLeast: true });
    const past = await users('&offset=1050&q=lang');
    expect(past.items.map((u: { username: string }) => u.username)).toEqual(Array.from({ length: 25 }, (_, i) => `lang${String(1051 + i).padStart(5, '0')}`));
    const last = await users('&offset=1090&q=lang');
    expect(last).toMatchObject({ size: 1100 });
    expect(last.atLeast).toBeUndefined();

    await t.db.query(`INSERT INTO legal_entities (name, search_name) SELECT 'Praktijk Lang ' || g, 'praktijklang' || g FROM generate_series(1, 1100) g`);
    const typeahead = (await t.app.inject({ method: 'GET', url: '/api/crm/public/legalentities?name=praktijk%20lang&limit=25&offset=0' })).json();
    expect(typeahead).toMatchObject({ size: EXACT_TOTAL_UP_TO, atLeast: true });
    expect(typeahead.items).toHaveLength(25);
    expect(Object.keys(typeahead.items[0]).sort()).toEqual(['id', 'iddiclegalentity', 'legalentityDisplayAddress', 'locality', 'name']);

    await t.db.query(
      `INSERT INTO provider_registrations (data)
       SELECT jsonb_set((SELECT data FROM provider_registrations ORDER BY id LIMIT 1), '{username}', to_jsonb('opleider' || g)) FROM generate_series(1, 1100) g`,
    );
    const registrations = (await as(t.app, sec, { method: 'GET', url: '/api/registraties?status=NIEUW&limit=25&offset=0' })).json();
    expect(registrations).toMatchObject({ size: EXACT_TOTAL_UP_TO, atLeast: true });
    expect(registrations.items).toHaveLength(25);
  });
});

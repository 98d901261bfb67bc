import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';
import { eventsOf, parseICalendar } from '../../helpers/ical';

/**
 * The calendar feed as a calendar app and the people it is shared with read it, and as a prober
 * tries it: titles that say "Wachtdienst" once, the calendar's time zone before
 * its events, event UIDs that name nobody, and a limit on wrong guesses that never cuts off a valid link.
 */
describe('calendar feed', () => {
  const t = useTestApp();
  let cookie: string;
  beforeAll(async () => {
    cookie = await login(t.app, 'N1003');
    const services = await t.db.query<{ id: number }>(
      `INSERT INTO wachtdiensten (name, telephone, type, responsible, active)
       VALUES ('Wachtdienst Mol-Centrum', '014 12 34 56', 'GEZEL', 'N1003', true), ('Noodwacht Geel', '014 65 43 21', 'GEZEL', 'N1003', true) RETURNING id`,
    );
    for (const { id } of services)
      await t.db.query("INSERT INTO wachtdienst_leden (wachtdienst_id, ordenummer, active_member) VALUES ($1, 'N1003', 'W')", [id]);
  });
  const newFeed = async () => new URL((await as(t.app, cookie, { method: 'POST', url: '/api/agenda' })).json().url).pathname;
  const fetchFrom = (url: string, remoteAddress = '127.0.0.1') => t.app.inject({ method: 'GET', url, remoteAddress });

  const feedOf = async (feed: string) => {
    const res = await fetchFrom(feed);
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, calendar: parseICalendar(res.body) };
  };

  it('names a service "Wachtdienst" once', async () => {
    const summaries = eventsOf((await feedOf(await newFeed())).calendar).map((e) => e.props.SUMMARY!.value);
    expect(summaries).toEqual(expect.arrayContaining(['Wachtdienst Mol-Centrum (actief lid)', 'Wachtdienst Noodwacht Geel (actief lid)']));
    expect(summaries.join('\n')).not.toMatch(/wachtdienst wachtdienst/i);
  });

  it('gives the calendar’s time zone before its events', async () => {
    const { body, calendar } = await feedOf(await newFeed());
    // The calendar's own properties come first (RFC 5545 §3.4): some apps read none after an event.
    const lines = body.split('\r\n');
    expect(lines.indexOf('X-WR-TIMEZONE:Europe/Brussels')).toBeGreaterThan(0);
    expect(lines.indexOf('X-WR-TIMEZONE:Europe/Brussels')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    expect(calendar.props['X-WR-TIMEZONE']?.value).toBe('Europe/Brussels');
  });

  it('names nobody in an event’s UID, and keeps the UIDs of one link the same', async () => {
    const feed = await newFeed();
    const uids = eventsOf((await feedOf(feed)).calendar).map((e) => e.props.UID!.value);
    expect(uids.length).toBeGreaterThan(1);
    for (const uid of uids) expect(uid.toUpperCase()).not.toContain('N1003');
    // The same link gives the same UIDs, so a calendar app updates its events instead of doubling them.
    expect(eventsOf((await feedOf(feed)).calendar).map((e) => e.props.UID!.value)).toEqual(uids);
  });

  it('speaks the owner’s account language, fetched without a session: French texts for a French vet', async () => {
    const [course] = await t.db.query<{ id: number }>(
      `INSERT INTO bijscholing_cursussen (title, start_date, end_date, type, status, online_course, legal_entity_id)
       SELECT 'Webinaire anesthésie', '2090-05-04', '2090-05-05', 'BP', 'GOEDGEKEURD', true, legal_entity_id FROM bijscholing_cursussen LIMIT 1 RETURNING id`,
    );
    await t.db.query(`INSERT INTO agenda_cursussen (username, cursus_id) VALUES ('N1003', $1)`, [course!.id]);
    const feed = await newFeed();
    const dutch = eventsOf((await feedOf(feed)).calendar);
    expect(dutch.find((e) => e.props.SUMMARY!.value === 'Bijscholing: Webinaire anesthésie')?.props.LOCATION?.value).toBe('Online bijscholing');
    await t.db.query(`UPDATE users SET language = 'fr' WHERE username = 'N1003'`);
    try {
      // The same link, no session and no Accept-Language: the account's language decides.
      const { calendar } = await feedOf(feed);
      expect(calendar.props['X-WR-CALNAME']?.value).toBe('Ordre des Médecins Vétérinaires');
      // It says what it holds: the courses put in the agenda too.
      expect(calendar.props['X-WR-CALDESC']?.value).toContain('ou que vous avez ajoutées à votre agenda');
      const events = eventsOf(calendar);
      const summaries = events.map((e) => e.props.SUMMARY!.value);
      expect(summaries).toEqual(
        expect.arrayContaining([
          'Wachtdienst Mol-Centrum (membre actif)',
          'Service de garde Noodwacht Geel (membre actif)',
          'Formation continue : Webinaire anesthésie',
        ]),
      );
      const webinar = events.find((e) => e.props.SUMMARY!.value === 'Formation continue : Webinaire anesthésie')!;
      expect(webinar.props.LOCATION?.value).toBe('Formation continue en ligne');
      // Put in the agenda: it leads to the course's sheet.
      expect(webinar.props.DESCRIPTION?.value).toBe(`Programme et orateurs : http://portaal.test/bijscholing/agenda/${course!.id}`);
      const service = events.find((e) => e.props.SUMMARY!.value.startsWith('Wachtdienst Mol-Centrum'))!;
      expect(service.props.DESCRIPTION?.value).toContain('Ce jour-là, vous avez rejoint le service de garde.');
      expect(service.props.DESCRIPTION?.value).toContain('Téléphone : 014 12 34 56');
      // The same events: a calendar app updates them in place when the owner changes language.
      expect(events.map((e) => e.props.UID!.value).sort()).toEqual(dutch.map((e) => e.props.UID!.value).sort());
    } finally {
      await t.db.query(`UPDATE users SET language = 'nl' WHERE username = 'N1003'`);
    }
  });

  it('limits the wrong guesses from one address, never the valid links fetched from it', { timeout: 180_000 }, async () => {
    const valid = await newFeed();
    const prober = '10.25.0.7';
    for (let i = 0; i < 600; i++) expect((await fetchFrom(`/agenda/${String(i).padStart(43, 'x')}.ics`, prober)).statusCode).toBe(404);
    // The 601st wrong guess is refused as too many; the valid link from the same address still works.
    const refused = await fetchFrom('/agenda/kort.ics', prober);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().usererror).toBe('U hebt te veel aanvragen na elkaar verstuurd. Probeer binnen enkele minuten opnieuw.');
    expect((await fetchFrom(valid, prober)).statusCode).toBe(200);
    expect((await fetchFrom(`/agenda/${'y'.repeat(43)}.ics`, prober)).statusCode).toBe(429);
    // Another address guesses on.
    expect((await fetchFrom(`/agenda/${'y'.repeat(43)}.ics`, '10.25.0.8')).statusCode).toBe(404);
  });
});

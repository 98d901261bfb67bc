import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';
import { eventsOf, parseICalendar } from '../../helpers/ical';

/** The calendar feed shows the courses a member put in their agenda (PUT /api/bijscholing/agenda/{id}/mijn-agenda). */
describe('calendar feed and the course agenda', () => {
  const t = useTestApp();
  let cookie: string;
  let feed: string;
  const courseId = async (title: string) => (await t.db.query<{ id: number }>('SELECT id FROM bijscholing_cursussen WHERE title = $1', [title]))[0]!.id;
  const mine = (id: number, method: 'PUT' | 'DELETE') => as(t.app, cookie, { method, url: `/api/bijscholing/agenda/${id}/mijn-agenda` });
  const events = async () => {
    const res = await t.app.inject({ method: 'GET', url: feed });
    expect(res.statusCode).toBe(200);
    return eventsOf(parseICalendar(res.body)).filter((e) => e.props.SUMMARY!.value.startsWith('Bijscholing: '));
  };
  const summaries = async () => (await events()).map((e) => e.props.SUMMARY!.value);

  beforeAll(async () => {
    cookie = await login(t.app, 'N1004');
    feed = new URL((await as(t.app, cookie, { method: 'POST', url: '/api/agenda' })).json().url).pathname;
  });

  it('shows an added course with its times and place, and no longer once it is taken out', async () => {
    const heart = await courseId('Hartgeruis en hartfalen bij de kat');
    expect(await summaries()).not.toContain('Bijscholing: Hartgeruis en hartfalen bij de kat');
    expect((await mine(heart, 'PUT')).statusCode).toBe(200);
    const [event] = (await events()).filter((e) => e.props.SUMMARY!.value === 'Bijscholing: Hartgeruis en hartfalen bij de kat');
    expect(event?.props.LOCATION?.value).toBe('Salisburylaan 133, 9820 Merelbeke');
    // One day with items: from its first item's start (19:00) to its last item's end (22:15), Brussels time.
    const [{ starts, ends }] = await t.db.query<{ starts: string; ends: string }>(
      `SELECT to_char((start_date + time '19:00') AT TIME ZONE 'Europe/Brussels' AT TIME ZONE 'UTC', 'YYYYMMDD"T"HH24MISS"Z"') AS starts,
              to_char((start_date + time '22:15') AT TIME ZONE 'Europe/Brussels' AT TIME ZONE 'UTC', 'YYYYMMDD"T"HH24MISS"Z"') AS ends
         FROM bijscholing_cursussen WHERE id = $1`,
      [heart],
    );
    expect(event?.props.DTSTART?.value).toBe(starts);
    expect(event?.props.DTEND?.value).toBe(ends);
    // The event leads to the course's sheet, where the programme and the organiser are.
    expect(event?.props.URL?.value).toBe(`http://portaal.test/bijscholing/agenda/${heart}`);
    expect(event?.props.DESCRIPTION?.value).toBe(`Programma en sprekers: http://portaal.test/bijscholing/agenda/${heart}`);
    expect((await mine(heart, 'DELETE')).statusCode).toBe(200);
    expect(await summaries()).not.toContain('Bijscholing: Hartgeruis en hartfalen bij de kat');
  });

  it('shows a course over several days as all-day events over its dates, an online one as online', async () => {
    const cows = await courseId('Klauwgezondheid bij melkvee');
    const webinar = await courseId('Webinar: antibioticagebruik bij landbouwhuisdieren');
    await mine(cows, 'PUT');
    await mine(webinar, 'PUT');
    const all = await events();
    const cowsEvent = all.find((e) => e.props.SUMMARY!.value === 'Bijscholing: Klauwgezondheid bij melkvee');
    expect(cowsEvent?.props.DTSTART?.params).toEqual({ VALUE: 'DATE' });
    expect(all.find((e) => e.props.SUMMARY!.value.includes('Webinar'))?.props.LOCATION?.value).toBe('Online bijscholing');
  });

  it('shows a course once when the member also recorded points for it', async () => {
    const cows = await courseId('Klauwgezondheid bij melkvee');
    await mine(cows, 'PUT');
    await t.db.query(
      `INSERT INTO bijscholing_punten (periode_id, username, type, state, idbijcursus, title, begindatum, einddatum, attendancetype)
       SELECT (SELECT id FROM bijscholing_periodes WHERE active), 'N1004', 'bpcursussen', 'NEW', c.id, c.title, c.start_date, c.end_date, 'DEELNAME'
         FROM bijscholing_cursussen c WHERE c.id = $1`,
      [cows],
    );
    const cowsEvents = async () => (await events()).filter((e) => e.props.SUMMARY!.value === 'Bijscholing: Klauwgezondheid bij melkvee');
    expect((await cowsEvents()).map((e) => e.props.URL?.value)).toEqual([`http://portaal.test/bijscholing/agenda/${cows}`]);
    // Taken out of the agenda, it stays in the feed through its points, and leads to them.
    await mine(cows, 'DELETE');
    expect((await cowsEvents()).map((e) => e.props.URL?.value)).toEqual(['http://portaal.test/bijscholing/punten']);
  });
});

import ical from 'ical-generator';
import type { Language } from '../../domain/language';
import * as fr from '../../domain/texts/agenda.fr';
import * as nl from '../../domain/texts/agenda.nl';
import type { Queryable } from '../db';
import { type AgendaCourse, type AgendaService, coursesOfMember, servicesOfMember } from '../repositories/agenda';

/** The day after `day` (YYYY-MM-DD): an all-day event's end is exclusive in iCalendar. */
const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
};
// No calendar time zone: ical-generator would then print Dates in the process's own zone. Timed
// events go out as UTC instants (the database turned Brussels times into them) and all-day events
// as dates read at UTC midnight; X-WR-TIMEZONE tells calendar apps which zone to show.
const day = (value: string) => new Date(`${value}T00:00:00Z`);

/**
 * The calendar's own properties come before its events (RFC 5545 §3.4): ical-generator writes its
 * `x()` properties after them, and writes X-WR-TIMEZONE itself only with a calendar time zone.
 */
const withTimeZone = (ics: string) => {
  const at = ics.search(/^(BEGIN:VEVENT|END:VCALENDAR)\r$/m);
  return `${ics.slice(0, at)}X-WR-TIMEZONE:Europe/Brussels\r\n${ics.slice(at)}`;
};

type Texts = typeof nl.agendaTexts | typeof fr.agendaTexts;
const texts: Record<Language, Texts> = { nl: nl.agendaTexts, fr: fr.agendaTexts };

const serviceDescription = (T: Texts, s: AgendaService) =>
  [T.serviceJoined, s.telephone && T.telephone(s.telephone), s.website && T.website(s.website), s.info].filter(Boolean).join('\n');

const courseLocation = (T: Texts, c: AgendaCourse) => c.location ?? (c.online ? T.online : null);

/**
 * The member's personal calendar: one all-day event per on-call service on the day they joined (the
 * services have no schedule), and one event per course they recorded points for or put in their agenda, timed by its items
 * when it is a single day with items, else all-day over its dates. `feed` is opaque and stable for
 * one link (from its hash): the events' UIDs carry it, never the member's username, which whoever
 * the calendar is shared with would otherwise read. Its texts are in the owner's account language: the
 * calendar app that fetches it has no session and names no reader.
 */
export async function memberCalendar(q: Queryable, username: string, feed: string, publicUrl: string, language: Language) {
  const T = texts[language] ?? texts.nl;
  const host = new URL(publicUrl).hostname;
  const [services, courses] = [await servicesOfMember(q, username), await coursesOfMember(q, username)];
  const calendar = ical({
    name: T.calendarName,
    description: T.calendarDescription,
    prodId: { company: 'Orde der Dierenartsen', product: 'Ledenportaal', language: language === 'fr' ? 'FR' : 'NL' },
    ttl: 60 * 60,
  });
  for (const s of services) {
    calendar.createEvent({
      id: `wachtdienst-${s.id}-${feed}@${host}`,
      start: day(s.joined),
      end: nextDay(s.joined),
      allDay: true,
      summary: T.service(s.name, s.active_member === 'W'),
      description: serviceDescription(T, s),
      url: `${publicUrl}/wachtdiensten/${s.id}`,
    });
  }
  for (const c of courses) {
    const timed = c.starts && c.ends;
    // A course put in the agenda leads to its sheet (programme, speakers, the organiser), which stays readable
    // once it ended; one only recorded leads to the member's points.
    const link = c.sheet ? `${publicUrl}/bijscholing/agenda/${c.sheet}` : `${publicUrl}/bijscholing/punten`;
    calendar.createEvent({
      id: `bijscholing-${c.key}-${feed}@${host}`,
      start: timed ? c.starts! : day(c.first_day),
      end: timed ? c.ends! : nextDay(c.last_day),
      allDay: !timed,
      summary: T.course(c.title),
      location: courseLocation(T, c),
      description: `${c.sheet ? T.courseLink : T.pointsLink}${link}`,
      url: link,
    });
  }
  return withTimeZone(calendar.toString());
}

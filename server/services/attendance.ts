import { brusselsDate } from '../../domain/dates';
import type { Caller } from '../../domain/declare/grants';
import {
  attendanceRefusal,
  type ListEntry,
  MAX_ATTENDANCE_LINES,
  markTextProblems,
  normalOrdenummer,
  ORDENUMMER,
  POINT_TYPE_OF_COURSE,
  type SkipReason,
} from '../../domain/rules/attendance';
import { calculatedPoints } from '../../domain/rules/cpd';
import type { Queryable } from '../db';
import { AppError, badRequest, forbidden, notFound } from '../errors';
import { worded } from '../mail/words';
import { type AttendanceCourse, creditMembers, findAttendanceCourse, type MemberStanding, memberStandings } from '../repositories/attendance';
import { refusalAtLine } from './attendanceFile';

/**
 * A provider's attendance list (docs/features/courses.md, "Attendance"): who may enter it for which
 * course and when, the preview of a list, and the credit itself.
 */

/** The course, when the caller may enter its attendance: the secretariat any, a provider its own organisation's (else 403). */
export async function courseFor(q: Queryable, id: number, caller: Caller) {
  const course = await findAttendanceCourse(q, id);
  if (!course) throw notFound();
  if (!caller.roles.includes('SECRETARIAAT') && course.legalEntityId !== caller.legalEntityId) throw forbidden();
  return course;
}

export const refusalOf = (course: AttendanceCourse) => attendanceRefusal(course, brusselsDate());

/** What a credit gives: the points the rules compute for a row of the course (domain/rules/cpd calculatedPoints); the tab names the same. */
export function creditWorth(course: AttendanceCourse) {
  const type = POINT_TYPE_OF_COURSE[course.type];
  if (!type) throw new AppError(409, 'ATTENDANCE_NOT_APPROVED');
  return { type, ...calculatedPoints({ type }, course) };
}

/** Refuses (409) a course that takes no attendance today. */
export function assertOpen(course: AttendanceCourse) {
  const refusal = refusalOf(course);
  if (refusal) throw new AppError(409, refusal);
}

/** Why the database does not take a member, or null when it does. */
function standingReason(s: MemberStanding | undefined): SkipReason | null {
  if (!s?.known) return 'UNKNOWN';
  if (!s.vet) return 'NOT_VET';
  if (s.credited) return 'ALREADY_CREDITED';
  if (s.states?.includes('DECLINED')) return 'DECLINED';
  if (s.states?.includes('APPROVED')) return 'ALREADY_APPROVED';
  return null;
}

/** The preview of a list: each entry with the member it names or why it is not taken. Nothing is written. */
export async function previewList(q: Queryable, course: AttendanceCourse, read: readonly ListEntry[]) {
  if (read.length === 0) throw badRequest('ATTENDANCE_EMPTY');
  if (read.length > MAX_ATTENDANCE_LINES) throw badRequest('ATTENDANCE_TOO_LONG');
  // Without an approved evaluation test nobody passes or fails: what a third column says, right or wrong, takes nobody off the list.
  const entries = markTextProblems(course.evaluation ? read : read.map((e) => (e.skip === 'PASSED_INVALID' ? { ...e, skip: undefined } : e)));
  const asked = [...new Set(entries.filter((e) => ORDENUMMER.test(e.ordenummer)).map((e) => e.ordenummer))];
  const standings = new Map((await memberStandings(q, course.id, asked)).map((s) => [s.username, s]));
  const lines = entries.map((e) => {
    const s = standings.get(e.ordenummer);
    return {
      line: e.line,
      ordenummer: e.ordenummer,
      name: s?.name ?? e.name ?? null,
      passed: course.evaluation ? (e.passed ?? null) : null,
      reason: e.skip ?? standingReason(s),
    };
  });
  const accepted = lines.filter((l) => l.reason === null).length;
  return { lines, accepted, skipped: lines.length - accepted };
}

/** A confirmed list must be clean: every entry an ordenummer, none twice (the preview showed which). */
function assertClean(members: readonly { ordenummer: string }[]) {
  const seen = new Set<string>();
  members.forEach(({ ordenummer }, i) => {
    const field = `deelnemers.${i}.ordenummer`;
    if (!ORDENUMMER.test(ordenummer)) throw refusalAtLine('ATTENDANCE_INVALID', i + 1, field);
    if (seen.has(ordenummer)) throw refusalAtLine('ATTENDANCE_DUPLICATE', i + 1, field);
    seen.add(ordenummer);
  });
}

/**
 * Credits the confirmed members (see creditMembers for the one statement that does it) and says who
 * was credited and, for each other member, why not. `link`: the vets' points table, for the mail.
 */
export async function creditList(
  q: Queryable,
  course: AttendanceCourse,
  by: string,
  given: readonly { ordenummer: string; geslaagd: boolean }[],
  link: string,
) {
  const members = given.map((m) => ({ username: normalOrdenummer(m.ordenummer), passed: m.geslaagd }));
  assertClean(members.map((m) => ({ ordenummer: m.username })));
  const { type, ...worth } = creditWorth(course);
  const credited = await creditMembers(
    q,
    {
      courseId: course.id,
      by,
      periodId: course.periodId!,
      type,
      ...worth,
      title: course.title,
      ebpnummer: course.ebpNumber,
      begindatum: course.startDate,
      einddatum: course.endDate,
      evaluation: course.evaluation,
      mail: { cursus: course.title, organisatie: course.organisation ?? '', punten: worded((t) => t.points.amount(worth.cpunten)), link },
    },
    members,
  );
  const done = new Set(credited.map((c) => c.username));
  const rest = members.filter((m) => !done.has(m.username)).map((m) => m.username);
  const standings = new Map((await memberStandings(q, course.id, rest)).map((s) => [s.username, s]));
  return {
    credited: credited.map((c) => ({ ordenummer: c.username, name: c.name })),
    skipped: rest.map((ordenummer) => ({ ordenummer, reason: standingReason(standings.get(ordenummer)) ?? ('ALREADY_CREDITED' as const) })),
  };
}

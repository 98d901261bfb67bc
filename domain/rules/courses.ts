import { brusselsDate } from '../dates';

/** SPEC §4, §9: a course is requested at least 2 weeks before it starts. */
export const REQUEST_LEAD_DAYS = 14;

/** The ISO day `days` after an ISO day, by the calendar (no clock, no daylight saving). */
export const addDays = (isoDay: string, days: number) => {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Whether a course starting on `startDate` may still be requested on `today` (Brussels): 14 days ahead or more. */
export const requestInTime = (startDate: string, today: string = brusselsDate()) => startDate >= addDays(today, REQUEST_LEAD_DAYS);

/** How many calendar days `to` lies after `from` (negative before it). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A number of a record or a form (typed text that is no number yet counts as none). */
const numberOf = (value: unknown) => {
  const n = value == null || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * The hours a provider gave for a course against the length of its programme (the minutes of its
 * items): flagged where they differ by a minute or more. Nothing to hold them against while the
 * course has no items.
 */
export const hoursAgainstProgramme = (course: Readonly<Record<string, unknown>>) => {
  const hours = numberOf(course.hours);
  const minutes = numberOf(course.programmeMinutes) ?? 0;
  if (hours == null || minutes === 0 || Math.abs(hours * 60 - minutes) < 1) return null;
  return { hours, programme: Math.round((minutes / 60) * 100) / 100 };
};

/** Theoretical points are a part of a course's points: flagged where they are more than its items give together. */
export const theoryAgainstProgramme = (course: Readonly<Record<string, unknown>>) => {
  const theory = numberOf(course.theorypoints);
  const points = numberOf(course.points) ?? 0;
  if (theory == null || !numberOf(course.itemCount) || theory <= points) return null;
  return { theorypoints: theory, points };
};

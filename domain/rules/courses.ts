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

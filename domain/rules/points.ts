/**
 * Points of continuing education (SPEC §5: points are rounded up to halves; the formula itself is
 * not in the spec, this is the portal's choice):
 *
 *   an item is worth its duration in hours (end time − start time) times the value of its
 *   coefficient, rounded up to the next half point; a course is worth the sum of its items.
 *
 * So a lecture from 19:00 to 21:30 with coefficient 1 gives 2.5 points, a workshop from 09:00 to
 * 12:10 with coefficient 2 gives 6.33… → 6.5. The day part only says when in the day an item falls:
 * an item has one date, a course over several days has an item for each day.
 */

/** Minutes since midnight of a time written as HH:mm. */
const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Rounded up to the next half (2.1 → 2.5, 2.5 → 2.5, 2.6 → 3); tiny float noise does not push it up. */
export const roundUpToHalf = (value: number) => Math.ceil(Math.round(value * 2 * 1e6) / 1e6) / 2;

/** The whole minutes from `start` to `end` (HH:mm, the same day); none when the end does not come after the start. */
export const itemMinutes = (start: string | null | undefined, end: string | null | undefined) =>
  start && end ? Math.max(0, minutesOf(end) - minutesOf(start)) : 0;

/** The hours from `start` to `end` (HH:mm, the same day); none when the end does not come after the start. */
export const itemHours = (start: string, end: string) => Math.max(0, minutesOf(end) - minutesOf(start)) / 60;

/** The points of one course item: its hours times its coefficient, rounded up to halves. */
export const itemPoints = (start: string | null | undefined, end: string | null | undefined, coefficient: number | null | undefined) =>
  start && end && coefficient ? roundUpToHalf(itemHours(start, end) * coefficient) : 0;

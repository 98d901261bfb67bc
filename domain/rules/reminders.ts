/**
 * The reminders the portal sends by itself, each once per recipient and occasion (the portal's
 * choices where SPEC is silent; docs/decisions.md).
 */
export const REMINDER_OCCASIONS = ['punten', 'stemmen', 'vrijstelling', 'evaluatie'] as const;
export type ReminderOccasion = (typeof REMINDER_OCCASIONS)[number];

/** The mail template of each occasion: the secretariat edits it as every other. */
export const REMINDER_TEMPLATES: Record<ReminderOccasion, string> = {
  punten: 'HERINNERING_PUNTEN',
  stemmen: 'HERINNERING_STEMMEN',
  vrijstelling: 'HERINNERING_VRIJSTELLING',
  evaluatie: 'HERINNERING_EVALUATIE',
};

/** Days before the active period ends on which a member short of points is reminded, one reminder per step (REMINDER_POINTS_DAYS). */
export const DEFAULT_POINTS_REMINDER_DAYS = [90, 30] as const;
/** A member who has not voted is reminded once the election closes within this many hours. */
export const VOTE_REMINDER_HOURS = 24;
/**
 * An approved exemption frees a member from the control while 32 or more days remain
 * (EXEMPTION_MIN_DAYS_LEFT); its owner is reminded once that stops within 32 days, so when 32 to 64 days remain.
 */
export const EXEMPTION_REMINDER_DAYS = 32;
/** A provider is reminded of a course's missing evaluation test this many days after the course ended. */
export const EVALUATION_REMINDER_DAYS = 7;

/**
 * The step of the points reminder whose window holds `daysLeft` (90 from 90 down to 31 days left, 30
 * from 30 to the last day), so a member is reminded once per step and never twice at once; null outside.
 */
export function pointsStep(daysLeft: number, steps: readonly number[]): number | null {
  const sorted = [...steps].sort((a, b) => b - a);
  if (daysLeft < 0) return null;
  for (let i = 0; i < sorted.length; i += 1) {
    const next = sorted[i + 1] ?? -1;
    if (daysLeft <= sorted[i]! && daysLeft > next) return sorted[i]!;
  }
  return null;
}

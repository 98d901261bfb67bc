import type { ReminderOverview } from '../../../domain/schemas/reminders';
import { http } from '../http';

/** The reminders the portal sends by itself: the overview and a run on demand. */
export const reminderMethods = {
  reminderOverview: () => http<ReminderOverview>('/herinneringen'),
  runReminders: () => http<{ code: string; counts: Record<string, number> }>('/herinneringen/run', { method: 'POST' }),
};

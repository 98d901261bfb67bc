import { z } from 'zod';
import { REMINDER_OCCASIONS } from '../rules/reminders';
import { timestamp } from './common';

/** Per occasion: how many a run would queue now, how many were queued so far, and when last. */
export const reminderOverviewSchema = z.object({
  occasions: z.array(z.object({ occasion: z.enum(REMINDER_OCCASIONS), planned: z.number().int(), sent: z.number().int(), last: timestamp.nullable() })),
  runs: z.array(z.object({ id: z.number().int(), at: timestamp, scheduled: z.boolean(), node: z.string(), counts: z.record(z.string(), z.number().int()) })),
  /** How many members a run would remind now (one may be due for several occasions). */
  members: z.number().int(),
  /** Whom the last run reminded (the first of them by ordenummer; `total`: how many reminders it queued). */
  lastRun: z
    .object({
      id: z.number().int(),
      total: z.number().int(),
      reminded: z.array(z.object({ occasion: z.string(), recipient: z.string(), name: z.string().nullable() })),
    })
    .nullable(),
});
export type ReminderOverview = z.input<typeof reminderOverviewSchema>;

export const reminderRunSchema = z.object({ code: z.literal('REMINDERS_QUEUED'), counts: z.record(z.string(), z.number().int()) });

import { z } from 'zod';
import { MAX_ATTENDANCE_LINES, SKIP_REASONS } from '../rules/attendance';
import { V } from '../validation';
import { timestamp } from './common';

/**
 * The attendance tab's calls (docs/features/courses.md, "Attendance"). The shapes only: the list's
 * own rules (an ordenummer's form, a number twice, the maximum) are checked by the handler, so each
 * refusal names its line in Dutch.
 */

/**
 * A pasted list. Its length is the handler's to refuse (MAX_ATTENDANCE_PASTE_CHARS): a list too long says
 * so in words ("at most 2,000"), where a field's "too long" would not reach the tab's message.
 */
export const attendancePasteBody = z.object({ tekst: z.string({ error: V.required }) });

/** The confirmation: the veterinarians the preview took, each with whether they passed the evaluation test. */
export const attendanceConfirmBody = z.object({
  deelnemers: z
    .array(z.object({ ordenummer: z.string({ error: V.required }).max(20, { error: V.maxLength }), geslaagd: z.boolean().default(false) }), {
      error: V.required,
    })
    .min(1, { error: V.required })
    .max(MAX_ATTENDANCE_LINES, { error: V.tooHigh }),
});

const skipReason = z.enum(SKIP_REASONS);

/** One line of the preview: the member it names, or why it is not taken. */
export const attendanceLineSchema = z.object({
  line: z.number(),
  ordenummer: z.string(),
  name: z.string().nullable(),
  passed: z.boolean().nullable(),
  reason: skipReason.nullable(),
});
export const attendancePreviewSchema = z.object({ lines: z.array(attendanceLineSchema), accepted: z.number(), skipped: z.number() });

export const attendanceResultSchema = z.object({
  credited: z.array(z.object({ ordenummer: z.string(), name: z.string().nullable() })),
  skipped: z.array(z.object({ ordenummer: z.string(), reason: skipReason })),
});

/** A veterinarian the provider credited, with who did it and when. */
export const creditedSchema = z.object({
  ordenummer: z.string(),
  name: z.string().nullable(),
  passed: z.boolean(),
  creditedBy: z.string(),
  creditedAt: timestamp,
});

/** The tab's state: whether attendance can be entered now (else the refusal's code), what a credit is worth, who was credited. */
export const attendanceStateSchema = z.object({
  open: z.boolean(),
  refusal: z.string().nullable(),
  evaluation: z.boolean(),
  points: z.number(),
  credited: z.array(creditedSchema),
});

export type AttendancePreview = z.input<typeof attendancePreviewSchema>;
export type AttendanceResult = z.input<typeof attendanceResultSchema>;
export type AttendanceState = z.input<typeof attendanceStateSchema>;

import { z } from 'zod';
import { optionalString } from '../validation';
import { dateText, dbId, timestamp } from './common';
import { controlFilters } from './control';

/** POST /bijscholing/attesten: the certificate of a period; a vet's own (no username), or any member's for the secretariat. */
export const attestRequest = z.object({ periode: dbId(), username: optionalString(30) });

/** POST /bijscholing/attesten/controle: the certificates of the control list's period and filters, as one ZIP. */
export const attestBatchRequest = z.object({ periode: dbId(), ...controlFilters });

/** One approved course as the certificate lists it. */
const statedCourse = z.object({ type: z.string(), title: z.string(), date: dateText, points: z.number() });

/**
 * What a certificate states, recorded when it is made (bijscholing_attesten.stated) and shown again
 * at /attest/{code}: the PDF draws exactly this, so the page names nothing the paper does not.
 */
export const attestStatedSchema = z.object({
  name: z.string(),
  ordenummer: z.string(),
  period: z.object({ startDate: dateText, endDate: dateText }),
  requiredPoints: z.number(),
  points: z.object({
    ebpcursussen: z.number(),
    bpcursussen: z.number(),
    teachings: z.number(),
    peerreview: z.number(),
    others: z.number(),
    othersUncapped: z.number(),
    othersCap: z.number(),
    total: z.number(),
    theory: z.number(),
  }),
  courses: z.array(statedCourse),
  exemptUntil: dateText.nullable(),
  met: z.boolean(),
  madeOn: dateText,
});
export type AttestStated = z.output<typeof attestStatedSchema>;

/** A verification code as typed or scanned; its form and check character are checked by the route (400 apart from 404). */
export const attestCodeParam = z.object({ code: z.string().max(64) });

/** GET /attesten/{code}: what the certificate stated, and the sha256 of the PDF as it was made. */
export const attestVerifySchema = z.object({
  code: z.string(),
  stated: attestStatedSchema,
  sha256: z.string(),
  madeAt: timestamp,
});

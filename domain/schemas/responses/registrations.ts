import { z } from 'zod';
import { page, timestamp } from '../common';
import { REGISTRATION_STATES } from '../registration';

/** One registration (repositories/registrations COLUMNS); `data` is the wizard's form as stored, never the password hash. */
export const registrationRowSchema = z.object({
  id: z.number(),
  status: z.enum(REGISTRATION_STATES),
  data: z.record(z.string(), z.any()),
  created_at: timestamp,
  decided_at: timestamp.nullable(),
  decided_by: z.string().nullable(),
  comment: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  /** The organisation: the chosen existing one's name, or the new one's. */
  name: z.string().nullable(),
});
export const registrationPageSchema = page(registrationRowSchema);

/** POST /registraties: the new registration's id and REGISTRATION_RECEIVED. */
export const registrationReceivedSchema = z.object({ id: z.number(), code: z.string() });

/** POST /registraties/{id}/beslissing: the decision; an approval names the account and organisation it made. */
export const registrationDecidedSchema = z.object({
  status: z.enum(['APPROVED', 'DECLINED']),
  userId: z.number().optional(),
  iddiclegalentity: z.number().optional(),
});

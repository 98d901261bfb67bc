import type { z } from 'zod';
import type { registrationRowSchema } from '../../../domain/schemas/responses/registrations';

// Wire types: z.input of the domain's response schemas, i.e. the JSON form (timestamps as ISO text).
/** The react-admin resource of the provider registrations (SPEC §2 /registraties). */
export const REGISTRATIES_RESOURCE = 'registraties';
export const REGISTRATIES_PATH = '/registraties';

/** One registration as GET /registraties and /registraties/{id} return it (the password hash never). */
export type Registration = z.input<typeof registrationRowSchema>;

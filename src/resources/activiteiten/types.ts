import type { z } from 'zod';
import type { activitiesAnswerSchema } from '../../../domain/schemas/responses/members';

// Wire types: z.input of the domain's response schemas, i.e. the JSON form (timestamps as ISO text).
/** A member's activities as GET/POST /dierenartsen/{id}/activiteiten give them (SPEC §3). */
export type Activities = z.input<typeof activitiesAnswerSchema>;

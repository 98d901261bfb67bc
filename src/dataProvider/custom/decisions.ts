import type { z } from 'zod';
import type { addressChangeDecidedSchema, bulkApproveSchema } from '../../../domain/schemas/responses/members';
import type { registrationDecidedSchema } from '../../../domain/schemas/responses/registrations';
import { http } from '../http';
// Wire types: z.input of the domain's response schemas, i.e. the JSON form (timestamps as ISO text).

/** What a bulk approval did to each request: its new state, or why it was left alone. */
export type BulkResult = z.input<typeof bulkApproveSchema>;

/**
 * The secretariat's decisions on the queues (SPEC §6): pessimistic, the caller waits for the
 * server's answer, since approving a request changes other tables and mails the person.
 */
export const decisionMethods = {
  decideRegistration: (id: string | number, decision: unknown) =>
    http<z.input<typeof registrationDecidedSchema>>(`/registraties/${id}/beslissing`, { method: 'POST', json: decision }),
  decideAddressChange: (id: string | number, decision: unknown) =>
    http<z.input<typeof addressChangeDecidedSchema>>(`/dierenartsen/addresschanges/${id}`, { method: 'POST', json: decision }),
  approveAddressChanges: (ids: number[]) => http<BulkResult>('/dierenartsen/addresschanges/actions/approve', { method: 'POST', json: { ids } }),
};

import type { AddressChange } from '../../resources/adreswijzigingen/types';
import { http } from '../http';

/** What a bulk approval did to each request: its new state, or why it was left alone. */
export interface BulkResult {
  items: { id: number; state: string; errorcode?: string }[];
}

/**
 * The secretariat's decisions on the queues (SPEC §6): pessimistic, the caller waits for the
 * server's answer, since approving a request changes other tables and mails the person.
 */
export const decisionMethods = {
  decideRegistration: (id: string | number, decision: unknown) => http<unknown>(`/registraties/${id}/beslissing`, { method: 'POST', json: decision }),
  decideAddressChange: (id: string | number, decision: unknown) =>
    http<{ state: string; request: AddressChange }>(`/dierenartsen/addresschanges/${id}`, { method: 'POST', json: decision }),
  approveAddressChanges: (ids: number[]) => http<BulkResult>('/dierenartsen/addresschanges/actions/approve', { method: 'POST', json: { ids } }),
};

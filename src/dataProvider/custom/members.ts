import type { z } from 'zod';
import type {
  Activities,
  AddressRequestPage,
  activitiesSavedSchema,
  addressChangeFiledSchema,
  addressRoleSavedSchema,
  MemberAddresses,
} from '../../../domain/schemas/responses/members';
import { http } from '../http';

// Wire types: z.input of the domain's response schemas, i.e. the JSON form (timestamps as ISO text).

const member = (id: string) => `/dierenartsen/${encodeURIComponent(id)}`;

/** A member's own data beyond the directory resource: activities, addresses, address requests (SPEC §3). */
export const memberMethods = {
  getActivities: (id: string) => http<Activities>(`${member(id)}/activiteiten`),
  saveActivities: (id: string, values: unknown) => http<z.input<typeof activitiesSavedSchema>>(`${member(id)}/activiteiten`, { method: 'POST', json: values }),
  /** The member's own addresses and cooperations; the back office reads them with its own fields. */
  getMemberAddresses: <T = MemberAddresses>(id: string) => http<T>(`${member(id)}/addressen`),
  /** Makes an own address the public (PUBLIEK) or correspondence (POST) one. */
  setAddressRole: (id: string, iddicaddress: number, iddosextrole: 'PUBLIEK' | 'POST') =>
    http<z.input<typeof addressRoleSavedSchema>>(`${member(id)}/addressen`, { method: 'POST', json: { iddosextrole, iddicaddress } }),
  /** The logged-in member's own address-change requests, one page of them. */
  getAddressRequests: (limit: number, offset: number) => http<AddressRequestPage>(`/dierenartsen/addresschanges?limit=${limit}&offset=${offset}`),
  fileAddressRequest: (body: Record<string, unknown>) =>
    http<z.input<typeof addressChangeFiledSchema>>('/dierenartsen/addresschanges', { method: 'POST', json: body }),
};

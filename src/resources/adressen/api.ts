import type { z } from 'zod';
import type { page } from '../../../domain/schemas/common';
import type { ADDRESS_CHANGE_CODES, ADDRESS_CHANGE_STATES } from '../../../domain/schemas/members';
import type { addressChangeRowSchema, cooperationSchema, memberAddressesSchema, ownAddressSchema } from '../../../domain/schemas/responses/members';

// Wire types: z.input of the domain's response schemas, i.e. the JSON form (timestamps as ISO text).
/** An own address in one role (LID private, POST correspondence, PUBLIEK members list). */
export type OwnAddress = z.input<typeof ownAddressSchema>;

/** One address as the API gives it (an own address with its role, or a cooperation's, whose fields may be empty). */
export type Address = Pick<Cooperation, 'street' | 'housenumber' | 'box' | 'postcode' | 'locality' | 'country'> & { iddicaddress: number };

/** A current cooperation of the member with an organisation, with its work address. */
export type Cooperation = z.input<typeof cooperationSchema>;

/** GET /dierenartsen/{id}/addressen: the own addresses, and the cooperations under `relaties`. */
export type MemberAddresses = z.input<typeof memberAddressesSchema>;

export type RequestState = (typeof ADDRESS_CHANGE_STATES)[number];
export type RequestCode = (typeof ADDRESS_CHANGE_CODES)[number];

/** One of the member's own address-change requests (SPEC §3, list view); `data` is the request as filed. */
export type AddressRequest = z.input<typeof addressChangeRowSchema>;

/** One page of a list (DESIGN §3). */
export type Page<T> = Omit<z.input<ReturnType<typeof page>>, 'items'> & { items: T[] };

/** SPEC §9: the member's address-change requests are listed 5 at a time. */
export const REQUESTS_PAGE_SIZE = 5;

export const addressesKey = (id: string) => ['dierenartsen', id, 'addressen'] as const;
export const requestsKey = ['dierenartsen', 'addresschanges'] as const;

/** "Veldstraat 14 bus 2, 9000 Gent" (the country only when it is not Belgium). */
export function formatAddress(a: Partial<Omit<Address, 'iddicaddress'>> | null | undefined): string {
  if (!a) return '';
  const street = [a.street, a.housenumber].filter(Boolean).join(' ') + (a.box ? ` bus ${a.box}` : '');
  const place = [a.postcode, a.locality].filter(Boolean).join(' ');
  const country = a.country && a.country !== 'BE' ? a.country : '';
  return [street, place, country].filter(Boolean).join(', ');
}

import type { ADDRESS_CHANGE_STATES } from '../../../domain/schemas/members';
import type { Cooperation } from '../../../domain/schemas/responses/members';

/** One address as the API gives it (an own address with its role, or a cooperation's, whose fields may be empty). */
export type Address = Pick<Cooperation, 'street' | 'housenumber' | 'box' | 'postcode' | 'locality' | 'country'> & { iddicaddress: number };

export type RequestState = (typeof ADDRESS_CHANGE_STATES)[number];

/** SPEC §9: the member's address-change requests are listed 5 at a time. */
export const REQUESTS_PAGE_SIZE = 5;

export const addressesKey = (id: string) => ['dierenartsen', id, 'addressen'] as const;
export const requestsKey = ['dierenartsen', 'addresschanges'] as const;

/** "Veldstraat 14 bus 2, 9000 Gent" (the country only when it is not Belgium); `box` is the reader's word ("bus", "bte"). */
export function formatAddress(a: Partial<Omit<Address, 'iddicaddress'>> | null | undefined, box: string): string {
  if (!a) return '';
  const street = [a.street, a.housenumber].filter(Boolean).join(' ') + (a.box ? ` ${box} ${a.box}` : '');
  const place = [a.postcode, a.locality].filter(Boolean).join(' ');
  const country = a.country && a.country !== 'BE' ? a.country : '';
  return [street, place, country].filter(Boolean).join(', ');
}

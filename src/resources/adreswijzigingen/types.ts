import type { z } from 'zod';
import type { ADDRESS_CHANGE_STATES } from '../../../domain/schemas/members';
import type { organisationAddressSchema } from '../../../domain/schemas/responses/legalEntities';
import type { addressChangeRowSchema, cooperationSchema, ownAddressSchema } from '../../../domain/schemas/responses/members';

// Wire types: z.input of the domain's response schemas, i.e. the JSON form (timestamps as ISO text).
/** The react-admin resource of the address-change queue; its screen lives at /dierenarts/adreswijzigingen. */
export const ADRESWIJZIGINGEN_RESOURCE = 'adreswijzigingen';
/** SPEC §9: the address-change list shows 5 requests per page. */
export const QUEUE_PAGE_SIZE = 5;

export type AddressChangeState = (typeof ADDRESS_CHANGE_STATES)[number];

/** One request as GET /dierenartsen/addresschanges returns it. */
export type AddressChange = z.input<typeof addressChangeRowSchema>;

/** An organisation's address as GET /crm/public/legalentities/{id}/addresses returns it; `main` is its own. */
export type OrganisationAddress = z.input<typeof organisationAddressSchema>;

/** A member's address with its role (LID, POST, PUBLIEK). */
export type MemberAddress = z.input<typeof ownAddressSchema>;

/** A member's current cooperation with an organisation. */
export type Cooperation = z.input<typeof cooperationSchema>;

/** "Straat 5 bus A, 2400 Gemeente" (and the country when not Belgium); `box` is the reader's word ("bus", "bte"). */
export function formatAddress(
  a: Partial<Record<'street' | 'housenumber' | 'number' | 'box' | 'postcode' | 'locality' | 'country' | 'land', string | null>>,
  box: string,
) {
  const number = a.housenumber ?? a.number;
  const country = a.country ?? a.land;
  return [
    [a.street, number, a.box ? `${box} ${a.box}` : ''].filter(Boolean).join(' '),
    [a.postcode, a.locality].filter(Boolean).join(' '),
    country && country !== 'BE' ? country : '',
  ]
    .filter(Boolean)
    .join(', ');
}

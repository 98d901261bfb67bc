/** One address as the API gives it (an own address with its role, or an organisation's). */
export interface Address {
  iddicaddress: number;
  street: string | null;
  housenumber: string | null;
  box: string | null;
  postcode: string | null;
  locality: string | null;
  country: string | null;
}

/** An own address in one role (LID private, POST correspondence, PUBLIEK members list). */
export interface OwnAddress extends Address {
  id: number;
  role: 'LID' | 'POST' | 'PUBLIEK';
  startdate: string;
  enddate: string | null;
}

/** A current cooperation of the member with an organisation, with its work address. */
export interface Cooperation extends Partial<Address> {
  id: number;
  iddiccontact: number;
  iddiclegalentity: number;
  legalentityname: string;
  workaddress: string;
  startdate: string;
  enddate: string | null;
  telephone?: string | null;
  email?: string | null;
}

export interface MemberAddresses {
  items: OwnAddress[];
  relaties: Cooperation[];
}

export type RequestState = 'NEW' | 'APPROVED' | 'DECLINED' | 'ERROR';
export type RequestCode = 'RECHTSPERSOON' | 'DOMICILIE' | 'CONTACTNEW' | 'CONTACTEND';

/** One of the member's own address-change requests (SPEC §3, list view). */
export interface AddressRequest {
  id: number;
  state: RequestState;
  type: RequestCode;
  code: RequestCode;
  name: string | null;
  address: string | null;
  creationdate: string;
  startdate: string;
  comment: string | null;
  error: string | null;
  /** The request as filed (e.g. the iddiccontact of an ending). */
  data?: Record<string, unknown>;
}

export interface Page<T> {
  items: T[];
  size: number;
}

/** SPEC §9: the member's address-change requests are listed 5 at a time. */
export const REQUESTS_PAGE_SIZE = 5;

export const addressesKey = (id: string) => ['dierenartsen', id, 'addressen'] as const;
export const requestsKey = ['dierenartsen', 'addresschanges'] as const;

/** "Veldstraat 14 bus 2, 9000 Gent" (the country only when it is not Belgium). */
export function formatAddress(a: Partial<Address> | null | undefined): string {
  if (!a) return '';
  const street = [a.street, a.housenumber].filter(Boolean).join(' ') + (a.box ? ` bus ${a.box}` : '');
  const place = [a.postcode, a.locality].filter(Boolean).join(' ');
  const country = a.country && a.country !== 'BE' ? a.country : '';
  return [street, place, country].filter(Boolean).join(', ');
}

/** The react-admin resource of the address-change queue; its screen lives at /dierenarts/adreswijzigingen. */
export const ADRESWIJZIGINGEN_RESOURCE = 'adreswijzigingen';
export const ADRESWIJZIGINGEN_PATH = '/dierenarts/adreswijzigingen';
/** SPEC §9: the address-change list shows 5 requests per page. */
export const QUEUE_PAGE_SIZE = 5;

export type AddressChangeState = 'NEW' | 'APPROVED' | 'DECLINED' | 'ERROR';
export type AddressChangeCode = 'RECHTSPERSOON' | 'DOMICILIE' | 'CONTACTNEW' | 'CONTACTEND';

/** One request as GET /dierenartsen/addresschanges returns it. */
export interface AddressChange {
  id: number;
  state: AddressChangeState;
  /** The kind of request (the code). */
  type: AddressChangeCode;
  code?: AddressChangeCode;
  /** The member's name. */
  name: string;
  ordenummer: string;
  /** A one-line summary: the address asked for, or a cooperation's organisation and work address. */
  address: string | null;
  /** The organisation the request is about, if any. */
  organisation?: string | null;
  creationdate: string;
  startdate: string;
  data: Record<string, any>;
  comment?: string | null;
  /** Why an approval could not be applied (state ERROR). */
  error?: string | null;
}

/** An address as the API returns it (a member's own, or an organisation's). */
export interface AddressRow {
  id: number;
  iddicaddress: number;
  street: string | null;
  housenumber: string | null;
  box: string | null;
  postcode: string | null;
  locality: string | null;
  country: string | null;
}

/** A member's address with its role (LID, POST, PUBLIEK). */
export interface MemberAddress extends AddressRow {
  role: string;
  startdate: string | null;
}

/** A member's current cooperation with an organisation. */
export interface Cooperation extends Omit<AddressRow, 'id' | 'iddicaddress'> {
  id: number;
  iddiccontact: number;
  iddiclegalentity: number;
  legalentityname: string;
  workaddress: string | null;
  startdate: string | null;
  enddate: string | null;
}

export interface OrganisationAddress extends AddressRow {
  main: boolean;
}

/** "Straat 5 bus A, 2400 Gemeente" (and the country when not Belgium). */
export function formatAddress(a: Partial<AddressRow> & { number?: string | null; land?: string | null }, box = 'bus') {
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

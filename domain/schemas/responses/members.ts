import { z } from 'zod';
import { codeAnswer, dateText, page, timestamp } from '../common';
import { ADDRESS_CHANGE_CODES, ADDRESS_CHANGE_STATES, ADDRESS_ROLES } from '../members';

/** The columns of an address (repositories/addresses ADDRESS). */
const addressFields = {
  iddicaddress: z.number(),
  street: z.string(),
  housenumber: z.string(),
  box: z.string().nullable(),
  postcode: z.string(),
  locality: z.string(),
  country: z.string(),
};

/** A member's own current address in one role (LID private, POST correspondence, PUBLIEK members list). */
export const ownAddressSchema = z.object({
  id: z.number(),
  role: z.enum(ADDRESS_ROLES),
  startdate: dateText,
  enddate: dateText.nullable(),
  ...addressFields,
});

/**
 * A member's current cooperation with an organisation, with its work address (the cooperation's own
 * or the organisation's; none when the organisation has no address). On someone else's profile sheet
 * the cooperation's telephone and e-mail are left out.
 */
export const cooperationSchema = z.object({
  id: z.number(),
  iddiccontact: z.number(),
  iddiclegalentity: z.number(),
  legalentityname: z.string(),
  workaddress: z.string(),
  telephone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  startdate: dateText,
  enddate: dateText.nullable(),
  iddicaddress: z.number().nullable(),
  street: z.string().nullable(),
  housenumber: z.string().nullable(),
  box: z.string().nullable(),
  postcode: z.string().nullable(),
  locality: z.string().nullable(),
  country: z.string().nullable(),
});
export const cooperationPageSchema = page(cooperationSchema);

/** GET /dierenartsen/{id}/addressen: the own addresses, and the cooperations under `relaties`. */
export const memberAddressesSchema = page(ownAddressSchema).extend({ relaties: z.array(cooperationSchema) });

/** POST /dierenartsen/{id}/addressen: UPDATE_SUCCESS and the addresses as they are now. */
export const addressRoleSavedSchema = codeAnswer.extend({ items: z.array(ownAddressSchema) });

/** One veterinarian in the directory (GET /dierenartsen). */
export const vetSchema = z.object({
  id: z.number(),
  iddicperson: z.number(),
  ordenummer: z.string(),
  reference: z.string(),
  lastname: z.string(),
  firstname: z.string(),
  locality: z.string().nullable(),
});
export const vetPageSchema = page(vetSchema);

/** GET /dierenartsen/{ordenummer}: the public data for everyone; contact data only for the member and the secretariat. */
export const vetProfileSchema = z.object({
  id: z.string(),
  iddicperson: z.number(),
  ordenummer: z.string(),
  reference: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  locality: z.string().nullable(),
  email: z.string().nullable().optional(),
  telephone: z.string().nullable().optional(),
  mobile: z.string().nullable().optional(),
  addresses: z.array(ownAddressSchema),
  relaties: z.array(cooperationSchema),
});

/** POST /dierenartsen/{ordenummer}: UPDATE_SUCCESS with the contact data as saved. */
export const contactDataSavedSchema = codeAnswer.extend({ email: z.string(), telephone: z.string().nullable(), mobile: z.string().nullable() });

/** The professional-activities profile (SPEC §5); updated_at once it was saved. */
export const activitiesAnswerSchema = z.object({
  practpct: z.number().nullable(),
  species: z.array(z.string()),
  sectors: z.array(z.string()),
  other_sectors: z.string().nullable(),
  interests: z.string().nullable(),
  transfer_email: z.boolean(),
  xray: z.boolean(),
  updated_at: timestamp.optional(),
});
export const activitiesSavedSchema = activitiesAnswerSchema.extend(codeAnswer.shape);

/** One address-change request (repositories/addressChanges COLUMNS); `data` is the request as filed, with corrections. */
export const addressChangeRowSchema = z.object({
  id: z.number(),
  state: z.enum(ADDRESS_CHANGE_STATES),
  /** The kind of request; `code` under its list name. */
  type: z.enum(ADDRESS_CHANGE_CODES),
  code: z.enum(ADDRESS_CHANGE_CODES),
  data: z.record(z.string(), z.any()),
  startdate: dateText,
  creationdate: timestamp,
  comment: z.string().nullable(),
  /** Why an approval could not be applied (state ERROR). */
  error: z.string().nullable(),
  decided_at: timestamp.nullable(),
  decided_by: z.string().nullable(),
  iddicperson: z.number(),
  /** Only a member (who has an ordenummer) files requests. */
  ordenummer: z.string(),
  /** The member's name. */
  name: z.string(),
  /** The organisation the request is about, if any. */
  organisation: z.string().nullable(),
  /** A one-line summary: the address asked for, or a cooperation's organisation and work address. */
  address: z.string(),
});
export const addressChangePageSchema = page(addressChangeRowSchema);

/** POST /dierenartsen/addresschanges: the new request's id and the confirmation's message code. */
export const addressChangeFiledSchema = z.object({ id: z.number(), code: z.string(), state: z.literal('NEW') });

/** POST /dierenartsen/addresschanges/{id}: the outcome and the request as it is now. */
export const addressChangeDecidedSchema = z.object({ state: z.enum(['APPROVED', 'DECLINED', 'ERROR']), request: addressChangeRowSchema });

/** POST /dierenartsen/addresschanges/actions/approve: each request's new state, or SKIPPED and why. */
export const bulkApproveSchema = z.object({
  items: z.array(z.object({ id: z.number(), state: z.string(), errorcode: z.string().optional() })),
});

// The browser's wire types: z.input of the schemas above, the JSON form (timestamps as ISO text).
// Here, so the data provider and the screens share them without importing each other.

/** An own address in one role (LID private, POST correspondence, PUBLIEK members list). */
export type OwnAddress = z.input<typeof ownAddressSchema>;
/** A current cooperation of the member with an organisation, with its work address. */
export type Cooperation = z.input<typeof cooperationSchema>;
/** GET /dierenartsen/{id}/addressen: the own addresses, and the cooperations under `relaties`. */
export type MemberAddresses = z.input<typeof memberAddressesSchema>;
/** A member's activities as GET/POST /dierenartsen/{id}/activiteiten give them (SPEC §3). */
export type Activities = z.input<typeof activitiesAnswerSchema>;
/** One of the member's own address-change requests (SPEC §3, list view); `data` is the request as filed. */
export type AddressRequest = z.input<typeof addressChangeRowSchema>;
/** One page of the member's own address-change requests. */
export type AddressRequestPage = z.input<typeof addressChangePageSchema>;

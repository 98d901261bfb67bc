import { z } from 'zod';
import { dateText, page } from '../common';

/** A legal entity in the directory (GET /rechtspersonen; repositories/legalEntities COLUMNS). */
export const legalEntityRowSchema = z.object({
  id: z.number(),
  iddiclegalentity: z.number(),
  name: z.string(),
  entityname: z.string(),
  locality: z.string().nullable(),
  reference: z.string().nullable(),
  iddiclegalform: z.string().nullable(),
  telephone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  is_provider: z.boolean(),
  /** "Straat 5 bus A, 2400 Gemeente"; empty when the organisation has no address. */
  legalentityDisplayAddress: z.string(),
});
export const legalEntityPageSchema = page(legalEntityRowSchema);

/** The public organisation search (GET /crm/public/legalentities): name and address only. */
export const legalEntityOptionSchema = legalEntityRowSchema.pick({
  id: true,
  iddiclegalentity: true,
  name: true,
  locality: true,
  legalentityDisplayAddress: true,
});
export const legalEntityOptionPageSchema = page(legalEntityOptionSchema);

/** A person linked to an organisation, with the cooperation's own e-mail and telephone. */
export const legalEntityContactSchema = z.object({
  id: z.number(),
  iddiccontact: z.number(),
  iddicperson: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  ordenummer: z.string().nullable(),
  workaddress: z.string(),
  email: z.string().nullable(),
  telephone: z.string().nullable(),
  startdate: dateText,
  enddate: dateText.nullable(),
});
export const legalEntityContactPageSchema = page(legalEntityContactSchema);
/** GET /contacts/{id}: one contact person, with the organisation it works for. */
export const contactSchema = legalEntityContactSchema.extend({ iddiclegalentity: z.number() });
/** POST /crm/public/legalentities/{id}/contacts: the organisation's people after the link. */
export const legalEntityContactsSchema = z.object({ items: z.array(legalEntityContactSchema) });

/** An address an organisation is known at; `main` is its own address, the others work addresses of its cooperations. */
export const organisationAddressSchema = z.object({
  id: z.number(),
  iddicaddress: z.number(),
  street: z.string(),
  housenumber: z.string(),
  box: z.string().nullable(),
  postcode: z.string(),
  locality: z.string(),
  country: z.string(),
  main: z.boolean(),
});
export const organisationAddressPageSchema = page(organisationAddressSchema);

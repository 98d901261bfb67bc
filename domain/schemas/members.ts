import { z } from 'zod';
import { WEBSITE_PROTOCOLS } from '../text';
import { emailField, isWebAddress, optionalEmailField, optionalPhoneField, optionalString, requiredString, V } from '../validation';
import { dbId, reasonWhenDeclined } from './common';

export const ADDRESS_CHANGE_CODES = ['RECHTSPERSOON', 'DOMICILIE', 'CONTACTNEW', 'CONTACTEND'] as const;
export const ADDRESS_CHANGE_STATES = ['NEW', 'APPROVED', 'DECLINED', 'ERROR'] as const;
export const ADDRESS_ROLES = ['PUBLIEK', 'POST', 'LID'] as const;

export const isoDate = z.iso.date({ error: V.date });
const optionalWebsite = optionalString(200).refine((v) => !v || isWebAddress(v), { error: V.url });
const id = dbId(V.required);

/** An address as the forms enter it; a Belgian postcode has four digits. */
export const addressFields = {
  street: requiredString(120),
  number: requiredString(20),
  box: optionalString(10),
  postcode: requiredString(10),
  locality: requiredString(100),
  land: z.string().trim().length(2, { error: V.pattern }).default('BE'),
};
const belgianPostcode = (value: { land?: string; postcode?: string }, ctx: z.RefinementCtx) => {
  if ((value.land ?? 'BE') === 'BE' && value.postcode && !/^\d{4}$/.test(value.postcode)) {
    ctx.addIssue({ code: 'custom', path: ['postcode'], message: V.pattern });
  }
};

const rechtspersoon = z.object({
  code: z.literal('RECHTSPERSOON'),
  startdate: isoDate,
  iddiclegalentity: id.optional().nullable(),
  legalentityname: optionalString(200),
  iddiclegalform: optionalString(20),
  orgtelephone: optionalPhoneField(),
  orgemail: optionalEmailField,
  orgwebsite: optionalWebsite,
  siteProtocol: z.enum(WEBSITE_PROTOCOLS).default('http'),
  workaddress: requiredString(20),
  street: optionalString(120),
  number: optionalString(20),
  box: optionalString(10),
  postcode: optionalString(10),
  locality: optionalString(100),
  land: z.string().trim().length(2, { error: V.pattern }).default('BE'),
});

const domicilie = z.object({
  code: z.literal('DOMICILIE'),
  startdate: isoDate,
  ...addressFields,
  telephone: optionalPhoneField(),
  mobile: optionalPhoneField(),
  email: optionalEmailField,
});

const contactNew = z.object({
  code: z.literal('CONTACTNEW'),
  startdate: isoDate,
  iddiclegalentity: id,
  iddicaddress: id,
  workaddress: requiredString(20),
  telephone: optionalPhoneField(),
  email: optionalEmailField,
});

const contactEnd = z.object({
  code: z.literal('CONTACTEND'),
  startdate: isoDate,
  iddiccontact: id,
});

/** What a new organisation of a RECHTSPERSOON request must give; an existing one is named by its id alone. */
export const NEW_LEGAL_ENTITY_REQUIRED = ['legalentityname', 'iddiclegalform', 'street', 'number', 'postcode', 'locality'] as const;

/** The four kinds of change request a member files (SPEC §3 address-change request). */
export const addressChangeSchema = z
  .discriminatedUnion('code', [rechtspersoon, domicilie, contactNew, contactEnd], { error: V.required })
  .superRefine((value, ctx) => {
    if (value.code === 'DOMICILIE') belgianPostcode(value, ctx);
    if (value.code !== 'RECHTSPERSOON' || value.iddiclegalentity) return;
    for (const field of NEW_LEGAL_ENTITY_REQUIRED) {
      if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: V.required });
    }
    belgianPostcode({ land: value.land, postcode: value.postcode ?? undefined }, ctx);
  });
export type AddressChangeInput = z.infer<typeof addressChangeSchema>;

/** What the secretariat may correct before approving: another organisation and, for a cooperation, another address. */
export const ADDRESS_CORRECTIONS = ['iddiclegalentity', 'iddicaddress'] as const;
const correction = dbId(V.select).optional().nullable();

/**
 * A decision on a request. An approval may carry corrections: for a new cooperation (CONTACTNEW)
 * another organisation and/or work address, for a new organisation (RECHTSPERSOON without an id)
 * an existing organisation to link the request to. Which kinds accept which, the server checks.
 */
export const addressDecisionSchema = z
  .object({
    state: z.enum(['APPROVED', 'DECLINED'], { error: V.required }),
    comment: optionalString(1000),
    iddiclegalentity: correction,
    iddicaddress: correction,
  })
  .superRefine(reasonWhenDeclined('state'))
  .superRefine((value, ctx) => {
    if (value.state !== 'DECLINED') return;
    for (const field of ADDRESS_CORRECTIONS) {
      if (value[field] != null) ctx.addIssue({ code: 'custom', path: [field], message: V.notCorrectable });
    }
  });
export type AddressDecision = z.infer<typeof addressDecisionSchema>;

/** POST /dierenartsen/{id}/addressen: give one of one's own addresses an extra role. */
export const addressRoleSchema = z.object({
  iddosextrole: z.enum(['PUBLIEK', 'POST'], { error: V.pattern }),
  iddicaddress: id,
  iddiccontact: id.optional().nullable(),
  iddiclegalentity: id.optional().nullable(),
  iddicperson: id.optional().nullable(),
});

/** The professional-activities profile; practpct a whole number 1 to 100 (SPEC §5). */
export const activitiesSchema = z.object({
  practpct: z.coerce.number({ error: V.number }).int({ error: V.integer }).min(1, { error: V.tooLow }).max(100, { error: V.tooHigh }),
  species: z.array(z.string().max(20)).max(50).default([]),
  sectors: z.array(z.string().max(20)).max(50).default([]),
  other_sectors: optionalString(500),
  interests: optionalString(1000),
  transfer_email: z.boolean().default(false),
  xray: z.boolean().default(false),
});

export const contactDataSchema = z.object({
  email: emailField,
  telephone: optionalPhoneField(),
  mobile: optionalPhoneField(),
});

/** The secretariat erases a member only with their ordenummer typed again. */
export const erasureBody = z.object({ bevestiging: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(30) });
export const erasureAnswerSchema = z.object({ code: z.literal('MEMBER_ERASED'), pseudonym: z.string() });

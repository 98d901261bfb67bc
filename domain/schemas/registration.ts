import { z } from 'zod';
import { WEBSITE_PROTOCOLS } from '../text';
import {
  checkPasswordPair,
  emailField,
  GENERIC_MAX_LENGTH,
  GENERIC_MIN_LENGTH,
  isWebAddress,
  optionalEmailField,
  optionalString,
  passwordPairFields,
  requiredString,
  V,
} from '../validation';
import { dbId, reasonWhenDeclined } from './common';

export const REGISTRATION_STATES = ['NIEUW', 'APPROVED', 'DECLINED'] as const;

const contactSchema = z.object({
  firstname: optionalString(100),
  lastname: optionalString(100),
  email: optionalEmailField,
});

/**
 * The provider registration wizard (SPEC §3, §5): the person, the organisation (an existing one by
 * id, or a new one), the contact (the requestor, or someone whose name and e-mail are then
 * required) and the course type. Fields are the spec's own names.
 */
const baseFields = {
  firstname: requiredString(100),
  lastname: requiredString(100),
  email: emailField,
  username: z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .refine((v) => v.length >= GENERIC_MIN_LENGTH && v.length <= GENERIC_MAX_LENGTH, { error: V.length })
    .refine((v) => /^[\p{L}\d._-]+$/u.test(v), { error: V.pattern }),
  ...passwordPairFields,
  iddiclegalentity: dbId().optional().nullable(),
  name: optionalString(200),
  street: optionalString(120),
  housenumber: optionalString(20),
  box: optionalString(10),
  postcode: optionalString(10),
  locality: optionalString(100),
  country: z.string().trim().length(2, { error: V.pattern }),
  iddiclegalform: optionalString(20),
  website: optionalString(200).refine((v) => !v || isWebAddress(v), { error: V.url }),
  siteProtocol: z.enum(WEBSITE_PROTOCOLS, { error: V.pattern }),
  contactSame: z.union([z.literal(0), z.literal(1)]),
  contact: contactSchema,
  cursustype: requiredString(20),
};

const registrationFields = z.object({
  ...baseFields,
  country: baseFields.country.default('BE'),
  siteProtocol: baseFields.siteProtocol.default('http'),
  contactSame: baseFields.contactSame.default(1),
  contact: baseFields.contact.default({ firstname: null, lastname: null, email: null }),
});

/** What a new organisation must give (SPEC §5); an existing one is named by its id alone. */
export const NEW_ORGANISATION_REQUIRED = ['name', 'street', 'housenumber', 'postcode', 'locality', 'iddiclegalform'] as const;
/** What is asked of a contact person other than the requestor (SPEC §5). */
export const CONTACT_REQUIRED = ['firstname', 'lastname', 'email'] as const;

type OrganisationFields = Pick<
  z.infer<typeof registrationFields>,
  'iddiclegalentity' | 'name' | 'street' | 'housenumber' | 'postcode' | 'locality' | 'iddiclegalform' | 'country' | 'contactSame' | 'contact'
>;

/** A new organisation needs its name, address and legal form, and a contact when the requestor is not it. */
function checkOrganisation(value: OrganisationFields, ctx: z.RefinementCtx) {
  if (value.iddiclegalentity) return;
  for (const field of NEW_ORGANISATION_REQUIRED) {
    if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: V.required });
  }
  if (value.country === 'BE' && value.postcode && !/^\d{4}$/.test(value.postcode)) {
    ctx.addIssue({ code: 'custom', path: ['postcode'], message: V.pattern });
  }
  if (value.contactSame === 0) {
    for (const field of CONTACT_REQUIRED) {
      if (!value.contact[field]) ctx.addIssue({ code: 'custom', path: ['contact', field], message: V.required });
    }
  }
}

export const registrationSchema = registrationFields.superRefine((value, ctx) => {
  checkPasswordPair(value, ctx);
  checkOrganisation(value, ctx);
});
export type RegistrationInput = z.infer<typeof registrationSchema>;

/** A registration as stored after a correction by the secretariat: the same rules, without the password. */
export const registrationDataSchema = registrationFields.omit({ password: true, repassword: true }).superRefine(checkOrganisation);

/** What the secretariat may correct before deciding: everything but the password. */
export const registrationEditSchema = z
  .object(baseFields)
  .omit({ password: true, repassword: true })
  .partial()
  // Only the fields sent are changed; an absent one must not turn into a default.
  .transform((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)));

export const registrationDecisionSchema = z
  .object({
    status: z.enum(['APPROVED', 'DECLINED'], { error: V.required }),
    comment: optionalString(1000),
  })
  .superRefine(reasonWhenDeclined('status'));

import { z } from 'zod';

/**
 * Message keys of SPEC §5. Schemas carry keys, not texts: the server and the browser both translate
 * them with the one Dutch catalogue in src/i18n, so a rule and its wording live in one place each.
 */
export const V = {
  required: 'validation.required',
  url: 'validation.url',
  pattern: 'validation.pattern',
  length: 'validation.length',
  number: 'validation.number',
  integer: 'validation.integer',
  wholeNumber: 'validation.wholeNumber',
  tooHigh: 'validation.tooHigh',
  tooLow: 'validation.tooLow',
  confirm: 'validation.confirm',
  email: 'validation.email',
  phone: 'validation.phone',
  password: 'validation.password',
  maxLength: 'validation.maxLength',
  date: 'validation.date',
  datetime: 'validation.datetime',
  dateOrder: 'validation.dateOrder',
  timeOrder: 'validation.timeOrder',
  withinParent: 'validation.withinParent',
  childrenOutside: 'validation.childrenOutside',
  time: 'validation.time',
  select: 'validation.select',
  notCorrectable: 'validation.notCorrectable',
  notCooperating: 'validation.notCooperating',
  unstorable: 'validation.unstorable',
  tooDeep: 'validation.tooDeep',
  uploadUnreadable: 'validation.uploadUnreadable',
  uploadTooManyFields: 'validation.uploadTooManyFields',
  oneFile: 'validation.oneFile',
  speakerPerson: 'validation.speakerPerson',
  unknownChoice: 'validation.unknownChoice',
  notWritable: 'validation.notWritable',
  notAsked: 'validation.notAsked',
  oneOf: 'validation.oneOf',
  confirmErasure: 'validation.confirmErasure',
  unknownParams: 'validation.unknownParams',
  placeholdersOnlyInDutch: 'validation.placeholdersOnlyInDutch',
  placeholdersOnlyInFrench: 'validation.placeholdersOnlyInFrench',
} as const;

/**
 * A message key with the values its text names (a range), in the one string a zod issue carries:
 * `key|{"min":"1"}`. The server (server/i18n) and the forms' resolver word it.
 */
export const withValues = (key: string, values: Record<string, string | number>) => `${key}|${JSON.stringify(values)}`;

export function messageParts(message: string): [key: string, values: Record<string, string>] {
  const bar = message.indexOf('|');
  if (bar < 0) return [message, {}];
  try {
    return [message.slice(0, bar), JSON.parse(message.slice(bar + 1))];
  } catch {
    return [message.slice(0, bar), {}];
  }
}

export const PASSWORD_MIN_LENGTH = 8;
export const GENERIC_MIN_LENGTH = 5;
export const GENERIC_MAX_LENGTH = 30;

/** At least 8 characters with at least one letter and one digit (SPEC §5). */
export const isValidPassword = (value: string) => value.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(value) && /\d/.test(value);

export const requiredString = (max = 255) =>
  z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .max(max, { error: V.maxLength, params: { max } } as never);

export const optionalString = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, { error: V.maxLength })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** The longest e-mail address (RFC 5321: a path of 256 characters, its brackets not counted). */
export const EMAIL_MAX_LENGTH = 254;

export const emailField = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(EMAIL_MAX_LENGTH, { error: V.maxLength })
  .email({ error: V.email });

/** An e-mail address that may be left empty (stored as null). */
export const optionalEmailField = z
  .union([z.literal(''), z.string().trim().max(EMAIL_MAX_LENGTH, { error: V.maxLength }).email({ error: V.email })])
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * A telephone number as people write one: digits with an optional leading +, grouped by spaces, dots,
 * slashes, hyphens or brackets ("+32 9 123 45 67", "09/123.45.67"); 8 to 15 digits (ITU E.164's most).
 */
export const isPhoneNumber = (value: string) => {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s./()-]+$/.test(value) && digits >= 8 && digits <= 15;
};

/** A telephone number that may be left empty (stored as null). */
export const optionalPhoneField = (max = 30) => optionalString(max).refine((v) => v == null || isPhoneNumber(v), { error: V.phone });

export const passwordField = z.string({ error: V.required }).min(1, { error: V.required }).refine(isValidPassword, { error: V.password });

/** A password with its repeat; the mismatch carries the spec's own code. */
export const passwordPairFields = {
  password: passwordField,
  repassword: z.string({ error: V.required }).min(1, { error: V.required }),
};

export const PASS_MISMATCH = 'PASS_AND_REPASS_NOT_SAME';

export function checkPasswordPair(value: { password?: string | null; repassword?: string | null }, ctx: z.RefinementCtx) {
  if ((value.password || value.repassword) && value.password !== value.repassword) {
    ctx.addIssue({ code: 'custom', path: ['repassword'], message: PASS_MISMATCH });
  }
}

/** Parses '20,65' or '1.020,65' (comma decimal, dot thousands) as the UI shows numbers. */
export function parseDutchNumber(input: string): number | null {
  const text = input.trim();
  if (!/^-?\d{1,3}(\.\d{3})*(,\d+)?$|^-?\d+(,\d+)?$/.test(text)) return null;
  return Number(text.replace(/\./g, '').replace(',', '.'));
}

export const isWebAddress = (value: string) => /^(https?:\/\/)?([\p{L}\d-]+\.)+[\p{L}]{2,}(:\d+)?(\/\S*)?$/u.test(value.trim());

export const isGenericLength = (value: string) => value.length >= GENERIC_MIN_LENGTH && value.length <= GENERIC_MAX_LENGTH;

import { z } from 'zod';
import { LANGUAGES } from '../../language';
import { codeAnswer, page } from '../common';

/** The session fields of SPEC §3: GET /auth/person and the login's answer. Roles as stored (the browser reads them as Role). */
export const sessionPersonSchema = z.object({
  id: z.number(),
  userid: z.number(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  displayname: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  legalEntityId: z.number().nullable(),
  cursusType: z.string().nullable(),
  kennisname: z.boolean(),
  /** An addition to SPEC §3: the person's language (nl, fr), in which the screens and the server's texts speak to them. */
  language: z.enum(LANGUAGES),
});

/** GET /crm/user/{username}: the own personal data of /profiel. */
export const profileAnswerSchema = z.object({
  id: z.number(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  telephone: z.string().nullable(),
  roles: z.array(z.string()),
});

/** POST /crm/user/{username}: the saved data with UPDATE_SUCCESS. */
export const profileSavedSchema = profileAnswerSchema.extend(codeAnswer.shape);

/** One row of the secretariat's user list (GET /crm/user): the profile's data, and the account's state. */
export const userRowSchema = profileAnswerSchema.extend({ active: z.boolean(), kennisname: z.boolean() });
export const userPageSchema = page(userRowSchema);

/** GET /crm/user/token|activate/{token}: the link is valid; hasPassword (activation only): chosen at registration. */
export const tokenCheckSchema = z.object({ username: z.string(), hasPassword: z.boolean().optional() });

/** POST /crm/user/token|activate/{token}: PASSWORD_CHANGED or ACTIVATIONSUCCESS. */
export const tokenUsedSchema = z.object({ code: z.string(), username: z.string() });

/** POST /dierenartsen/{id}/kennisname. */
export const kennisnameSchema = z.object({ code: z.string(), kennisname: z.boolean() });

import { z } from 'zod';
import { LANGUAGES } from '../language';
import { checkPasswordPair, emailField, optionalPhoneField, passwordPairFields, requiredString, V } from '../validation';

export const loginSchema = z.object({
  j_username: z.string().trim().min(1, { error: 'LOGIN_FAILED' }),
  j_password: z.string().min(1, { error: 'LOGIN_FAILED' }),
});

export const newPasswordSchema = z.object(passwordPairFields).superRefine(checkPasswordPair);

/** Profile: personal data, and a new password only when one is typed. */
export const profileSchema = z
  .object({
    firstname: requiredString(100),
    lastname: requiredString(100),
    email: emailField,
    // Left out (a call that only sets a new password) keeps the number; empty clears it.
    telephone: optionalPhoneField().optional(),
    password: z.string().optional().nullable(),
    repassword: z.string().optional().nullable(),
  })
  .superRefine((value, ctx) => {
    if (value.password && !passwordPairFields.password.safeParse(value.password).success) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: V.password });
    }
    checkPasswordPair(value, ctx);
  });

/** PUT /auth/person/language: the own language; another value is refused with the field named. */
export const languageSchema = z.object({ language: z.enum(LANGUAGES, { error: V.unknownChoice }) });

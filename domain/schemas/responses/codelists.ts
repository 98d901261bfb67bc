import { z } from 'zod';
import { LANGUAGES } from '../codelists';
import { page } from '../common';

/** A codelist as the translations call finds it (the lists themselves are the declared `codelijsten`). */
export const codelistSchema = z.object({ id: z.number(), iddiccode: z.number(), code: z.string(), description: z.string() });

/** One value of a code list (SPEC §3); active is 0 or 1 (a CHECK of the table). */
export const codeItemRowSchema = z.object({
  id: z.number(),
  iddiccodedetail: z.number(),
  iddiccode: z.number(),
  codedetail: z.string(),
  description: z.string(),
  active: z.union([z.literal(0), z.literal(1)]),
});

/** One row of GET /lists/codelists/{id}/translations: the Dutch text plus the other languages by code. */
export const translationRowSchema = z.object({
  id: z.number(),
  iddiccodedetail: z.number(),
  codedetail: z.string(),
  description: z.string(),
  translations: z.record(z.string(), z.string()),
});
export const translationsSchema = page(translationRowSchema).extend({ languages: z.array(z.enum(LANGUAGES)) });

/** GET/POST /lists/codelists/items/{itemId}/translations/{lang}: null when the value has none in that language. */
export const translationAnswerSchema = z.object({ iddiccodedetail: z.number(), languagecode: z.enum(LANGUAGES), description: z.string().nullable() });

/** One value of a public list by name, in one language (the Dutch text where it has no translation). */
export const publicCodeItemSchema = codeItemRowSchema.omit({ iddiccode: true });
export const publicCodelistSchema = page(publicCodeItemSchema);
